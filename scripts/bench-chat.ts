// The chat assistant's evaluation against a running server (workerd through wrangler dev, seeded
// demo database): every question of tests/worker/support/chat-eval/tuning-table.ts (the table the
// assistant is tuned on: questions.ts and round eight) through POST /api/ai/chat, one at a time, graded as in `npm test`, with the
// answer latency; then the independent test table (test-questions.ts, ADR 161), graded the same way
// and never tuned on: only its aggregates are reported (score, wrong-topic count, by kind and by
// category), never a question or an answer, so nobody tunes on it by reading its misses. `npm run bench` calls
// `benchChat` on its server; `npm run bench:chat` builds and serves its own (BENCH_PORT, default 8897).
import { fileURLToPath } from "node:url";
import type { ApiError } from "#contract/entities.ts";
import type { ChatResponse } from "#contract/chat.ts";
import { byKind, describeMisses, type Graded, grade, REQUIRED_ACCURACY } from "#tests/worker/support/chat-eval/grade.ts";
import type { EvalQuestion } from "#tests/worker/support/chat-eval/questions.ts";
import { tuningTable } from "#tests/worker/support/chat-eval/tuning-table.ts";
import { testQuestions } from "#tests/worker/support/chat-eval/test-questions.ts";
import { must, startBenchServer } from "./lib.ts";

/** The latency goals for one answer, in milliseconds. */
export const CHAT_GOALS = { medianMs: 50, p99Ms: 150 };

/** Right, wrong-topic and missed answers per failure category of the test table (no question text). */
function byCategory(results: readonly Graded[]) {
  const categoryOf = (r: Graded) => (r.item as EvalQuestion & { readonly category?: string }).category ?? "-";
  return [...new Set(results.map(categoryOf))].map((category) => {
    const rows = results.filter((r) => categoryOf(r) === category);
    const count = (grade: Graded["grade"]) => rows.filter((r) => r.grade === grade).length;
    return { category, questions: rows.length, right: count("right"), wrongTopic: count("wrong-topic"), miss: count("miss") };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Asks every question and grades the answers. Each question is asked in a conversation of its own
 * that a greeting opened first, so the time measured is the answer's (Durable Object call, storage,
 * retrieval, D1); the greetings' times are reported apart as the first message of a conversation,
 * which also creates its Durable Object. The goals apply to the answer's time in workerd (the
 * route's Server-Timing header); the round trip through wrangler dev's proxy is printed beside it,
 * with a plain read (GET /api/partners) on the same server, so a busy machine shows as such.
 */
export async function benchChat(base: string) {
  const post = async (message: string, conversationId: string | null = null) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/ai/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ message, conversationId, reset: false }),
    });
    // An answer when the status is 2xx, the API's error body otherwise.
    const body = (await res.json()) as ChatResponse & ApiError;
    const workerdMs = Number(/answer;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN);
    return { ms: performance.now() - started, workerdMs, ok: res.ok, status: res.status, body };
  };
  await post("Hello"); // starts the isolate and builds the indexes
  const reference: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    await (await fetch(`${base}/api/partners`)).text();
    reference.push(performance.now() - started);
  }
  const times: number[] = [];
  const roundTrips: number[] = [];
  const firstMessages: number[] = [];
  const ask = async (questions: readonly EvalQuestion[]) => {
    const graded = [];
    for (const item of questions) {
      const opener = await post("Hello");
      firstMessages.push(opener.ms);
      // A follow-up's earlier messages go first, in the same conversation.
      for (const message of item.previous ?? []) await post(message, opener.body.conversationId);
      const answer = await post(item.question, opener.body.conversationId);
      times.push(answer.workerdMs);
      roundTrips.push(answer.ms);
      graded.push(grade(item, answer.ok ? answer.body.response : `HTTP ${answer.status}: ${answer.body.message}`));
    }
    return graded;
  };
  const results = await ask(tuningTable);
  const testResults = await ask(testQuestions);
  const sorted = [...times].sort((a, b) => a - b);
  const median = (list: number[]) =>
    +percentile(
      [...list].sort((a, b) => a - b),
      50,
    ).toFixed(1);
  const right = results.filter((r) => r.grade === "right").length;
  return {
    questions: results.length,
    accuracy: +(right / results.length).toFixed(3),
    wrongTopic: results.filter((r) => r.grade === "wrong-topic").length,
    medianMs: +percentile(sorted, 50).toFixed(1),
    p99Ms: +percentile(sorted, 99).toFixed(1),
    maxMs: +sorted.at(-1)!.toFixed(1),
    roundTripMedianMs: median(roundTrips),
    roundTripP99Ms: +percentile(
      [...roundTrips].sort((a, b) => a - b),
      99,
    ).toFixed(1),
    firstMessageMedianMs: median(firstMessages),
    referenceMedianMs: median(reference),
    byKind: byKind(results),
    misses: describeMisses(results),
    // Aggregates only: the test table's questions and answers are never printed or stored.
    testTable: {
      questions: testResults.length,
      accuracy: +(testResults.filter((r) => r.grade === "right").length / testResults.length).toFixed(3),
      wrongTopic: testResults.filter((r) => r.grade === "wrong-topic").length,
      byKind: byKind(testResults),
      byCategory: byCategory(testResults),
    },
  };
}

/** Prints the chat part of the report and returns the goals it does not meet. */
export function printChatReport(chat: Awaited<ReturnType<typeof benchChat>>): string[] {
  console.log(`\nChat assistant evaluation (${chat.questions} questions, one at a time)`);
  console.table(chat.byKind);
  console.log(
    `accuracy ${(chat.accuracy * 100).toFixed(1)}%, wrong topic ${chat.wrongTopic}\n` +
      `answer time in workerd: median ${chat.medianMs} ms, p99 ${chat.p99Ms} ms, max ${chat.maxMs} ms\n` +
      `round trip through wrangler dev: median ${chat.roundTripMedianMs} ms, p99 ${chat.roundTripP99Ms} ms; ` +
      `a conversation's first message (creates its Durable Object) median ${chat.firstMessageMedianMs} ms; ` +
      `reference GET /api/partners median ${chat.referenceMedianMs} ms`,
  );
  if (chat.misses.length) console.log(`Misses:\n${chat.misses.join("\n")}`);
  const test = chat.testTable;
  console.log(`\nIndependent test table (${test.questions} questions, never tuned on; ADR 161)`);
  console.table(test.byKind);
  console.table(test.byCategory);
  console.log(`accuracy ${(test.accuracy * 100).toFixed(1)}%, wrong topic ${test.wrongTopic} (questions and answers not shown: ADR 161)`);
  const goals = [];
  if (test.accuracy < REQUIRED_ACCURACY) goals.push(`chat test table accuracy ${test.accuracy} < ${REQUIRED_ACCURACY}`);
  if (test.wrongTopic > 0) goals.push(`chat test table: ${test.wrongTopic} wrong-topic answers`);
  if (chat.accuracy < REQUIRED_ACCURACY) goals.push(`chat accuracy ${chat.accuracy} < ${REQUIRED_ACCURACY}`);
  if (chat.wrongTopic > 0) goals.push(`chat: ${chat.wrongTopic} wrong-topic answers`);
  if (!Number.isFinite(chat.medianMs)) goals.push("chat answers carry no Server-Timing");
  if (chat.medianMs > CHAT_GOALS.medianMs) goals.push(`chat median ${chat.medianMs} ms > ${CHAT_GOALS.medianMs}`);
  if (chat.p99Ms > CHAT_GOALS.p99Ms) goals.push(`chat p99 ${chat.p99Ms} ms > ${CHAT_GOALS.p99Ms}`);
  return goals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 8897);
  await must("node", ["scripts/build.ts"]);
  const { stop } = await startBenchServer(port, ".wrangler/bench-chat-state");
  const goals = printChatReport(await benchChat(`http://127.0.0.1:${port}`));
  stop();
  console.log(goals.length ? `\nGoals not met:\n- ${goals.join("\n- ")}` : "\nAll chat goals met.");
  process.exit(goals.length ? 1 : 0);
}
