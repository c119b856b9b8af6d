import type { HTMLAttributes, ReactNode } from "react";

interface PageColumnProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/**
 * The column every page lays its title and content in: one maximum width and one inline padding
 * (the `container` class, which the header and footer share), so a page's content lines up with its
 * title and keeps the page margin at every width. The column element carries only that class; a
 * block's own class and attributes go on an inner element, so no spacing rule can override the
 * column's padding.
 */
export function PageColumn({ children, ...inner }: PageColumnProps) {
  return (
    <div className="container">
      {Object.keys(inner).length > 0 ? <div {...inner}>{children}</div> : children}
    </div>
  );
}
