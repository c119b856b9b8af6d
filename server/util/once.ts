/**
 * `make`, called at the first call and then shared: every caller gets the same promise. A failure is
 * not kept, so the next call tries again (a module that failed to load, a client that failed to start).
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    if (!made) {
      made = make();
      made.catch(() => (made = undefined));
    }
    return made;
  };
}
