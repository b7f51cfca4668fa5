/**
 * The chat tuning table (tests/worker/support/chat-eval/tuning-table.ts) through POST /api/ai/chat in workerd
 * with the seeded demo database: at least the floor (TUNING_FLOOR in grade.ts) right and no answer about the wrong topic. The
 * misses are printed in the failure message; `npm run bench` prints the same table with latency.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { ask } from "./support/chat-fixtures";
import { byKind, describeMisses, grade, TUNING_FLOOR, type Graded } from "./support/chat-eval/grade.ts";
import { tuningTable } from "./support/chat-eval/tuning-table.ts";

beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

describe("the chat evaluation", () => {
  it("has at least 150 questions of every kind the issue names", () => {
    expect(tuningTable.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(tuningTable.map((q) => q.kind));
    for (const kind of [
      "energy-cost",
      "merch-price",
      "bulk",
      "merch-policy",
      "count-list",
      "where",
      "company",
      "decline",
      "small-talk",
    ] as const)
      expect(kinds).toContain(kind);
  });

  it(`answers at least ${TUNING_FLOOR * 100}% right and never about the wrong topic`, async () => {
    const results: Graded[] = [];
    for (const item of tuningTable) {
      // A follow-up's earlier messages go first, in the same conversation.
      let conversationId: string | null = null;
      for (const message of item.previous ?? [])
        conversationId = (await ask({ message, conversationId, reset: false })).body.conversationId ?? null;
      const { status, body } = await ask({ message: item.question, conversationId, reset: false });
      expect(status, item.question).toBe(200);
      results.push(grade(item, body.response ?? ""));
    }
    const misses = describeMisses(results).join("\n");
    const right = results.filter((r) => r.grade === "right").length;
    const summary = byKind(results)
      .map((k) => `${k.kind}: ${k.right}/${k.questions}`)
      .join(", ");
    expect(
      results.filter((r) => r.grade === "wrong-topic"),
      `${summary}\n${misses}`,
    ).toEqual([]);
    expect(right / results.length, `${right}/${results.length} right (${summary})\n${misses}`).toBeGreaterThanOrEqual(TUNING_FLOOR);
  }, 300_000);
});
