/**
 * Drafts of unfinished forms, kept on the device while the user types and restored when the form is
 * opened again; cleared when the form is sent.
 */
import { useEffect, useRef, useState } from "react";
import { db } from "./db.ts";

const SAVE_DELAY_MS = 400;

export async function loadDraft(key: string): Promise<Record<string, string> | undefined> {
  try {
    return (await db.drafts.get(key))?.values;
  } catch {
    return undefined; // IndexedDB unavailable (private mode): no drafts
  }
}

export async function saveDraft(key: string, values: Record<string, string>): Promise<void> {
  try {
    await db.drafts.put({ key, values, savedAt: new Date().toISOString() });
  } catch {
    // best effort
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await db.drafts.delete(key);
  } catch {
    // best effort
  }
}

/**
 * Restores the draft saved under `key` into the form once (through `restore`), then saves `values`
 * shortly after each change. `restored` is true once the stored draft (if any) was applied.
 */
export function useFormDraft(
  key: string,
  values: Record<string, string>,
  restore: (draft: Record<string, string>) => void,
): { restored: boolean } {
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    let cancelled = false;
    setRestored(false);
    void loadDraft(key).then((draft) => {
      if (cancelled) return;
      if (draft) restoreRef.current(draft);
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => {
      const current = JSON.parse(serialized) as Record<string, string>;
      if (Object.values(current).some((value) => value.trim() !== "")) void saveDraft(key, current);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, serialized, restored]);

  return { restored };
}
