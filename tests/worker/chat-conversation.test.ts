/** The ChatConversation Durable Object: bounded history, reset, isolation, idle expiry. */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "#contract/chat.ts";
import { IDLE_EXPIRY_MS, MAX_STORED_MESSAGES, type ChatConversation } from "#worker/chat/conversation-object.ts";

const namespace = env.CHAT_CONVERSATION as DurableObjectNamespace<ChatConversation>;
const fresh = () => namespace.get(namespace.newUniqueId());

const message = (i: number): ChatMessage => ({
  role: i % 2 ? "assistant" : "user",
  content: `message ${i}`,
  timestamp: 1_700_000_000_000 + i,
});

describe("ChatConversation", () => {
  it("keeps only the newest 50 messages, oldest first", async () => {
    const stub = fresh();
    await stub.open();
    await stub.append(Array.from({ length: 30 }, (_, i) => message(i)));
    await stub.append(Array.from({ length: 30 }, (_, i) => message(30 + i)));
    const history = await stub.history();
    expect(history).toHaveLength(MAX_STORED_MESSAGES);
    expect(history[0]).toEqual(message(10));
    expect(history.at(-1)).toEqual(message(59));
  });

  it("answers a question and stores it with the answer and their times", async () => {
    const stub = fresh();
    await stub.open();
    const before = Date.now();
    const answer = await stub.ask("What is your phone number?");
    expect(answer).toContain("+1 (303) 555-0147");
    const history = await stub.history();
    expect(history.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(history[0]?.timestamp).toBeGreaterThanOrEqual(before);
  });

  it("reset deletes every message and the started mark", async () => {
    const stub = fresh();
    await stub.open();
    await stub.append([message(0), message(1)]);
    expect(await stub.isOpen()).toBe(true);
    await stub.reset();
    expect(await stub.history()).toEqual([]);
    expect(await stub.isOpen()).toBe(false);
    expect(await runInDurableObject(stub, (_, state) => state.storage.getAlarm())).toBeNull();
  });

  it("keeps conversations apart", async () => {
    const a = fresh();
    const b = fresh();
    await a.open();
    await b.open();
    await a.append([message(0)]);
    expect(await b.history()).toEqual([]);
    await b.reset();
    expect(await a.history()).toEqual([message(0)]);
  });

  it("forgets a conversation left idle for 30 days", async () => {
    const stub = fresh();
    await stub.open();
    await stub.append([message(0)]);
    const alarm = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(Date.now() + IDLE_EXPIRY_MS - 60_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.history()).toEqual([]);
    expect(await stub.isOpen()).toBe(false);
  });
});
