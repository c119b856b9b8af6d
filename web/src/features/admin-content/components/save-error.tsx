import { ErrorMessage } from "../../../components/error-message.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** A failed save of an admin screen: the server's message, or a general one when it sent none. */
export function SaveError({ error }: { error: unknown }) {
  const t = useAdminT();
  const message = error instanceof ApiError && error.fromServer ? error.message : t("common.unknownError");
  return <ErrorMessage title={t("common.couldNotSave")}>{message}</ErrorMessage>;
}
