/**
 * The inquiry section of a detail page, whose code (and its texts, a message area of their own) is
 * loaded only when it is needed: when the visitor reaches into the form (a pointer pressed on it,
 * the keyboard's focus, an input), or at once for a signed-in member. A page rendered in the browser
 * (after a navigation) loads the code at once and renders the section with the page.
 * A page that arrived rendered by the server keeps the server's HTML of the section: React leaves the
 * inside of an element given as `dangerouslySetInnerHTML` alone when it hydrates. That form is a real
 * HTML form the browser posts itself (to the page's own address, server/routes/inquiry-form.ts), so
 * a form sent before the app is there is sent all the same. Once the code is there, a React root of
 * its own hydrates the section's HTML in place: the fields, the one the visitor is in and what they
 * typed (up to that moment and meanwhile) stay the very same elements, nothing moves, and the form
 * is the app's from then on (sent through the API).
 */
import type { SiteLanguage } from "@contract/languages.ts";
import { type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext, useLocation } from "react-router-dom";
import { LanguageValue, useLanguage } from "../../../i18n/language-context.tsx";
import { useServerHtml } from "../../../lib/server-html.ts";
import { fillMemberDetails } from "./member-details.ts";
import { inquiryHeadingId } from "./inquiry-heading.ts";
import type { InquirySection, InquirySectionProps } from "./inquiry-section.tsx";

type Section = typeof InquirySection;
type Code = { Section: Section };

let loaded: Code | undefined;
let loading: Promise<Code> | undefined;

/**
 * Loads the form's code, once, and its texts in `lang` (the server's renderer waits for both before
 * rendering a page, and the app's form shows in the page's language at once, without suspending).
 * Texts that cannot be loaded leave the form to its message area (English).
 */
export function loadInquirySection(lang: SiteLanguage): Promise<Code> {
  loading ??= import("./inquiry-section.tsx").then((section) => ({ Section: section.InquirySection }));
  loading.catch(() => (loading = undefined));
  const texts = import("../../../i18n/areas/inquiry.ts").then(({ inquiryMessages }) => inquiryMessages.load(lang)).catch(() => undefined);
  return Promise.all([loading, texts]).then(([code]) => (loaded = code));
}

/** What the section's own root needs of the page's: its router and its language. */
function useContexts(): (children: ReactNode) => ReactNode {
  const navigation = useContext(UNSAFE_NavigationContext);
  const location = useContext(UNSAFE_LocationContext);
  const route = useContext(UNSAFE_RouteContext);
  const language = useLanguage();
  return (children) => (
    <UNSAFE_NavigationContext value={navigation}>
      <UNSAFE_LocationContext value={location}>
        <UNSAFE_RouteContext value={route}>
          <LanguageValue value={language}>{children}</LanguageValue>
        </UNSAFE_RouteContext>
      </UNSAFE_LocationContext>
    </UNSAFE_NavigationContext>
  );
}

/** Calls `then` once its children are on the page (hydrated). */
function Mounted({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(() => then(), [then]);
  return children;
}

export function DeferredInquirySection(props: InquirySectionProps) {
  const fromServer = useServerHtml();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const withContexts = useContexts();
  // The language of the server's HTML: a page switched to another language loads the form at once.
  const [serverLang] = useState(lang);
  // Decided at the first render: keep the server's HTML (hydrating) or render the section here.
  const [keepServerHtml] = useState(fromServer && typeof document !== "undefined");
  const [code, setCode] = useState<Code | undefined>(() => loaded);
  const kept = useRef<HTMLElement>(null);
  const root = useRef<Root | null>(null);
  // What the section's root shows: it is given anything new only once it has hydrated what it was
  // first given (an update before would make it render afresh, replacing the server's fields).
  const latest = useRef<ReactNode>(null);
  const hydrated = useRef(false);
  const onHydrated = useCallback(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    root.current?.render(latest.current);
    // From now on the app sends the form (before, the browser posts it): said on the section, so
    // a test that means to exercise the app's own checks can wait for it.
    kept.current?.setAttribute("data-taken-over", "");
  }, []);
  const member = props.prefill;

  useEffect(() => {
    if (code) return;
    let current = true;
    const load = () => void loadInquirySection(lang).then((next) => current && setCode(next)).catch(() => undefined);
    const element = kept.current;
    // A visitor who reached into the form before the app could listen (their focus is in it now)
    // gets its code at once, as if the focus had come now.
    if (!element || member || lang !== serverLang || element.contains(document.activeElement)) {
      load();
      return () => void (current = false);
    }
    const reached = ["pointerdown", "focusin", "input"];
    for (const type of reached) element.addEventListener(type, load);
    return () => {
      current = false;
      for (const type of reached) element.removeEventListener(type, load);
    };
  }, [code, member, lang, serverLang]);

  // A member's details arrive after the first render: the server's form shows them at once (the
  // app's form then finds them typed in, like a visitor's own).
  useLayoutEffect(() => {
    if (!root.current && kept.current && member) fillMemberDetails(kept.current, member);
  }, [code, member]);

  const inside = code ? <code.Section {...props} action={pathname} /> : null;
  // The server's HTML, hydrated in place by the section's own root once the code is there.
  useLayoutEffect(() => {
    if (!keepServerHtml || !inside || !kept.current) return;
    latest.current = withContexts(<Mounted then={onHydrated}>{inside}</Mounted>);
    if (!root.current) root.current = hydrateRoot(kept.current, latest.current);
    else if (hydrated.current) root.current.render(latest.current);
  });
  useEffect(() => () => {
    // After the page's own render: a root is not unmounted while another renders.
    const ended = root.current;
    root.current = null;
    if (ended) setTimeout(() => ended.unmount());
  }, []);

  const section = {
    className: "inquiry-section",
    "aria-labelledby": inquiryHeadingId(props.type, props.itemId),
    "data-inquiry-type": props.type,
    "data-item-id": props.itemId,
  };
  // Rendered by the app in the browser (a member's, or a page the app drew itself), the form is the
  // app's from the start; the server's own rendering is the browser's until the app hydrates it.
  const own = typeof document !== "undefined" ? { "data-taken-over": "" } : {};
  if (!keepServerHtml) return inside ? <section {...section} {...own}>{inside}</section> : null;
  return <section ref={kept} {...section} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
