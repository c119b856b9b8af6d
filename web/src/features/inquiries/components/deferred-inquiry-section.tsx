/**
 * The inquiry form of a detail page, whose code is loaded only when it is needed: when the form comes
 * near the viewport or the visitor reaches into it (a pointer or the keyboard's focus). Until then, a
 * page that arrived rendered by the server keeps the server's HTML of the form untouched (React leaves
 * the inside of an element given as `dangerouslySetInnerHTML` alone when it hydrates), so the form is
 * on the page from the first paint and nothing moves when its code arrives and takes its place; what
 * the visitor typed into the server's form meanwhile is carried over (carried-fields.ts). A page
 * rendered in the browser (after a navigation) loads the code at once.
 */
import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useServerHtml } from "../../../lib/server-html.ts";
import { type CarriedFields, readFields, restoreFields } from "./carried-fields.ts";
import type { InquirySection } from "./inquiry-section.tsx";

type Section = typeof InquirySection;
type Props = ComponentProps<Section>;

let loaded: Section | undefined;
let loading: Promise<Section> | undefined;

/** Loads the form's code, once (the server's renderer waits for it before rendering a page). */
export function loadInquirySection(): Promise<Section> {
  loading ??= import("./inquiry-section.tsx").then((module) => (loaded = module.InquirySection));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The id of the form's heading, which names its section. */
export const inquiryHeadingId = (type: Props["type"], itemId: string) => `inquiry-${type}-${itemId || "unknown"}`;

/** How far ahead of the viewport the form's code starts loading: half a screen. */
const AHEAD = "50% 0px";

export function DeferredInquirySection(props: Props) {
  const fromServer = useServerHtml();
  // Decided at the first render: keep the server's HTML (hydrating) or wait with nothing shown.
  const [keepServerHtml] = useState(fromServer);
  const [Section, setSection] = useState<Section | undefined>(() => loaded);
  const kept = useRef<HTMLElement>(null);
  const carried = useRef<CarriedFields | null>(null);

  useEffect(() => {
    if (Section) return;
    let current = true;
    const load = () =>
      void loadInquirySection().then((section) => {
        if (!current) return;
        // Read just before the server's HTML goes: what was typed into it, and where the focus was.
        if (kept.current) carried.current = readFields(kept.current);
        setSection(() => section);
      }).catch(() => undefined);
    const element = kept.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      load();
      return () => void (current = false);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: AHEAD });
    observer.observe(element);
    // The server's form has no handler yet: it is not sent by the browser itself.
    const hold = (event: Event) => {
      event.preventDefault();
      load();
    };
    element.addEventListener("pointerdown", load);
    element.addEventListener("focusin", load);
    element.addEventListener("submit", hold);
    return () => {
      current = false;
      observer.disconnect();
      element.removeEventListener("pointerdown", load);
      element.removeEventListener("focusin", load);
      element.removeEventListener("submit", hold);
    };
  }, [Section]);

  // The app's form starts with what the visitor typed into the server's, focused where they were.
  useLayoutEffect(() => {
    const section = document.querySelector(`section[data-inquiry-type="${props.type}"]`);
    if (!Section || !carried.current || !section) return;
    restoreFields(section, carried.current);
    carried.current = null;
  }, [Section, props.type]);

  if (Section) return <Section {...props} />;
  if (!keepServerHtml) return null;
  return (
    <section
      ref={kept}
      className="inquiry-section"
      aria-labelledby={inquiryHeadingId(props.type, props.itemId)}
      data-inquiry-type={props.type}
      data-item-id={props.itemId}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
