import { liveQuery } from "dexie";
import { useEffect, useState } from "react";
import { db, type QueuedInquiry } from "./db.ts";

/** The queued inquiries on this device, oldest first, kept current as the outbox changes. */
export function useOutbox(): QueuedInquiry[] {
  const [items, setItems] = useState<QueuedInquiry[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => db.outbox.orderBy("queuedAt").toArray()).subscribe({
      next: setItems,
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}
