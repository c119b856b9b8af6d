import { LiveChatDesk } from "../../../features/chat/components/live-chat-desk.tsx";
import { Page } from "../page.tsx";

/** /admin/live-chats: the staff view of every concierge conversation, live. */
export function AdminLiveChatsPage() {
  return (
    <Page
      title="Live Chats"
      intro="Every conversation from the website's chat, newest first. Open one to follow it live, reply as a consultant, or hand it back to the AI."
    >
      <LiveChatDesk />
    </Page>
  );
}
