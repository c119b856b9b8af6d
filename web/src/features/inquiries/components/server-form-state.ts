/**
 * The state of the inquiry form the server answered a post with (contract/inquiry-form-page.ts):
 * given to the server's renderer for the page it renders, and read by the browser from the page's
 * JSON block, so the app's form starts exactly as the server's HTML shows it.
 */
import { INQUIRY_FORM_STATE_ID, type InquiryFormState } from "@contract/inquiry-form-page.ts";
import { serverPageState } from "../../../lib/server-page-state.ts";

const state = serverPageState<InquiryFormState>(INQUIRY_FORM_STATE_ID);

/** Renders with `form` as the form's state (the server's renderer: `render` is synchronous). */
export const withServerFormState = state.withState;

/** The server's state of the form about `itemId`, if the page holds one. */
export function serverFormState(itemId: string | undefined): InquiryFormState | null {
  const form = state.current();
  return form?.itemId === itemId ? form : null;
}

/** The page's state has been taken by its form: a form shown later (another visit in the app) starts afresh. */
export const forgetServerFormState = state.forget;
