/**
 * Runs one job in a new worker and ends the worker when it answers: the memory a job takes (a decoded
 * image, a codec's WebAssembly memory) is given back whole. Answers `failed` when the worker throws.
 */
export function runInWorker<T>(url: URL, message: unknown, failed: T): Promise<T> {
  return new Promise((resolve) => {
    const worker = new Worker(url, { type: "module" });
    const done = (result: T) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<T>) => done(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      done(failed);
    };
    worker.postMessage(message);
  });
}
