import { splitLanguagePath } from "@contract/language-paths.ts";
import { useLocation } from "react-router-dom";
import { ChatWidget } from "../../features/chat/components/chat-widget.tsx";
import { useAuth } from "../auth.tsx";

/** Whether `pathname` (with or without its language prefix) is in the staff area. */
function isStaffPath(pathname: string): boolean {
  const { path } = splitLanguagePath(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * The live-chat widget, once per page, for the current visitor or member; not in the staff area,
 * where staff answer chats from the desk and a floating visitor's button would cover their forms.
 */
export function ChatMount() {
  const { user, restoring } = useAuth();
  const { pathname } = useLocation();
  if (restoring || isStaffPath(pathname)) return null;
  return <ChatWidget userId={user?.id} userEmail={user?.email} />;
}
