/**
 * The words around a chat's messages, in the page's language (the chat area's catalogue): the
 * widget's, a member's transcript in My journeys, and the live-chat desk's (`self`: what the
 * visitor's own messages are signed with there, "Visitor"; "You" by default).
 */
import type { ChatAuthor, ChatMessage } from "@contract/chat/session.ts";
import { useMemo } from "react";
import { useChatT } from "../../../i18n/areas/chat.ts";
import type { MessageTexts } from "../components/chat-message.tsx";

export function useChatTexts(self?: string) {
  const t = useChatT();
  return useMemo(() => {
    const author = (message: Pick<ChatMessage, "author" | "authorName" | "role">) => {
      const kind: ChatAuthor = message.author ?? (message.role === "user" ? "visitor" : "ai");
      if (kind === "visitor") return self ?? t("chatWindow.author.you");
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
      detail: (kind, location) => t("chatWindow.suggestionDetail", { kind: t(`chatWindow.kind.${kind}`), location }),
      catalogueNote: t("chatWindow.catalogueNote"),
      interrupted: t("chatWindow.interrupted"),
    };
    return { t, author, messages };
  }, [t, self]);
}
