/**
 * The brand the chat speaks for and the chat window's title: a module of its own, so the widget's
 * launcher on every page carries the title without the chat's other texts (`texts.ts`).
 */
export const CHAT_BRAND = "Aurum Voyages";
export const CHAT_TITLE = `${CHAT_BRAND} Live Chat`;
