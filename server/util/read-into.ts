/**
 * Reads a byte stream into memory the caller gives, so one buffer can serve a whole body. A stream
 * that fills given memory itself (a byte stream, as a request body from the network is) reads
 * straight into it and allocates nothing per read; any other stream's chunks are copied into it,
 * a chunk bigger than the room given being handed out over several reads.
 */
export type ReadIntoResult = {
  /**
   * The bytes read, at the start of the view given, as a view of the same memory. A byte stream
   * moves that memory to a new ArrayBuffer on each read (the view given is detached): go on with
   * `bytes.buffer` (also at the end, where `bytes` is empty). A read of a cancelled stream throws.
   */
  bytes: Uint8Array<ArrayBuffer>;
  done: boolean;
};

export type IntoReader = {
  /** Reads at least one byte into `view` (never empty), or answers the end. */
  read(view: Uint8Array<ArrayBuffer>): Promise<ReadIntoResult>;
  cancel(reason?: unknown): Promise<void>;
};

export function readerInto(body: ReadableStream<Uint8Array>): IntoReader {
  let byob: ReadableStreamBYOBReader | undefined;
  try {
    byob = body.getReader({ mode: "byob" });
  } catch {
    return copyingReader(body.getReader());
  }
  const reader = byob;
  return {
    async read(view) {
      const { done, value } = await reader.read(view);
      // Without a view back the stream was cancelled: the memory given is gone with it.
      if (!value) throw new TypeError("The stream was cancelled.");
      return { bytes: value, done };
    },
    cancel: (reason) => reader.cancel(reason),
  };
}

function copyingReader(reader: ReadableStreamDefaultReader<Uint8Array>): IntoReader {
  let pending: Uint8Array = new Uint8Array(0);
  return {
    async read(view) {
      while (pending.length === 0) {
        const { done, value } = await reader.read();
        if (done) return { bytes: view.subarray(0, 0), done: true };
        pending = value;
      }
      const n = Math.min(pending.length, view.length);
      view.set(pending.subarray(0, n));
      pending = pending.subarray(n);
      return { bytes: view.subarray(0, n), done: false };
    },
    cancel: (reason) => reader.cancel(reason),
  };
}
