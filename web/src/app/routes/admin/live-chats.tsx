import { CHAT_STATUSES } from "@contract/enums.ts";
import { LiveChatDesk } from "../../../features/chat/components/live-chat-desk.tsx";
import { useSearchParams } from "react-router-dom";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";
import { useStatusParam } from "./status-param.ts";

/**
 * /admin/live-chats: the staff view of every concierge conversation, live; `?status=Needs+Review`
 * (the dashboard's tile) shows the conversations of that status.
 */
export function AdminLiveChatsPage() {
  const t = useDeskT();
  const [params] = useSearchParams();
  const [status, setStatus] = useStatusParam(CHAT_STATUSES);
  return (
    <Page
      title={t("chats.title")}
      intro={t("chats.intro")}
    >
      <LiveChatDesk status={status} onStatusChange={setStatus} openId={params.get("id")} />
    </Page>
  );
}
