/**
 * The chat side panel: loaded on demand by ChatLauncher, so it is
 * in no page's first-load JavaScript. Modal while open: focus stays inside, Escape closes.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { assistant, company } from "#content/site.ts";
import { CHAT_MESSAGE_MAX } from "#contract/chat.ts";
import { Button } from "../../components/ui/button";
import { formatTime } from "#contract/format.ts";
import { useFocusTrap } from "../../lib/use-focus-trap";
import { MessageText } from "./message-text";
import { useChat } from "./use-chat";

export const GREETING = `Hello! I'm ${assistant.name}, the ${company.name} assistant. I can answer questions about our services, projects or anything about ${company.name}.`;

export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { messages, pending, error, send, reset } = useChat();
  const [text, setText] = useState("");
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);

  // Focus the input on opening and again when a reply has settled (it was disabled meanwhile).
  useEffect(() => {
    if (open && !pending) input.current?.focus();
  }, [open, pending]);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes what the log shows, so each re-scrolls it.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, pending, error, open]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text;
    if (!message.trim() || pending) return;
    setText("");
    await send(message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) adds a line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={onClose} />
      <section
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-title"
        className="relative flex h-full w-full max-w-md flex-col border-l border-border bg-card text-card-foreground shadow-2xl"
      >
        {/* A plain div, not <header>: a header outside sectioning content is a second page banner landmark. */}
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id="chat-title" className="text-xl font-semibold">
            {assistant.name}
          </h2>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => void reset()} disabled={pending}>
              Reset
              <span className="sr-only"> conversation</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close chat">
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Button>
          </div>
        </div>

        <div ref={log} role="log" aria-label={`Conversation with ${assistant.name}`} className="flex-1 space-y-3 overflow-y-auto p-4">
          {messages.length === 0 ? <p className="rounded-lg bg-muted p-3 text-sm">{GREETING}</p> : null}
          {messages.map((message, i) => (
            <div
              key={`${message.timestamp}-${i}`}
              className={`max-w-[85%] rounded-lg p-3 text-sm ${message.role === "user" ? "ml-auto bg-primary text-primary-foreground" : "bg-muted text-foreground"}`}
            >
              <p className="sr-only">{message.role === "user" ? "You said:" : `${assistant.name} said:`}</p>
              <p className="whitespace-pre-wrap break-words">
                {message.role === "assistant" ? <MessageText text={message.content} onNavigate={onClose} /> : message.content}
              </p>
              <time dateTime={new Date(message.timestamp).toISOString()} className="mt-1 block text-xs opacity-80">
                {formatTime(message.timestamp)}
              </time>
            </div>
          ))}
          {pending ? (
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
              {assistant.name} is typing…
            </div>
          ) : null}
        </div>

        {error ? (
          <p role="alert" className="px-4 pb-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}

        <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2 border-t border-border p-3">
          <label htmlFor="chat-input" className="sr-only">
            Message for {assistant.name}
          </label>
          <textarea
            id="chat-input"
            ref={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={`Ask ${assistant.name} a question...`}
            className="max-h-[120px] min-h-[60px] flex-1 resize-none rounded-md border border-border bg-background p-2 text-sm text-foreground [field-sizing:content] placeholder:text-muted-foreground disabled:opacity-60"
          />
          <Button type="submit" disabled={pending || !text.trim()}>
            Send
          </Button>
        </form>
        <p className="px-4 pb-3 text-center text-xs text-muted-foreground">{assistant.credit}</p>
      </section>
    </div>
  );
}
