/**
 * The chat widget as a visitor meets it : the panel, sending with Enter,
 * the pending state, answers with their times, the error line, reset, links that navigate inside
 * the app, and the browser-storage rules. The network is stubbed at fetch.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "#contract/chat.ts";
import { ChatLauncher } from "#web/features/chat/chat-launcher.tsx";
import { CONVERSATION_KEY, HISTORY_KEY } from "#web/features/chat/chat-storage.ts";
import { formatTime } from "#contract/format.ts";

const ID = "a".repeat(64);

interface Pending {
  calls: Record<string, unknown>[];
  answer: (response: Response | Error) => void;
}

function stubFetch(): Pending {
  const pending: Pending = { calls: [], answer: () => undefined };
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      pending.calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Promise<Response>((resolve, reject) => {
        pending.answer = (r) => (r instanceof Error ? reject(r) : resolve(r));
      });
    }),
  );
  return pending;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWidget() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Where />
            <ChatLauncher />
          </>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

async function openPanel() {
  const user = userEvent.setup();
  renderWidget();
  await user.click(screen.getByRole("button", { name: "Chat with Brigid" }));
  const dialog = await screen.findByRole("dialog", { name: "Brigid" });
  return { user, dialog, input: within(dialog).getByLabelText("Message for Brigid") };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the chat widget", () => {
  it("opens a panel titled with the assistant's name, greets, credits, and returns focus on close", async () => {
    const { user, dialog, input } = await openPanel();
    expect(within(dialog).getByText(/I'm Brigid, the Kilbride Industries assistant/)).toBeInTheDocument();
    expect(within(dialog).getByText("Powered by Kilbride AI")).toBeInTheDocument();
    expect(input).toHaveAttribute("placeholder", "Ask Brigid a question...");
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Chat with Brigid" })).toHaveFocus();
  });

  it("keeps Tab inside the open panel", async () => {
    const { user, dialog } = await openPanel();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("sends trimmed text on Enter, adds a line on Shift+Enter, and is disabled while pending", async () => {
    const net = stubFetch();
    const { user, dialog, input } = await openPanel();
    await user.type(input, "  Where are your offices?{Shift>}{Enter}{/Shift}");
    expect(input).toHaveValue("  Where are your offices?\n");
    await user.type(input, "{Enter}");
    expect(net.calls).toEqual([{ message: "Where are your offices?", conversationId: null, reset: false }]);
    expect(input).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Brigid is typing");
    // Nothing more is sent while the reply is pending.
    await user.keyboard("{Enter}");
    expect(net.calls).toHaveLength(1);

    await act(async () =>
      net.answer(json(200, { response: "We have three offices. See [our locations](/about#locations).", conversationId: ID })),
    );
    expect(await within(dialog).findByText(/We have three offices/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveValue("");
    const times = within(dialog).getAllByText(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(times).toHaveLength(2);
    expect(times[1]).toHaveTextContent(formatTime(Date.now()));
    expect(localStorage.getItem(CONVERSATION_KEY)).toBe(ID);
  });

  it("does not send empty or whitespace-only text", async () => {
    const net = stubFetch();
    const { user, dialog, input } = await openPanel();
    await user.type(input, "   {Enter}");
    expect(net.calls).toHaveLength(0);
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it.each([
    [
      "the server's message",
      () => json(429, { message: "Too many requests. Please wait a minute and try again." }),
      "Too many requests. Please wait a minute and try again.",
    ],
    ["'Failed to send message' without one", () => new Response("oops", { status: 502 }), "Failed to send message"],
    [
      "'Failed to communicate with Brigid' when nothing answers",
      () => new TypeError("Failed to fetch"),
      "Failed to communicate with Brigid",
    ],
  ])("shows %s in red under the messages and keeps the user message", async (_, failure, shown) => {
    const net = stubFetch();
    const { user, dialog, input } = await openPanel();
    await user.type(input, "Hello{Enter}");
    await act(async () => net.answer(failure()));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(shown);
    expect(alert).toHaveClass("text-destructive");
    expect(within(dialog).getByText("Hello")).toBeInTheDocument();
  });

  it("continues the saved conversation and renders links that navigate inside the app", async () => {
    const saved: ChatMessage[] = [
      { role: "user", content: "Phone?", timestamp: Date.UTC(2026, 0, 5, 15, 4) },
      { role: "assistant", content: "Call us. More on [the contact page](/contact).", timestamp: Date.UTC(2026, 0, 5, 15, 4, 2) },
    ];
    localStorage.setItem(HISTORY_KEY, JSON.stringify(saved));
    localStorage.setItem(CONVERSATION_KEY, ID);
    const net = stubFetch();
    const { user, dialog, input } = await openPanel();
    expect(within(dialog).getByText("Phone?")).toBeInTheDocument();
    await user.type(input, "And e-mail?{Enter}");
    expect(net.calls[0]).toEqual({ message: "And e-mail?", conversationId: ID, reset: false });

    const contactLink = within(dialog).getByRole("link", { name: "the contact page" });
    expect(contactLink).toHaveAttribute("href", "/contact");
    await user.click(contactLink);
    expect(screen.getByTestId("where")).toHaveTextContent("/contact");
  });

  it("keeps only the last 20 messages in storage", async () => {
    const saved: ChatMessage[] = Array.from({ length: 19 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `m${i}`,
      timestamp: i,
    }));
    localStorage.setItem(HISTORY_KEY, JSON.stringify(saved));
    const net = stubFetch();
    const { user, input } = await openPanel();
    await user.type(input, "m19{Enter}");
    await act(async () => net.answer(json(200, { response: "m20", conversationId: ID })));
    await waitFor(() => expect((JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]") as ChatMessage[]).at(-1)?.content).toBe("m20"));
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]") as ChatMessage[];
    expect(stored).toHaveLength(20);
    expect(stored[0]?.content).toBe("m1");
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list of messages", JSON.stringify([{ role: "robot", content: 1 }])],
  ])("logs unreadable saved history (%s) and removes both keys", async (_, raw) => {
    localStorage.setItem(HISTORY_KEY, raw);
    localStorage.setItem(CONVERSATION_KEY, ID);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { dialog } = await openPanel();
    expect(logged).toHaveBeenCalled();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(CONVERSATION_KEY)).toBeNull();
    expect(within(dialog).getByText(/I'm Brigid/)).toBeInTheDocument();
  });

  it("resets: clears messages and storage, then tells the server with the spec's call", async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ role: "user", content: "Old question", timestamp: 1 }]));
    localStorage.setItem(CONVERSATION_KEY, ID);
    const net = stubFetch();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Reset conversation" }));
    expect(within(dialog).queryByText("Old question")).not.toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(CONVERSATION_KEY)).toBeNull();
    expect(net.calls).toEqual([{ message: "", conversationId: null, reset: true }]);
    await act(async () => net.answer(json(200, { response: "Conversation reset.", conversationId: "b".repeat(64) })));
    await waitFor(() => expect(localStorage.getItem(CONVERSATION_KEY)).toBe("b".repeat(64)));
    expect(within(dialog).getByText(/I'm Brigid/)).toBeInTheDocument();
  });
});
