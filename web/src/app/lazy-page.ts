/** Pages whose code loads on first use, shared by the route table (router.tsx) and the admin area's (admin-routes.tsx). */
import type { SiteLanguage } from "@contract/languages.ts";
import { type ComponentType, createElement, lazy, useState } from "react";
import type { MessageArea } from "../i18n/message-area.ts";

/** What a page needs of a message area here: loading it in a language. */
type Texts = Pick<MessageArea<string>, "load">;

/**
 * A page's module: its component under its name, and the message areas its first render reads
 * (`messageAreas`, when it has any).
 */
type PageModule = Record<string, unknown> & { messageAreas?: readonly Texts[] };

/** A page whose code, and texts in a language, can be loaded ahead of its first render (see `loadPageOf`). */
export type LazyPage = ComponentType & { load(lang: SiteLanguage): Promise<void> };

/**
 * A lazily loaded page: the module's named export `name` becomes the element's component. Once its
 * code is loaded the page renders directly, with no Suspense fallback in between; once its texts
 * are loaded too, it renders without suspending at all (what hydrating a server's page needs:
 * while a part of the page waits, React drops the taps made on it).
 */
export function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loaded: ComponentType | undefined;
  const fetchPage = async () => {
    const module = await load();
    loaded ??= module[name] as ComponentType;
    return { Page: loaded, areas: module.messageAreas ?? [] };
  };
  const Lazy = lazy(async () => ({ default: (await fetchPage()).Page }));
  // Chosen once per mount, so a page first shown through Suspense keeps its state when it re-renders.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, {
    load: async (lang: SiteLanguage) => void await Promise.all((await fetchPage()).areas.map((area) => area.load(lang))),
  });
}
