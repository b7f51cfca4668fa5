/**
 * The optional Workers AI adapter up to its boundary, with a stand-in for env.AI: it is used only
 * when configured, gets the retrieved knowledge and recent history, and every failure or timeout
 * gives null so the embedded answer is used.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "#contract/chat.ts";
import { retrieve } from "#worker/chat/assistant.ts";
import { getDb } from "#worker/db/client.ts";
import { answerWithModel, chatModel, MODEL_HISTORY, type ChatModelBinding, type ModelMessage } from "#worker/chat/workers-ai.ts";

function standIn(reply: (messages: ModelMessage[]) => Promise<unknown>) {
  const calls: { model: string; messages: ModelMessage[] }[] = [];
  const ai: ChatModelBinding = {
    run: (model, input) => {
      calls.push({ model, messages: input.messages });
      return reply(input.messages);
    },
  };
  return { ai, calls };
}

const history: ChatMessage[] = Array.from({ length: 14 }, (_, i) => ({
  role: i % 2 ? "assistant" : "user",
  content: `earlier ${i}`,
  timestamp: i,
}));

describe("the Workers AI adapter", () => {
  it("is off unless both the binding and CHAT_MODEL are configured", () => {
    const { ai } = standIn(async () => ({ response: "x" }));
    expect(chatModel({})).toBeNull();
    expect(chatModel({ AI: ai })).toBeNull();
    expect(chatModel({ CHAT_MODEL: "@cf/meta/llama-3.1-8b-instruct" })).toBeNull();
    expect(chatModel({ AI: ai, CHAT_MODEL: " " })).toBeNull();
    expect(chatModel({ AI: ai, CHAT_MODEL: "@cf/meta/llama-3.1-8b-instruct" })?.model).toBe("@cf/meta/llama-3.1-8b-instruct");
  });

  it("gives the model the retrieved knowledge, the recent history and the question", async () => {
    const { ai, calls } = standIn(async () => ({ response: "  We are open Monday-Friday. [Contact us](/contact)  " }));
    const answer = await answerWithModel(
      { ai, model: "m" },
      "When are you open?",
      ["Our offices are open Monday-Friday, 9am-5pm MST."],
      history,
    );
    expect(answer).toBe("We are open Monday-Friday. [Contact us](/contact)");
    const [call] = calls;
    expect(call?.model).toBe("m");
    expect(call?.messages[0]?.role).toBe("system");
    expect(call?.messages[0]?.content).toContain("Our offices are open Monday-Friday, 9am-5pm MST.");
    expect(call?.messages[0]?.content).toContain("Brigid");
    expect(call?.messages.slice(1, -1).map((m) => m.content)).toEqual(history.slice(-MODEL_HISTORY).map((m) => m.content));
    expect(call?.messages.at(-1)).toEqual({ role: "user", content: "When are you open?" });
  });

  it("is grounded in the same retrieval as the embedded answer", async () => {
    const question = "how much would a 250 kW solar system cost";
    const retrieval = await retrieve(getDb(env), question);
    expect(retrieval.answer).toContain("$450,000");
    const { ai, calls } = standIn(async () => ({ response: "About $450,000 before incentives." }));
    await answerWithModel({ ai, model: "m" }, question, retrieval.notes, []);
    const system = calls[0]?.messages[0]?.content ?? "";
    expect(system).toContain(retrieval.answer);
    expect(system).not.toContain("Relevant facts: none found.");
  });

  it.each([
    ["throws", () => Promise.reject(new Error("3040: capacity exceeded"))],
    ["answers with no text", () => Promise.resolve({ response: "   " })],
    ["answers an unexpected shape", () => Promise.resolve("plain string")],
  ])("returns null when the model %s", async (_, reply) => {
    const { ai } = standIn(reply);
    expect(await answerWithModel({ ai, model: "m" }, "Hi", [], [])).toBeNull();
  });

  it("returns null when the model is slower than the timeout", async () => {
    const { ai } = standIn(() => new Promise((resolve) => setTimeout(() => resolve({ response: "late" }), 500)));
    const started = Date.now();
    expect(await answerWithModel({ ai, model: "m" }, "Hi", [], [], 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(400);
  });
});
