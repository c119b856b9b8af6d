/**
 * The start-up script, the only script the HTML names (web/build/start-script.ts puts it in place of
 * the app's entry): about 1 KB, so it arrives with the style sheet. It applies a member's theme
 * before the first paint, then loads the app (src/main.tsx and the chunks it imports, listed in the
 * page as APP_MODULES_ID).
 * A public page arrives rendered by the server (server/pages/page-documents.ts): its HTML, style
 * sheet and main photo are all its first screen needs, so the app's code (about 100 KB compressed)
 * is asked for only once that screen has painted, with its photo; before, it would share a slow
 * link with the style sheet and the photo and hold them back. Then the app's chunks and the page's
 * own (listed by the server as PAGE_MODULES_ID) load in parallel and the app hydrates the HTML.
 * A server page without a main photo (a traveller's proposal) waits for its first paint likewise.
 * A visitor who reaches into the page before (a pointer, a key, the focus) gets the app at once,
 * and a button they pressed meanwhile (the phone menu, a tab, the chat launcher: buttons only the
 * app handles) is pressed again for them once the app has taken the page over, so no tap is lost;
 * a select they changed (the currency) is changed again, so the app acts on the choice it shows.
 * A page without server HTML (member and staff pages, the offline shell) loads the app at once.
 */
import { APP_MODULES_ID, MAIN_PHOTO_TIMING, PAGE_MODULES_ID } from "@contract/page-hints.ts";
import { APP_READY_EVENT, APP_TAKING_OVER_EVENT } from "./lib/app-ready.ts";
import { applyTheme, storedTheme } from "./lib/theme-attribute.ts";
import { fillOriginFields, keepVisitOrigin } from "./lib/visit-origin.ts";

/** The longest the app's code waits for the main photo (a slow or broken image must not hold it). */
const PHOTO_WAIT_MS = 2_000;

// Where the visit came from is kept at once: a tap on to another page before the app starts keeps it,
// and a server's form sent before the app takes it over carries it.
keepVisitOrigin();
fillOriginFields();
// A member's theme is on the page before its first paint (the app keeps it in step afterwards).
applyTheme(storedTheme() ?? "dark");

/** What shows that the visitor reaches into the page. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

// A form of the app without an `action` (a list's search) is never sent by the browser itself:
// before the app has taken the server's HTML over, that would reload the page and lose what was
// typed; after, the app handles it. A form with one (a detail page's inquiry form) is a real form
// the server answers, and the browser sends it whenever the app is not there to.
document.addEventListener("submit", (event) => {
  if (event.target instanceof HTMLFormElement && !event.target.hasAttribute("action")) event.preventDefault();
}, true);

// A button of the app pressed before the app could hear it did nothing: the last one pressed is
// pressed again once the app has taken the page over (a submit button is not: its form is sent by
// the browser itself, or is the search the app runs as it is typed). Presses after the app starts to
// take over are React's own: it hydrates the part pressed at once (main.tsx).
// Likewise a select changed meanwhile (the currency, the language, a filter) keeps the choice shown
// but nothing acted on it: its change is sent again, so the app acts on the value it shows.
let pressed: HTMLButtonElement | null = null;
const changed = new Set<HTMLSelectElement>();
const rememberPress = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button?.type === "button") pressed = button;
};
const rememberChange = (event: Event) => {
  if (event.target instanceof HTMLSelectElement) changed.add(event.target);
};
addEventListener("click", rememberPress, { capture: true });
addEventListener("change", rememberChange, { capture: true });
addEventListener(APP_TAKING_OVER_EVENT, () => {
  removeEventListener("click", rememberPress, { capture: true });
  removeEventListener("change", rememberChange, { capture: true });
}, { once: true });
addEventListener(APP_READY_EVENT, () => {
  // After the app's own handlers are attached: the press and the changes reach them like the visitor's did.
  for (const select of changed) if (select.isConnected) select.dispatchEvent(new Event("change", { bubbles: true }));
  if (pressed?.isConnected) pressed.click();
  pressed = null;
  changed.clear();
}, { once: true });

const root = document.getElementById("root");
let started = false;
if (root?.firstElementChild) {
  for (const type of INTERACTIONS) addEventListener(type, startApp, { capture: true, once: true, passive: true });
  afterFirstScreen(root, startApp);
} else startApp();

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, startApp, { capture: true });
  const [entry, ...imports] = moduleList(APP_MODULES_ID);
  for (const href of [...imports, ...moduleList(PAGE_MODULES_ID)]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

/** The module addresses of the page's list `id`; none when it is missing or damaged. */
function moduleList(id: string): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(id)?.textContent ?? "[]");
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === "string" && href.startsWith("/assets/")) : [];
  } catch {
    return [];
  }
}

/**
 * Runs `then` once the server's HTML has painted with its main photo (the image the page asks for
 * first, `fetchpriority="high"`): when the browser reports the photo's paint (Element Timing,
 * MAIN_PHOTO_TIMING), else once the photo is decoded (or has failed) and a frame has passed; a page
 * without one once its first contentful paint is reported. At the latest after PHOTO_WAIT_MS. A
 * hidden page paints nothing: it goes on at once.
 */
function afterFirstScreen(root: HTMLElement, then: () => void): void {
  let waited = false;
  const start = () => {
    if (waited) return;
    waited = true;
    observer?.disconnect();
    then();
  };
  let observer: PerformanceObserver | undefined;
  const photo = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (document.visibilityState === "hidden") return start();
  setTimeout(start, PHOTO_WAIT_MS);
  if (!photo) {
    // A page without a main photo (a traveller's proposal or trip): its first screen is its text.
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) start();
      });
      observer.observe({ type: "paint", buffered: true });
    } else requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  if (PerformanceObserver.supportedEntryTypes?.includes("element")) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === MAIN_PHOTO_TIMING)) start();
    });
    observer.observe({ type: "element", buffered: true });
  } else {
    const painted = () => requestAnimationFrame(() => setTimeout(start, 0));
    photo.decode().then(painted, painted);
  }
}
