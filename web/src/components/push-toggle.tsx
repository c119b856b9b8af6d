import { Suspense, useEffect, useState } from "react";
import { usePushT } from "../i18n/areas/push.ts";
import type { PushOwner, PushState } from "../lib/web-push.ts";

type Shown = PushState | "checking" | "working" | "failed";

/** The push code loads only when a screen offering notifications is shown. */
const webPush = () => import("../lib/web-push.ts");

type Props = { owner: PushOwner; offer: string; className?: string };

/**
 * Offers notifications for `owner` with `offer` saying why (in the screen's language), and asks the
 * browser's permission only when the button is pressed. Says so when this browser cannot receive
 * them or has blocked them. Its own texts are in the page's language; until their catalogue is
 * there it shows nothing, as while it checks the browser.
 */
export function PushToggle(props: Props) {
  return (
    <Suspense fallback={null}>
      <PushSwitch {...props} />
    </Suspense>
  );
}

function PushSwitch({ owner, offer, className }: Props) {
  const t = usePushT();
  const [state, setState] = useState<Shown>("checking");
  const { chatSessionId, threadToken, tripToken, staff } = owner;

  useEffect(() => {
    let live = true;
    void webPush()
      .then((push) => push.pushState({ chatSessionId, threadToken, tripToken, staff }))
      .then((next) => live && setState(next), () => live && setState("off"));
    return () => {
      live = false;
    };
  }, [chatSessionId, threadToken, tripToken, staff]);

  async function change(on: boolean) {
    setState("working");
    try {
      const push = await webPush();
      setState(await (on ? push.turnPushOn : push.turnPushOff)({ chatSessionId, threadToken, tripToken, staff }));
    } catch {
      setState("failed");
    }
  }

  if (state === "checking") return null;
  const classes = `push-toggle${className ? ` ${className}` : ""}`;
  if (state === "unsupported") return <p className={`${classes} muted`} data-push-state={state}>{t("push.unsupported")}</p>;
  if (state === "denied") return <p className={`${classes} muted`} data-push-state={state} role="status">{t("push.denied")}</p>;
  const on = state === "on";
  return (
    <div className={classes} data-push-state={state}>
      <p className="push-toggle__text" role="status">
        {on ? t("push.on") : state === "failed" ? t("push.failed") : offer}
      </p>
      <button type="button" className="btn btn--ghost btn--sm" disabled={state === "working"} onClick={() => void change(!on)}>
        {on ? t("push.turnOff") : t("push.turnOn")}
      </button>
    </div>
  );
}
