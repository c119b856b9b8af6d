/**
 * The traveller's read-only link for co-travellers: made on request, shown to copy or share, and
 * revocable. Only the traveller's own link offers it (the server refuses it to a co-traveller's).
 */
import { useState } from "react";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { createCoTravellerLink, revokeCoTravellerLink } from "../api/trip-link.ts";

type Shown = { kind: "idle" } | { kind: "working" } | { kind: "made"; url: string } | { kind: "revoked" } | { kind: "failed" };

export function ShareLink({ token }: { token: string }) {
  const t = useTripT();
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  async function run(action: () => Promise<Shown>) {
    setShown({ kind: "working" });
    try {
      setShown(await action());
    } catch {
      setShown({ kind: "failed" });
    }
  }
  const create = () =>
    run(async () => {
      const made = await createCoTravellerLink(token);
      return { kind: "made", url: made.url };
    });
  const revoke = () =>
    run(async () => {
      await revokeCoTravellerLink(token);
      return { kind: "revoked" };
    });
  return (
    <div className="trip__share">
      <h2 className="trip__share-title">{t("share.title")}</h2>
      <p className="muted">{t("share.explain")}</p>
      {shown.kind === "made"
        ? (
          <p>
            <label>
              {t("share.link")}
              <input className="input" readOnly value={shown.url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
            </label>
          </p>
        )
        : null}
      {shown.kind === "revoked" ? <p role="status">{t("share.revoked")}</p> : null}
      {shown.kind === "failed" ? <p role="alert">{t("share.failed")}</p> : null}
      <p className="trip__share-actions">
        <button type="button" className="btn btn--ghost btn--sm" disabled={shown.kind === "working"} onClick={() => void create()}>{t("share.create")}</button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={shown.kind === "working"} onClick={() => void revoke()}>{t("share.revoke")}</button>
      </p>
    </div>
  );
}
