/**
 * Drafts of unfinished forms, kept on the device (localStorage: small, synchronous, no extra code to
 * download) while the user types, restored when the form is opened again, cleared when it is sent.
 */
import { useEffect, useRef, useState } from "react";

const SAVE_DELAY_MS = 400;
const PREFIX = "draft:";

export function loadDraft(key: string): Record<string, string> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string")) as Record<string, string>;
  } catch {
    return undefined; // storage unavailable or a corrupt entry: no draft
  }
}

export function saveDraft(key: string, values: Record<string, string>): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or unavailable: drafts are best effort
  }
}

export function clearDraft(key: string): void {
  try {
    globalThis.localStorage?.removeItem(PREFIX + key);
  } catch {
    // best effort
  }
}

/**
 * Restores the draft saved under `key` into the form once (through `restore`), then saves `values`
 * shortly after each change while any field holds text.
 */
export function useFormDraft(
  key: string,
  values: Record<string, string>,
  restore: (draft: Record<string, string>) => void,
): void {
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    const draft = loadDraft(key);
    if (draft) restoreRef.current(draft);
    setRestoredKey(key);
  }, [key]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (restoredKey !== key) return;
    const timer = setTimeout(() => {
      const current = JSON.parse(serialized) as Record<string, string>;
      if (Object.values(current).some((value) => value.trim() !== "")) saveDraft(key, current);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, serialized, restoredKey]);
}
