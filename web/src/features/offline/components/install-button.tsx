import { useT } from "../../../i18n/language-context.tsx";
import { useInstallPrompt } from "../hooks/use-install-prompt.ts";

/** "Install app", shown only while the browser offers installation. */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, install } = useInstallPrompt();
  const t = useT();
  if (!canInstall) return null;
  return (
    <button type="button" className={className ?? "btn btn--secondary btn--sm"} onClick={() => void install()}>
      {t("offline.install")}
    </button>
  );
}
