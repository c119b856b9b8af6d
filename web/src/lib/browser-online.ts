/** Whether the browser believes it is online (true where there is no browser, as in rendering on the server). */
export function browserIsOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}
