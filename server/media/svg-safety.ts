/**
 * SVG is a document format that can carry scripts and load other documents. An uploaded SVG is
 * parsed as XML (namespace-aware, @xmldom/xmldom; malformed XML is refused, as browsers refuse to
 * render it) and accepted only when every node is plain vector art:
 * - elements: the SVG drawing elements of svg-allowlist.ts, in the SVG namespace, under an <svg> root;
 * - attributes: the presentation and geometry attributes listed there, `xml:space`/`xml:lang`,
 *   namespace declarations, and `href`/`xlink:href`;
 * - links: `href` only to `#fragment` in this document, or to a `data:` PNG, JPEG, GIF or WebP on
 *   <image>/<feImage>; CSS `url()` only to `#fragment`; no `@import` or other CSS that fetches;
 * - no DOCTYPE (so no entities), no processing instruction but the XML declaration.
 * (Every SVG is also served with a sandboxing Content-Security-Policy: see routes/media-files.ts.)
 */
import { DOMParser } from "@xmldom/xmldom";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  RASTER_DATA_URL,
  SVG_NS,
  TEXT_ATTRIBUTES,
  XLINK_NS,
  XML_NS,
  XMLNS_NS,
} from "./svg-allowlist.ts";
import { unsafeCss } from "./svg-css.ts";

type Node = {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  namespaceURI?: string | null;
  localName?: string | null;
  attributes?: ArrayLike<{ name: string; localName: string; namespaceURI: string | null; value: string }>;
  childNodes: ArrayLike<Node>;
};

const ELEMENT = 1, TEXT = 3, CDATA = 4, PROCESSING_INSTRUCTION = 7, COMMENT = 8, DOCUMENT_TYPE = 10;
const LINKS_TO_IMAGES = new Set(["image", "feImage"]);

/** What makes the SVG unsafe, or null when it is plain vector art. */
export function unsafeSvgContent(text: string): string | null {
  let root: Node;
  try {
    root = new DOMParser({
      onError: (level: string, message: string) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(text, "image/svg+xml") as unknown as Node;
  } catch {
    return "markup that is not well-formed XML";
  }
  const top = Array.from(root.childNodes);
  const rootElements = top.filter((node) => node.nodeType === ELEMENT);
  if (rootElements.length !== 1 || rootElements[0].namespaceURI !== SVG_NS || rootElements[0].localName !== "svg") {
    return "a root element other than <svg>";
  }
  for (const [index, node] of top.entries()) {
    if (node.nodeType === PROCESSING_INSTRUCTION && !(index === 0 && node.nodeName === "xml")) {
      return `a processing instruction (<?${node.nodeName}?>)`;
    }
    if (node.nodeType === DOCUMENT_TYPE) return "a document type declaration (DOCTYPE)";
  }
  return unsafeElement(rootElements[0]);
}

function unsafeElement(element: Node): string | null {
  const name = element.localName ?? element.nodeName;
  if (element.namespaceURI !== SVG_NS) return `an element outside SVG (<${element.nodeName}> in ${element.namespaceURI ?? "no namespace"})`;
  if (name === "script") return "a script";
  if (name === "foreignObject") return "embedded HTML (foreignObject)";
  if (!ALLOWED_ELEMENTS.has(name)) return `an element that is not allowed (<${name}>)`;
  for (const attribute of Array.from(element.attributes ?? [])) {
    const problem = unsafeAttribute(name, attribute);
    if (problem) return problem;
  }
  const children = Array.from(element.childNodes);
  for (const child of children) {
    const problem = unsafeChild(child);
    if (problem) return problem;
  }
  // A style sheet is the text of all its text and CDATA pieces together, as the browser reads it.
  return name === "style" ? unsafeCss(children.filter(isText).map((node) => node.nodeValue ?? "").join("")) : null;
}

const isText = (node: Node) => node.nodeType === TEXT || node.nodeType === CDATA;

function unsafeChild(node: Node): string | null {
  switch (node.nodeType) {
    case ELEMENT:
      return unsafeElement(node);
    case TEXT:
    case CDATA:
    case COMMENT:
      return null;
    case PROCESSING_INSTRUCTION:
      return `a processing instruction (<?${node.nodeName}?>)`;
    default:
      return `markup that is not allowed (${node.nodeName})`;
  }
}

function unsafeAttribute(
  element: string,
  attribute: { name: string; localName: string; namespaceURI: string | null; value: string },
): string | null {
  const { namespaceURI: ns, localName: local, value } = attribute;
  if (ns === XMLNS_NS) return null; // a namespace declaration: the elements and attributes it names are checked
  if (ns === XML_NS && (local === "space" || local === "lang")) return null;
  if (local === "href" && (ns === null || ns === XLINK_NS)) return unsafeLink(element, value);
  if (ns !== null) return `an attribute that is not allowed (${attribute.name})`;
  if (/^on/i.test(local)) return `an event handler (${local})`;
  if (!ALLOWED_ATTRIBUTES.has(local)) return `an attribute that is not allowed (${local})`;
  // Presentation attributes and `style` are read as CSS: the same rules apply to them.
  return TEXT_ATTRIBUTES.has(local) ? null : unsafeCss(value);
}

/** Without ASCII controls and spaces: browsers drop them around a URL and tabs and newlines inside it. */
const squeeze = (value: string) => Array.from(value).filter((c) => c.charCodeAt(0) > 0x20).join("");

function unsafeLink(element: string, value: string): string | null {
  const link = squeeze(value);
  if (/^#[^#]*$/.test(link)) return null;
  if (/^javascript:/i.test(link)) return "a javascript: link";
  if (/^data:/i.test(link)) {
    if (!RASTER_DATA_URL.test(link)) return "a data: address that is not an image";
    return LINKS_TO_IMAGES.has(element) ? null : `an embedded image on <${element}>`;
  }
  return `a link to another document (${value.slice(0, 60)})`;
}
