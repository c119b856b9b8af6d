import { LiveChatDesk } from "../../../features/chat/components/live-chat-desk.tsx";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

/** /admin/live-chats: the staff view of every concierge conversation, live. */
export function AdminLiveChatsPage() {
  const t = useDeskT();
  return (
    <Page
      title={t("chats.title")}
      intro={t("chats.intro")}
    >
      <LiveChatDesk />
    </Page>
  );
}
