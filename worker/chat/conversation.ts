import { DurableObject } from "cloudflare:workers";

/**
 * One chat conversation (SQLite-backed Durable Object). Its message store and the assistant are
 * built by the chat issue; the class exists now so the binding and its migration are in place.
 */
export class ChatConversation extends DurableObject<Env> {}
