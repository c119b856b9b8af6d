/**
 * The inquiry form of a detail page, whose code (and its texts, a message area of their own) is
 * loaded only when it is needed: when the visitor reaches into the form (a pointer pressed on it,
 * the keyboard's focus, an input), or at once for a signed-in member. Until then, a page that arrived
 * rendered by the server keeps the server's HTML of the form untouched (React leaves the inside of an
 * element given as `dangerouslySetInnerHTML` alone when it hydrates), so the form is on the page from
 * the first paint and nothing moves when its code arrives and takes its place; what the visitor typed
 * into the server's form meanwhile, and the field they are in, are carried over (carried-fields.ts),
 * and a form sent meanwhile is sent by the app's form. A page rendered in the browser (after a
 * navigation) loads the code at once.
 */
import type { SiteLanguage } from "@contract/languages.ts";
import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useServerHtml } from "../../../lib/server-html.ts";
import type { CarriedFields } from "./carried-fields.ts";
import { fillMemberDetails } from "./member-details.ts";
import { inquiryHeadingId } from "./inquiry-heading.ts";
import type { InquirySection } from "./inquiry-section.tsx";

type Section = typeof InquirySection;
type Props = ComponentProps<Section>;

type Code = { Section: Section; fields: typeof import("./carried-fields.ts") };

let loaded: Code | undefined;
let loading: Promise<Code> | undefined;

/**
 * Loads the form's code, once, and its texts in `lang` (the server's renderer waits for both before
 * rendering a page, and the app's form shows in the page's language at once, without suspending).
 * Texts that cannot be loaded leave the form to its message area (English).
 */
export function loadInquirySection(lang: SiteLanguage): Promise<Code> {
  loading ??= Promise.all([import("./inquiry-section.tsx"), import("./carried-fields.ts")])
    .then(([section, fields]) => ({ Section: section.InquirySection, fields }));
  loading.catch(() => (loading = undefined));
  const texts = import("../../../i18n/areas/inquiry.ts").then(({ inquiryMessages }) => inquiryMessages.load(lang)).catch(() => undefined);
  return Promise.all([loading, texts]).then(([code]) => (loaded = code));
}

export function DeferredInquirySection(props: Props) {
  const fromServer = useServerHtml();
  const { lang } = useLanguage();
  // The language of the server's HTML: a page switched to another language loads the form at once.
  const [serverLang] = useState(lang);
  // Decided at the first render: keep the server's HTML (hydrating) or wait with nothing shown.
  const [keepServerHtml] = useState(fromServer);
  const [code, setCode] = useState<Code | undefined>(() => loaded);
  const kept = useRef<HTMLElement>(null);
  const carried = useRef<CarriedFields | null>(null);
  // The visitor sent the server's form: the app's form is sent once it is there.
  const sent = useRef(false);
  const member = props.prefill;

  useEffect(() => {
    if (code) return;
    let current = true;
    const load = () =>
      void loadInquirySection(lang).then((next) => {
        if (!current) return;
        // Read just before the server's HTML goes: what was typed into it, and where the focus was.
        if (kept.current) carried.current = next.fields.readFields(kept.current);
        setCode(next);
      }).catch(() => undefined);
    const element = kept.current;
    if (!element || member || lang !== serverLang) {
      load();
      return () => void (current = false);
    }
    // The server's form has no handler yet: it is not sent by the browser itself.
    const hold = (event: Event) => {
      event.preventDefault();
      sent.current = true;
      load();
    };
    const reached = ["pointerdown", "focusin", "input"];
    for (const type of reached) element.addEventListener(type, load);
    element.addEventListener("submit", hold);
    return () => {
      current = false;
      for (const type of reached) element.removeEventListener(type, load);
      element.removeEventListener("submit", hold);
    };
  }, [code, member, lang, serverLang]);

  // A member's details arrive after the first render: the server's form shows them at once (they
  // are then carried over like typed text), and a member's form gets its code without waiting.
  useLayoutEffect(() => {
    if (!code && kept.current && member) fillMemberDetails(kept.current, member);
  }, [code, member]);

  // The app's form starts with what the visitor typed into the server's, focused where they were.
  useLayoutEffect(() => {
    const section = document.querySelector(`section[data-inquiry-type="${props.type}"]`);
    if (!code || !carried.current || !section) return;
    code.fields.restoreFields(section, carried.current);
    carried.current = null;
    if (sent.current) section.querySelector("form")?.requestSubmit();
    sent.current = false;
  }, [code, props.type]);

  if (code) return <code.Section {...props} />;
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
