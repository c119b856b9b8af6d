import { useOnlineStatus } from "../hooks/use-online-status.ts";

/** An unobtrusive notice while the device is offline. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div className="offline-indicator" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-indicator__text">
          <span aria-hidden="true">●</span> You are offline. The catalogue is still available on this device.
        </p>
      )}
    </div>
  );
}
