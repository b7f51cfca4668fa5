/**
 * Finding and minting conversations. Ids are Durable Object unique ids (256 random bits, minted
 * only here); an id is accepted only if it parses as one of this namespace's ids and its object was
 * opened by the server, so a guessed or foreign id never reaches another visitor's messages.
 */
import type { ChatConversation } from "./conversation-object";

export type ConversationStub = DurableObjectStub<ChatConversation>;

// `wrangler types` cannot see the class through the entry point, so the RPC type is named here.
function namespace(env: Env): DurableObjectNamespace<ChatConversation> {
  return env.CHAT_CONVERSATION as DurableObjectNamespace<ChatConversation>;
}

/** A new conversation and its id, not opened yet (its first `ask(…, true)` or `open()` opens it). */
export function newConversation(env: Env): { id: string; stub: ConversationStub } {
  const id = namespace(env).newUniqueId();
  return { id: id.toString(), stub: namespace(env).get(id) };
}

/** A new, opened conversation and its id. */
export async function mintConversation(env: Env): Promise<{ id: string; stub: ConversationStub }> {
  const conversation = newConversation(env);
  await conversation.stub.open();
  return conversation;
}

/**
 * The object an id names if it parses as one of this namespace's ids (it may never have been
 * opened: ask it with `askIfOpen`, or check `isOpen`); otherwise null.
 */
export function conversationStub(env: Env, id: string | null): { id: string; stub: ConversationStub } | null {
  if (!id || !/^[0-9a-f]{64}$/.test(id)) return null;
  try {
    return { id, stub: namespace(env).get(namespace(env).idFromString(id)) };
  } catch {
    return null;
  }
}

/** The conversation with this id if the server minted it and it is still open; otherwise null. */
export async function findConversation(env: Env, id: string | null): Promise<{ id: string; stub: ConversationStub } | null> {
  const found = conversationStub(env, id);
  return found && (await found.stub.isOpen()) ? found : null;
}
