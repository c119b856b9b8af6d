import { PUSH_TEXTS } from "@contract/push-texts.ts";
import { useEffect, useState } from "react";
import type { PushOwner, PushState } from "../lib/web-push.ts";

type Shown = PushState | "checking" | "working" | "failed";

/** The push code loads only when a screen offering notifications is shown. */
const webPush = () => import("../lib/web-push.ts");

/**
 * Offers notifications for `owner` with `offer` saying why, and asks the browser's permission only
 * when the button is pressed. Says so when this browser cannot receive them or has blocked them.
 */
export function PushToggle({ owner, offer, className }: { owner: PushOwner; offer: string; className?: string }) {
  const [state, setState] = useState<Shown>("checking");
  const { chatSessionId, threadToken, staff } = owner;

  useEffect(() => {
    let live = true;
    void webPush()
      .then((push) => push.pushState({ chatSessionId, threadToken, staff }))
      .then((next) => live && setState(next), () => live && setState("off"));
    return () => {
      live = false;
    };
  }, [chatSessionId, threadToken, staff]);

  async function change(on: boolean) {
    setState("working");
    try {
      const push = await webPush();
      setState(await (on ? push.turnPushOn : push.turnPushOff)({ chatSessionId, threadToken, staff }));
    } catch {
      setState("failed");
    }
  }

  if (state === "checking") return null;
  const classes = `push-toggle${className ? ` ${className}` : ""}`;
  if (state === "unsupported") return <p className={`${classes} muted`} data-push-state={state}>{PUSH_TEXTS.unsupported}</p>;
  if (state === "denied") return <p className={`${classes} muted`} data-push-state={state} role="status">{PUSH_TEXTS.denied}</p>;
  const on = state === "on";
  return (
    <div className={classes} data-push-state={state}>
      <p className="push-toggle__text" role="status">
        {on ? PUSH_TEXTS.on : state === "failed" ? PUSH_TEXTS.failed : offer}
      </p>
      <button type="button" className="btn btn--ghost btn--sm" disabled={state === "working"} onClick={() => void change(!on)}>
        {on ? PUSH_TEXTS.turnOff : PUSH_TEXTS.turnOn}
      </button>
    </div>
  );
}
