/**
 * The open rows and the per-row errors of a staff desk (inquiries, bespoke requests, live chats),
 * by row id. A row's error is what went wrong with an action on that row (a status that could not
 * be saved); it stays until cleared or replaced.
 */
import { useEffect, useEffectEvent, useState } from "react";

export function useDeskRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  return {
    isOpen: (id: string) => expanded.has(id),
    /** Opens a closed row or closes an open one; true when it opens. */
    toggle(id: string): boolean {
      const opening = !expanded.has(id);
      setExpanded((current) => {
        const next = new Set(current);
        if (opening) next.add(id);
        else next.delete(id);
        return next;
      });
      return opening;
    },
    errorOf: (id: string): string | undefined => errors[id],
    setError: (id: string, message: string) => setErrors((current) => ({ ...current, [id]: message })),
    clearError: (id: string) => setErrors(({ [id]: _gone, ...rest }) => rest),
  };
}

/**
 * While a row is open, what arrives in it is read: `read` is called when it opens with unread
 * messages, and again when more arrive while it stays open.
 */
export function useReadWhileOpen(open: boolean, unread: number | undefined, read: () => void): void {
  const readNow = useEffectEvent(read);
  useEffect(() => {
    if (open && unread) readNow();
  }, [open, unread]);
}
