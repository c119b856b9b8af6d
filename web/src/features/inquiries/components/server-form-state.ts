/**
 * The state of the inquiry form the server answered a post with (contract/inquiry-form-page.ts):
 * given to the server's renderer for the page it renders, and read by the browser from the page's
 * JSON block, so the app's form starts exactly as the server's HTML shows it.
 */
import { INQUIRY_FORM_STATE_ID, type InquiryFormState } from "@contract/inquiry-form-page.ts";

let rendering: InquiryFormState | null = null;
let fromPage: InquiryFormState | null | undefined;

/** Renders with `state` as the form's (the server's renderer: `render` is synchronous). */
export function withServerFormState<T>(state: InquiryFormState | null, render: () => T): T {
  rendering = state;
  try {
    return render();
  } finally {
    rendering = null;
  }
}

/** The server's state of the form about `itemId`, if the page holds one. */
export function serverFormState(itemId: string | undefined): InquiryFormState | null {
  if (typeof document === "undefined") return rendering?.itemId === itemId ? rendering : null;
  if (fromPage === undefined) {
    try {
      fromPage = JSON.parse(document.getElementById(INQUIRY_FORM_STATE_ID)?.textContent ?? "null") as InquiryFormState | null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage?.itemId === itemId ? fromPage : null;
}

/** The page's state has been taken by its form: a form shown later (another visit in the app) starts afresh. */
export function forgetServerFormState(): void {
  if (typeof document !== "undefined") fromPage = null;
}
