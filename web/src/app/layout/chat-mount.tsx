import { ChatWidget } from "../../features/chat/components/chat-widget.tsx";
import { useAuth } from "../auth.tsx";

/** The live-chat widget, once per page, for the current visitor or member. */
export function ChatMount() {
  const { user, restoring } = useAuth();
  if (restoring) return null;
  return <ChatWidget userId={user?.id} userEmail={user?.email} />;
}
