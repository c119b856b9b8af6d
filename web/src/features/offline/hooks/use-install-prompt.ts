import { useCallback, useEffect, useState } from "react";

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The browser's offer to install the app: `canInstall` is true after `beforeinstallprompt` and
 * false again once the app is installed (or the offer was used).
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault(); // keep it for our own "Install app" button
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    globalThis.addEventListener("beforeinstallprompt", onOffer);
    globalThis.addEventListener("appinstalled", onInstalled);
    return () => {
      globalThis.removeEventListener("beforeinstallprompt", onOffer);
      globalThis.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
    setOffer(null); // a prompt can be used once
  }, [offer]);

  return { canInstall: offer !== null, install };
}
