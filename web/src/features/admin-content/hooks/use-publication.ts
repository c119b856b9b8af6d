/**
 * The publication of the item a catalogue form edits: its status and, when scheduled, the date and
 * time on the agency's clock (AGENCY_TIMEZONE, whatever the device's clock or the staff member's
 * setting), sent with the save as `status` and `publishAt` (the instant, UTC).
 */
import type { Publication, PublicationStatus } from "@contract/publication.ts";
import { useEffect, useRef, useState } from "react";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { instantOf, wallTimeIn } from "../../../lib/zoned-time.ts";

export type PublicationState = ReturnType<typeof usePublication>;

export function usePublication(item: Partial<Publication> | undefined) {
  const zone = useAgencyZone();
  const [status, setStatus] = useState<PublicationStatus>("published");
  const [wallTime, setWallTime] = useState("");
  const loaded = useRef(false);

  useEffect(() => {
    if (!item || loaded.current) return;
    loaded.current = true;
    setStatus(item.status ?? "published");
    setWallTime(item.publishAt ? wallTimeIn(item.publishAt, zone) : "");
  }, [item, zone]);

  /** What the save sends; a schedule without a complete time sends none (the server says what is missing). */
  const payload = () => {
    const publishAt = status === "scheduled" ? instantOf(wallTime, zone) : null;
    return publishAt ? { status, publishAt } : { status };
  };
  return { status, setStatus, wallTime, setWallTime, zone, payload, live: item?.live ?? false };
}
