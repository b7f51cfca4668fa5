import { useCallback, useEffect, useRef, useState } from "react";
import { assistant } from "#content/site.ts";
import type { ChatMessage, ChatRequest, ChatResponse } from "#contract/chat.ts";
import { ApiRequestError, client, data } from "../../lib/api";
import { clearChatStorage, loadChat, saveConversationId, saveMessages } from "./chat-storage";

/** The error line: the server's message, else a generic one; no answer at all names the assistant. */
function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? "Failed to send message";
  return `Failed to communicate with ${assistant.name}`;
}

/** The conversation as the widget holds it: messages, pending state, error line, send and reset. */
export function useChat() {
  const [initial] = useState(loadChat);
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, so a send right after a reset uses the id the reset handed out.
  const conversationId = useRef<string | null>(initial.conversationId);

  useEffect(() => saveMessages(messages), [messages]);

  const call = useCallback(async (body: ChatRequest): Promise<ChatResponse | null> => {
    setPending(true);
    setError(null);
    try {
      const answer = await data(client.ai.chat.$post({ json: body }));
      conversationId.current = answer.conversationId;
      saveConversationId(answer.conversationId);
      return answer;
    } catch (failure) {
      setError(chatErrorMessage(failure));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  /** Sends trimmed text; nothing when empty or while a reply is pending. The user message stays on failure. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || pending) return false;
      setMessages((current) => [...current, { role: "user", content, timestamp: Date.now() }]);
      const answer = await call({ message: content, conversationId: conversationId.current, reset: false });
      if (answer) setMessages((current) => [...current, { role: "assistant", content: answer.response, timestamp: Date.now() }]);
      return true;
    },
    [call, pending],
  );

  /** Clears messages, forgets the id and the saved history, then tells the server. */
  const reset = useCallback(async () => {
    setMessages([]);
    conversationId.current = null;
    clearChatStorage();
    await call({ message: "", conversationId: null, reset: true });
  }, [call]);

  return { messages, pending, error, send, reset };
}
