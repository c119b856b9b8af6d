/**
 * A desk opened at one of its rows (`?id=`: the pipeline's card or row links to it): the row is
 * opened once, when the list has it, scrolled into view and focused.
 */
import { useEffect, useEffectEvent, useRef } from "react";

export function useLinkedRow<T>(
  linkedId: string | null | undefined,
  items: readonly T[] | undefined,
  idOf: (item: T) => string,
  open: (item: T) => void,
  /** The row's element, by its id. */
  rowOf: (id: string) => HTMLElement | null,
): void {
  const done = useRef(false);
  const openOnce = useEffectEvent((item: T) => open(item));
  useEffect(() => {
    if (done.current || !linkedId || !items) return;
    const item = items.find((candidate) => idOf(candidate) === linkedId);
    if (!item) return;
    done.current = true;
    openOnce(item);
    requestAnimationFrame(() => {
      const row = rowOf(linkedId);
      row?.scrollIntoView({ block: "center" });
      row?.querySelector<HTMLElement>("button, a")?.focus();
    });
  }, [linkedId, items, idOf, rowOf]);
}
