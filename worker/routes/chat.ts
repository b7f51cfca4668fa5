/** /api/ai/chat — one question to the assistant, or a reset. */
import { Hono } from "hono";
import { CHAT_RESET_RESPONSE, chatRequestSchema, type ChatResponse } from "#contract/chat.ts";
import { conversationStub, findConversation, mintConversation, newConversation } from "../chat/conversation-ids";
import type { AppEnv } from "../env";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";

const chat = new Hono<AppEnv>().post("/chat", rateLimit("chat"), requireJson, limitBody, validJson(chatRequestSchema), async (c) => {
  const { message, conversationId, reset } = c.req.valid("json");
  if (reset) {
    // The old messages are deleted; the visitor continues in a new conversation.
    await (await findConversation(c.env, conversationId))?.stub.reset();
    const fresh = await mintConversation(c.env);
    return c.json<ChatResponse>({ response: CHAT_RESET_RESPONSE, conversationId: fresh.id });
  }
  // The answer's time in the Worker, for the bench and for anyone watching production.
  const started = Date.now();
  const known = conversationStub(c.env, conversationId);
  const continued = known ? await known.stub.askIfOpen(message) : null;
  let answer: ChatResponse;
  if (known && continued !== null) answer = { response: continued, conversationId: known.id };
  else {
    // An id the server did not mint (or one reset or expired) starts a new conversation, opened by its first question.
    const fresh = newConversation(c.env);
    answer = { response: await fresh.stub.ask(message, true), conversationId: fresh.id };
  }
  c.header("Server-Timing", `answer;dur=${Date.now() - started}`);
  return c.json<ChatResponse>(answer);
});

export default chat;
