/**
 * A message with marked parts, `<0>contact our concierge team</0>`, shown with an element for each
 * mark (a link, a strong word): `rich(t("..."), [(text) => <Link to="/contact">{text}</Link>])`.
 * The marks keep a whole sentence in one message, so each language orders it its own way.
 */
import { Fragment, type ReactNode } from "react";

const MARK = /<(\d)>([\s\S]*?)<\/\1>/g;

export function rich(message: string, parts: ((text: string) => ReactNode)[]): ReactNode {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(MARK)) {
    if (match.index > at) nodes.push(message.slice(at, match.index));
    const render = parts[Number(match[1])];
    nodes.push(<Fragment key={nodes.length}>{render ? render(match[2]) : match[2]}</Fragment>);
    at = match.index + match[0].length;
  }
  if (at < message.length) nodes.push(message.slice(at));
  return nodes;
}
