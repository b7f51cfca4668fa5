/**
 * Optional Workers AI: when production configuration binds `AI` and names a model in CHAT_MODEL,
 * the model answers from the same retrieved knowledge and the recent history. Any error, timeout
 * or empty reply returns null, and the caller falls back to the embedded answer.
 */
import { assistant, company } from "#content/site.ts";
import type { ChatMessage } from "#contract/chat.ts";
import { companyBrief } from "./knowledge";

/**
 * The part of the Workers AI binding this adapter uses. The binding exists only in
 * `[env.production]` (remote-only, and it breaks local Durable Objects), so in `Env` it is the
 * optional `AI?: Ai`; the adapter asks for this narrow slice (text generation with chat messages)
 * so tests can hand it a stand-in and the overloaded per-model `Ai.run` typing stays out of it.
 */
export interface ChatModelBinding {
  run(model: string, input: { messages: ModelMessage[]; max_tokens?: number }): Promise<unknown>;
}

export interface ModelMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The environment as far as the optional model is concerned. */
export interface ChatModelEnv {
  AI?: ChatModelBinding;
  CHAT_MODEL?: string;
}

/** How long a visitor waits for the model before getting the embedded answer. */
const MODEL_TIMEOUT_MS = 6000;
/** Recent messages the model sees besides the question. */
export const MODEL_HISTORY = 10;

/** The model to use, or null when production configuration has not enabled one. */
export function chatModel(env: ChatModelEnv): { ai: ChatModelBinding; model: string } | null {
  const model = env.CHAT_MODEL?.trim();
  return env.AI && model ? { ai: env.AI, model } : null;
}

/** The system prompt: who the assistant is, its rules, and what it may rely on. */
function systemPrompt(notes: readonly string[]): string {
  return [
    `You are ${assistant.name}, the website assistant of ${company.name}.`,
    "Answer in at most four short sentences, using only the facts below. Give the relevant page of the site as a markdown link like [Contact us](/contact).",
    "If the facts do not answer the question, say you do not know and point to [the contact page](/contact). Never invent prices, dates or figures.",
    `Company: ${companyBrief}`,
    notes.length ? `Relevant facts:\n${notes.join("\n\n")}` : "Relevant facts: none found.",
  ].join("\n\n");
}

/** The model's reply text, or null on any failure, timeout or empty answer. */
export async function answerWithModel(
  binding: { ai: ChatModelBinding; model: string },
  question: string,
  notes: readonly string[],
  history: readonly ChatMessage[],
  timeoutMs = MODEL_TIMEOUT_MS,
): Promise<string | null> {
  const messages: ModelMessage[] = [
    { role: "system", content: systemPrompt(notes) },
    ...history.slice(-MODEL_HISTORY).map((m) => ({ role: m.role, content: m.content })),
    { role: "user", content: question },
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const result = await Promise.race([binding.ai.run(binding.model, { messages, max_tokens: 400 }), timeout]);
    const text = readResponse(result);
    return text && text.trim() ? text.trim() : null;
  } catch (error) {
    console.error("chat model failed; using the embedded answer", error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Text models answer `{ response: string }`. */
function readResponse(result: unknown): string | null {
  if (typeof result === "object" && result !== null && "response" in result) {
    const { response } = result as { response: unknown };
    return typeof response === "string" ? response : null;
  }
  return null;
}
