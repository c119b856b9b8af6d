/** The words around the widget's messages, in the page's language (the chat area's catalogue). */
import type { ChatAuthor, ChatMessage } from "@contract/chat.ts";
import { useMemo } from "react";
import { useChatT } from "../../../i18n/areas/chat.ts";
import type { MessageTexts } from "../components/chat-message.tsx";

export function useChatTexts() {
  const t = useChatT();
  return useMemo(() => {
    const author = (message: Pick<ChatMessage, "author" | "authorName" | "role">) => {
      const kind: ChatAuthor = message.author ?? (message.role === "user" ? "visitor" : "ai");
      if (kind === "visitor") return t("chatWindow.author.you");
      if (kind === "ai") return t("chatWindow.author.ai");
      if (kind === "catalogue") return t("chatWindow.author.catalogue");
      if (kind === "consultant") {
        return message.authorName ? t("chatWindow.author.consultant", { name: message.authorName }) : t("chatWindow.author.team");
      }
      return t("chatWindow.author.notice");
    };
    const messages: MessageTexts = {
      author,
      suggestions: t("chatWindow.suggestions"),
      kind: (kind) => t(`chatWindow.kind.${kind}`),
      catalogueNote: t("chatWindow.catalogueNote"),
      interrupted: t("chatWindow.interrupted"),
    };
    return { t, author, messages };
  }, [t]);
}
