import { CHAT_BRAND } from "@contract/chat/title.ts";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useT } from "../../../i18n/language-context.tsx";

const ChatWindow = lazy(async () => ({ default: (await import("./chat-window.tsx")).ChatWindow }));

/**
 * The floating live-chat button on every page. The window's code loads on first
 * open; after that the window stays mounted (hidden when closed) so replies keep arriving.
 * Escape or the close button closes it and focus returns to the button.
 */
export function ChatWidget({ userId, userEmail }: { userId?: string; userEmail?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [unread, setUnread] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  // A notification's link (`?chat=open`) opens the conversation; the address is then tidied.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("chat") !== "open") return;
    url.searchParams.delete("chat");
    history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
    setUsed(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <div className="chat-widget">
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={used ? windowId : undefined}
        onClick={() => {
          setUsed(true);
          if (open) close();
          else setOpen(true);
        }}
        onPointerEnter={() => void import("./chat-window.tsx")}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 7 10Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z"
          />
        </svg>
        <span className="chat-launcher__label">{t("chat.launcher")}</span>
        {unread > 0 && !open
          ? <span className="chat-launcher__badge">{unread}<span className="visually-hidden">{t("chat.unread", { count: unread })}</span></span>
          : null}
      </button>
      {used
        ? (
          <Suspense
            fallback={open
              ? (
                <section className="chat-window" role="dialog" aria-label={t("chat.title", { brand: CHAT_BRAND })}>
                  <Spinner label={t("chat.opening")} />
                </section>
              )
              : null}
          >
            <ChatWindow
              key={userId ?? "visitor"}
              id={windowId}
              open={open}
              userId={userId}
              userEmail={userEmail}
              onClose={close}
              onUnread={setUnread}
            />
          </Suspense>
        )
        : null}
    </div>
  );
}
