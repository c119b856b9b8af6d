/** Pages whose code loads on first use, shared by the route table (router.tsx) and the admin area's (admin-routes.tsx). */
import { type ComponentType, createElement, lazy, useState } from "react";

type PageModule = Record<string, unknown>;

/** A page whose code can be loaded ahead of its first render (see `loadPageOf`). */
export type LazyPage = ComponentType & { load(): Promise<void> };

/**
 * A lazily loaded page: the module's named export `name` becomes the element's component. Once its
 * code is loaded the page renders directly, with no Suspense fallback in between.
 */
export function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loaded: ComponentType | undefined;
  const fetchPage = async () => {
    loaded ??= (await load())[name] as ComponentType;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  // Chosen once per mount, so a page first shown through Suspense keeps its state when it re-renders.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, { load: async () => void await fetchPage() });
}
