/**
 * The head of a public page as HTML: its title, meta description, canonical link, Open Graph and
 * Twitter card, its alternates in the other languages, and its structured data, every value escaped. `withPageHead` puts it into the app's
 * index.html in place of the shell's generic title and description.
 */
import { SITE } from "../../contract/site.ts";
import { escapeAttr } from "./html.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { jsonLdScript } from "./json-ld.ts";
import { type Alternate, alternateLinks, OG_LOCALES } from "./page-languages.ts";

/** The size of every preview image (server/seo/preview-render.ts), the one link previews expect. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export type PageHead = {
  /** The whole document title, e.g. "Maldives | Aurum Voyages". */
  title: string;
  description: string;
  /** Absolute address of the page, in its own language. */
  canonical: string;
  /** The language the page is written in, and the same page in every site language. */
  lang: SiteLanguage;
  alternates: Alternate[];
  /** "website" for the home and list pages, "article" for an item. */
  type: "website" | "article";
  /** Absolute address of the page's 1200x630 JPEG, and what it shows. */
  image?: { url: string; alt: string };
  jsonLd: object[];
};

export function headTags(head: PageHead): string {
  const og = (property: string, content: string) => `<meta property="${property}" content="${escapeAttr(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttr(content)}">`;
  const tags = [
    titleTag(head.title),
    named("description", head.description),
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    alternateLinks(head.alternates),
    og("og:type", head.type),
    og("og:title", head.title),
    og("og:description", head.description),
    og("og:url", head.canonical),
    og("og:site_name", SITE.brand),
    og("og:locale", OG_LOCALES[head.lang]),
    ...(head.image
      ? [
        og("og:image", head.image.url),
        og("og:image:type", "image/jpeg"),
        og("og:image:width", String(PREVIEW_SIZE.width)),
        og("og:image:height", String(PREVIEW_SIZE.height)),
        og("og:image:alt", head.image.alt),
      ]
      : []),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", head.title),
    named("twitter:description", head.description),
    ...(head.image ? [named("twitter:image", head.image.url), named("twitter:image:alt", head.image.alt)] : []),
    ...head.jsonLd.map(jsonLdScript),
  ];
  return tags.join("\n");
}

/** The tag that keeps a page out of search results. */
export const NOINDEX = `<meta name="robots" content="noindex">`;

/**
 * index.html with `head` added before `</head>`; when `head` has its own title and description, the
 * shell's are taken out, so the page has one of each.
 */
export function withPageHead(html: string, head: string): string {
  let shell = html;
  if (head.includes("<title>")) shell = shell.replace(/<title>[\s\S]*?<\/title>\s*/i, "");
  if (head.includes(`<meta name="description"`)) shell = shell.replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const at = shell.lastIndexOf("</head>");
  return at < 0 ? head + shell : `${shell.slice(0, at)}${head}\n${shell.slice(at)}`;
}

/** A document's `<title>`. */
export function titleTag(title: string): string {
  return `<title>${text(title)}</title>`;
}

function text(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
