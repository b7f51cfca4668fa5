/**
 * The queue carries the lead notifications' and the subscriptions' messages (ADR 304): a batch
 * is split by message shape, and the lead path gets a batch of its own messages only.
 */
export function splitBatch<Mine, Rest>(
  batch: MessageBatch<Mine | Rest>,
  isMine: (body: unknown) => body is Mine,
): { mine: Message<Mine>[]; rest: MessageBatch<Rest> } {
  const mine = batch.messages.filter((m): m is Message<Mine> => isMine(m.body));
  const others = batch.messages.filter((m) => !isMine(m.body)) as Message<Rest>[];
  const rest: MessageBatch<Rest> = {
    queue: batch.queue,
    messages: others,
    metadata: batch.metadata,
    ackAll: () => {
      for (const m of others) m.ack();
    },
    retryAll: (options) => {
      for (const m of others) m.retry(options);
    },
  };
  return { mine, rest };
}
