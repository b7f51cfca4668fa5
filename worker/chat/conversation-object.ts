import { DurableObject } from "cloudflare:workers";
import type { ChatMessage, ChatRole } from "#contract/chat.ts";
import { getDb } from "../db/client";
import { retrieve } from "./assistant";
import { answerWithModel, chatModel } from "./workers-ai";

/** The most messages one conversation keeps; older ones are deleted as new ones arrive. */
export const MAX_STORED_MESSAGES = 50;
/** A conversation nobody has written to for this long deletes itself (CHAT_RETENTION_DAYS overrides it). */
export const IDLE_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** How long a conversation is kept after its last message: CHAT_RETENTION_DAYS (docs/privacy.md), else 30 days. */
export function chatExpiryMs(env: object): number {
  const days = Number((env as { CHAT_RETENTION_DAYS?: unknown }).CHAT_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days * 24 * 60 * 60 * 1000 : IDLE_EXPIRY_MS;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    timestamp INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);`;

interface MessageRow extends Record<string, SqlStorageValue> {
  role: string;
  content: string;
  timestamp: number;
}

/**
 * One chat conversation (SQLite-backed Durable Object, one per conversation id). It keeps the last
 * MAX_STORED_MESSAGES messages, answers each question with the assistant (seeing the history),
 * and forgets everything on reset or after CHAT_RETENTION_DAYS without a message. Calls to one object
 * run one at a time with respect to storage, so a conversation's messages keep their order.
 */
export class ChatConversation extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(SCHEMA);
  }

  /** Marks the conversation as started by the server, so its id is accepted from now on. */
  async open(): Promise<void> {
    this.markOpen();
    await this.touch();
  }

  private markOpen(): void {
    this.ctx.storage.sql.exec("INSERT OR IGNORE INTO meta (key, value) VALUES ('opened_at', ?)", Date.now());
  }

  /** True once `open` ran (and no reset or expiry has happened since). */
  async isOpen(): Promise<boolean> {
    return this.ctx.storage.sql.exec("SELECT 1 FROM meta WHERE key = 'opened_at'").toArray().length > 0;
  }

  /** The stored messages, oldest first. */
  async history(): Promise<ChatMessage[]> {
    return this.ctx.storage.sql
      .exec<MessageRow>("SELECT role, content, timestamp FROM messages ORDER BY seq")
      .toArray()
      .map((row) => ({ role: row.role as ChatRole, content: row.content, timestamp: row.timestamp }));
  }

  /** Stores messages and drops all but the newest MAX_STORED_MESSAGES. */
  async append(messages: readonly ChatMessage[]): Promise<void> {
    const sql = this.ctx.storage.sql;
    for (const m of messages) sql.exec("INSERT INTO messages (role, content, timestamp) VALUES (?, ?, ?)", m.role, m.content, m.timestamp);
    sql.exec("DELETE FROM messages WHERE seq NOT IN (SELECT seq FROM messages ORDER BY seq DESC LIMIT ?)", MAX_STORED_MESSAGES);
    await this.touch();
  }

  /**
   * Answers a question in the light of the conversation so far, and stores both. `opening` opens a
   * new conversation in the same call (one round trip and one alarm write less for a first message).
   */
  async ask(question: string, opening = false): Promise<string> {
    const asked = Date.now();
    if (opening) this.markOpen();
    const history = await this.history();
    // A follow-up ("and at $2.50 per watt?") is read with the visitor's previous messages.
    const previous = history.filter((m) => m.role === "user").map((m) => m.content);
    const retrieval = await retrieve(getDb(this.env), question, previous);
    const model = chatModel({ AI: this.env.AI, CHAT_MODEL: this.env.CHAT_MODEL });
    const answer = (model && (await answerWithModel(model, question, retrieval.notes, history))) || retrieval.answer;
    await this.append([
      { role: "user", content: question, timestamp: asked },
      { role: "assistant", content: answer, timestamp: Date.now() },
    ]);
    return answer;
  }

  /** `ask` when the conversation is open (one call instead of two); null, storing nothing, when it is not. */
  async askIfOpen(question: string): Promise<string | null> {
    return (await this.isOpen()) ? this.ask(question) : null;
  }

  /** Deletes every message and the started mark: the id is no longer accepted. */
  async reset(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM messages");
    this.ctx.storage.sql.exec("DELETE FROM meta");
    await this.ctx.storage.deleteAlarm();
  }

  /** Idle for the retention period: the object's whole storage is deleted (the empty tables are made again for a late call). */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.ctx.storage.sql.exec(SCHEMA);
  }

  /** Pushes the expiry back after any write. */
  private async touch(): Promise<void> {
    await this.ctx.storage.setAlarm(Date.now() + chatExpiryMs(this.env));
  }
}
