import { useT } from "../../../i18n/language-context.tsx";
import { useOnlineStatus } from "../hooks/use-online-status.ts";

/** An unobtrusive notice while the device is offline. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  const t = useT();
  return (
    <div className="offline-indicator" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-indicator__text">
          <span aria-hidden="true">●</span> {t("offline.notice")}
        </p>
      )}
    </div>
  );
}
