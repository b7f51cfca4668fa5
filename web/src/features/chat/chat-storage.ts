/**
 * The chat's browser storage: the last 20 messages and the conversation id
 * under separate keys. Unreadable saved history is logged and both keys are removed.
 */
import type { ChatMessage } from "#contract/chat.ts";

export const HISTORY_KEY = "kilbride-chat-history";
export const CONVERSATION_KEY = "kilbride-chat-conversation-id";
/** Messages kept in browser storage. */
const STORED_MESSAGES = 20;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (m.role === "user" || m.role === "assistant") && typeof m.content === "string" && typeof m.timestamp === "number";
}

/** Removes both keys (reset, or unreadable history). */
export function clearChatStorage(): void {
  localStorage.removeItem(HISTORY_KEY);
  localStorage.removeItem(CONVERSATION_KEY);
}

/** The saved messages and conversation id; both are dropped if the history cannot be read. */
export function loadChat(): { messages: ChatMessage[]; conversationId: string | null } {
  const conversationId = localStorage.getItem(CONVERSATION_KEY);
  const raw = localStorage.getItem(HISTORY_KEY);
  if (raw === null) return { messages: [], conversationId };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isMessage)) throw new Error("not a list of chat messages");
    return { messages: parsed.slice(-STORED_MESSAGES), conversationId };
  } catch (error) {
    console.error("Unreadable saved chat history; clearing it", error);
    clearChatStorage();
    return { messages: [], conversationId: null };
  }
}

/** Saves the newest STORED_MESSAGES messages (or removes the key when there are none). */
export function saveMessages(messages: readonly ChatMessage[]): void {
  if (messages.length === 0) localStorage.removeItem(HISTORY_KEY);
  else localStorage.setItem(HISTORY_KEY, JSON.stringify(messages.slice(-STORED_MESSAGES)));
}

export function saveConversationId(id: string): void {
  localStorage.setItem(CONVERSATION_KEY, id);
}
