/** POST /api/ai/chat: validation, server-minted conversation ids, reset, rate limit. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, type ChatMessage } from "#contract/chat.ts";
import type { ChatConversation } from "#worker/chat/conversation-object.ts";
import { ask, seedChatContent } from "./support/chat-fixtures";
import { clientIp, postJson, RATE_WINDOW_TEST_TIMEOUT_MS, startInFreshRateWindow } from "./support/helpers";

beforeAll(seedChatContent);

const namespace = env.CHAT_CONVERSATION as DurableObjectNamespace<ChatConversation>;
const messagesOf = (id: string): Promise<ChatMessage[]> => namespace.get(namespace.idFromString(id)).history();

describe("POST /api/ai/chat", () => {
  it("answers a question in a new conversation with a server-minted id of at least 128 bits", async () => {
    const { status, body } = await ask({ message: "  What are your office hours?  ", conversationId: null, reset: false });
    expect(status).toBe(200);
    expect(body.response).toContain("Monday-Friday, 9am-5pm MST");
    expect(body.conversationId).toMatch(/^[0-9a-f]{64}$/);
    const stored = await messagesOf(body.conversationId ?? "");
    // The question is stored trimmed, followed by the answer.
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ["user", "What are your office hours?"],
      ["assistant", body.response],
    ]);
  });

  it("says how long the answer took in the Worker (Server-Timing), for the bench", async () => {
    const res = await postJson("/api/ai/chat", { message: "Hello" }, { headers: { "CF-Connecting-IP": clientIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Server-Timing")).toMatch(/^answer;dur=\d+$/);
  });

  it("continues the conversation it minted", async () => {
    const first = await ask({ message: "Hello", conversationId: null });
    const second = await ask({ message: "Where are your offices?", conversationId: first.body.conversationId });
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect(await messagesOf(first.body.conversationId ?? "")).toHaveLength(4);
  });

  it.each([
    ["a made-up id", "conversation-1700000000000"],
    ["a millisecond timestamp", String(Date.now())],
    ["a well-formed id the server never opened", namespace.newUniqueId().toString()],
    ["an id named by someone else", namespace.idFromName("someone").toString()],
  ])("answers %s with a new conversation", async (_, id) => {
    const { status, body } = await ask({ message: "What is your phone number?", conversationId: id });
    expect(status).toBe(200);
    expect(body.conversationId).not.toBe(id);
    expect(body.conversationId).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never lets one visitor read or write another's conversation", async () => {
    const alice = await ask({ message: "How much is the Dragon Crest Hoodie?" });
    const bob = await ask({ message: "How long does shipping take?" });
    expect(alice.body.conversationId).not.toBe(bob.body.conversationId);
    const aliceMessages = await messagesOf(alice.body.conversationId ?? "");
    expect(aliceMessages.map((m) => m.content).join(" ")).not.toContain("shipping");
  });

  it("resets with the spec's call (empty message, null id, reset true) and hands out a new id", async () => {
    const { status, body } = await ask({ message: "", conversationId: null, reset: true });
    expect(status).toBe(200);
    expect(body).toEqual({ response: "Conversation reset.", conversationId: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("deletes a conversation's messages on reset with its id, and stops accepting that id", async () => {
    const { body } = await ask({ message: "Hello", conversationId: null });
    const id = body.conversationId ?? "";
    const reset = await ask({ message: "", conversationId: id, reset: true });
    expect(reset.status).toBe(200);
    expect(reset.body.conversationId).not.toBe(id);
    expect(await messagesOf(id)).toEqual([]);
    const after = await ask({ message: "Hello", conversationId: id });
    expect(after.body.conversationId).not.toBe(id);
  });

  it.each([
    ["an empty message", { message: "", conversationId: null, reset: false }, "Please enter a message."],
    ["a whitespace-only message", { message: "   \n ", conversationId: null }, "Please enter a message."],
    ["a missing message", { conversationId: null }, "Please enter a message."],
    ["a message that is not text", { message: 42 }, "Please enter a message."],
    ["a message over 2000 characters", { message: "x".repeat(CHAT_MESSAGE_MAX + 1) }, "Message must be at most 2000 characters."],
  ])("refuses %s with 400 and a JSON message", async (_, body, message) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts a message of exactly 2000 characters", async () => {
    const res = await ask({ message: `${"a".repeat(CHAT_MESSAGE_MAX - 9)} hydrogen` });
    expect(res.status).toBe(200);
  });

  it("answers malformed JSON and a non-JSON body with JSON errors", async () => {
    const malformed = await postJson("/api/ai/chat", '{"message": "hi"', { headers: { "CF-Connecting-IP": clientIp() } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON in request body." });
    const text = await postJson("/api/ai/chat", "hi", { headers: { "CF-Connecting-IP": clientIp(), "Content-Type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toMatch(/application\/json/);
  });

  it("limits one client to 20 messages a minute with a 429 message the widget shows", {
    timeout: RATE_WINDOW_TEST_TIMEOUT_MS,
  }, async () => {
    await startInFreshRateWindow();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await ask({ message: "Hello" }, ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const limited = await ask({ message: "Hello" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too many requests. Please wait a minute and try again." });
  });
});
