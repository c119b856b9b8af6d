import { ErrorMessage } from "../../../components/error-message.tsx";
import { ApiError } from "../../../lib/api-client.ts";

/** A failed save of an admin screen: the server's message, or a general one when it sent none. */
export function SaveError({ error }: { error: unknown }) {
  const message = error instanceof ApiError && error.fromServer ? error.message : "An unknown error occurred. Please try again.";
  return <ErrorMessage title="Could not save">{message}</ErrorMessage>;
}
