/**
 * The lead forms' bot check in the browser (ADR 184): nothing is loaded until a visitor starts
 * using a form (focus or submit), so pages keep their weight and score. Then the site key is asked
 * for, and Turnstile's widget renders at the end of that form. Cloudflare's documented test keys
 * (local configuration) get a stand-in widget instead, without the network: "always passes" gives
 * the dummy token at once, "always blocks" none, "interactive" a button to press.
 * A visitor without a token still sends the form; the Worker holds it for an admin.
 */
import { BOT_CHECK_ACTION, BOT_CHECK_DUMMY_TOKEN } from "#contract/fields.ts";
import { client, data } from "./api";

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** Cloudflare's test site keys: 1x… passes, 2x… blocks, 3x… asks for an interaction. */
const TEST_SITE_KEY = /^([123])x0{20}[A-F]{2}$/;
/** How long a submit waits for a token the widget is still working on, before sending without. */
const SUBMIT_WAIT_MS = 5000;

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let script: Promise<TurnstileApi> | null = null;
function loadTurnstile(): Promise<TurnstileApi> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    element.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.append(element);
  });
  return script;
}

/** Renders the stand-in widget for a test site key into the container. */
function standIn(container: HTMLElement, kind: string, onToken: (token: string | undefined) => void): () => void {
  const note = document.createElement("p");
  note.className = "text-xs text-muted-foreground";
  container.replaceChildren(note);
  const passed = () => {
    note.textContent = "Bot check (local stand-in): passed";
    onToken(BOT_CHECK_DUMMY_TOKEN);
  };
  if (kind === "1") passed();
  else if (kind === "2") {
    note.textContent = "Bot check (local stand-in): blocked";
    onToken(undefined);
  } else {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "rounded border border-border px-2 py-1 text-xs";
    button.textContent = "Verify you are human (local stand-in)";
    button.onclick = passed;
    note.replaceChildren(button);
  }
  return () => standIn(container, kind, onToken);
}

/** One form's bot check: `start` on first use, `token` at submit, `reset` after a send spends it. */
export function createBotCheck() {
  let current: string | undefined;
  /** True when the widget said it will give no token (blocked, expired, failed to load): no waiting. */
  let none = false;
  let waiting: ((token: string | undefined) => void)[] = [];
  let started = false;
  let reset: () => void = () => {};

  const onToken = (token: string | undefined) => {
    current = token;
    none = !token;
    for (const resolve of waiting.splice(0)) resolve(token);
  };

  async function render(form: HTMLFormElement) {
    const { siteKey } = await data(client["bot-check"].$get());
    if (!siteKey) return onToken(undefined);
    const container = document.createElement("div");
    container.dataset.botCheck = "";
    form.append(container);
    const test = TEST_SITE_KEY.exec(siteKey);
    if (test) {
      reset = standIn(container, test[1]!, onToken);
      return;
    }
    const turnstile = await loadTurnstile();
    const id = turnstile.render(container, {
      sitekey: siteKey,
      action: BOT_CHECK_ACTION,
      appearance: "interaction-only",
      callback: (token: string) => onToken(token),
      "expired-callback": () => onToken(undefined),
      "error-callback": () => onToken(undefined),
    });
    reset = () => turnstile.reset(id);
  }

  return {
    /** Begins the check for the form an element belongs to; later calls do nothing. */
    start(element: EventTarget | null) {
      const form = element instanceof HTMLFormElement ? element : element instanceof Element ? element.closest("form") : null;
      if (started || !form) return;
      started = true;
      // A check that cannot load leaves the form working: it is sent without a token and held.
      render(form).catch(() => onToken(undefined));
    },
    /** The token, waiting a little for a widget still at work; undefined when there is none. */
    token(): Promise<string | undefined> {
      if (current || none || !started) return Promise.resolve(current);
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(() => {
          waiting = waiting.filter((w) => w !== resolve);
          resolve(current);
        }, SUBMIT_WAIT_MS);
      });
    },
    /** A token is single-use: after a send, the widget makes a new one. */
    reset() {
      current = undefined;
      none = false;
      reset();
    },
  };
}
