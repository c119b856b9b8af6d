import { useT } from "../../../i18n/language-context.tsx";
import { useSyncExternalStore } from "react";
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from "../sw-registration.ts";

/** "A new version is available" with a reload button; never reloads on its own. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const t = useT();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="alert">
      <p className="update-prompt__text">{t("offline.update")}</p>
      <button type="button" className="btn btn--primary btn--sm" onClick={applyUpdate}>{t("offline.reload")}</button>
    </div>
  );
}
