/**
 * The chat call: POST /api/ai/chat with { message, conversationId, reset } →
 * { response, conversationId }. The widget and the Worker share this schema and its messages.
 */
import * as v from "valibot";
import { text } from "./fields";

/** The longest question the assistant reads, after trimming. */
export const CHAT_MESSAGE_MAX = 2000;

const CHAT_EMPTY_MESSAGE = "Please enter a message.";
const CHAT_LONG_MESSAGE = `Message must be at most ${CHAT_MESSAGE_MAX} characters.`;

/**
 * The request body. The message is trimmed; it may be empty only on a reset (the spec's reset call
 * sends an empty message, a null conversationId and reset true). Ids are opaque strings minted by
 * the server; anything else is answered with a new conversation, so only the shape is checked here.
 */
export const chatRequestSchema = v.pipe(
  v.object({
    message: v.pipe(v.optional(text(CHAT_EMPTY_MESSAGE), ""), v.trim(), v.maxLength(CHAT_MESSAGE_MAX, CHAT_LONG_MESSAGE)),
    conversationId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
    reset: v.optional(v.boolean("reset must be true or false."), false),
  }),
  v.forward(
    v.check((input) => input.reset || input.message.length > 0, CHAT_EMPTY_MESSAGE),
    ["message"],
  ),
);

export type ChatRequest = v.InferInput<typeof chatRequestSchema>;

/** The answer: the assistant's text (with [label](/path) links) and the conversation to continue. */
export interface ChatResponse {
  response: string;
  conversationId: string;
}

export type ChatRole = "user" | "assistant";

/** One message of a conversation, timestamp in epoch milliseconds. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
  timestamp: number;
}

/** What the server answers to a reset. */
export const CHAT_RESET_RESPONSE = "Conversation reset.";
