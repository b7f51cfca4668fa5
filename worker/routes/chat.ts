/** /api/ai/chat — one question to the assistant, or a reset (spec section 7). */
import { Hono } from "hono";
import { CHAT_RESET_RESPONSE, chatRequestSchema, type ChatResponse } from "../../contract/chat";
import { findConversation, mintConversation, newConversation } from "../chat/conversations";
import type { AppEnv } from "../env";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";

const chat = new Hono<AppEnv>().post(
  "/chat",
  rateLimit("chat"),
  requireJson,
  limitBody,
  validJson(chatRequestSchema),
  async (c) => {
    const { message, conversationId, reset } = c.req.valid("json");
    const existing = await findConversation(c.env, conversationId);
    if (reset) {
      // The old messages are deleted; the visitor continues in a new conversation.
      await existing?.stub.reset();
      const fresh = await mintConversation(c.env);
      return c.json<ChatResponse>({ response: CHAT_RESET_RESPONSE, conversationId: fresh.id });
    }
    // An id the server did not mint (or one reset or expired) starts a new conversation, opened by its first question.
    const conversation = existing ?? newConversation(c.env);
    const response = await conversation.stub.ask(message, !existing);
    return c.json<ChatResponse>({ response, conversationId: conversation.id });
  },
);

export default chat;
