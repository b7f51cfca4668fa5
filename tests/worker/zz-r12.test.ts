// Temporary (never committed): round nine's first-sight score, aggregates only.
import { env } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { ask } from "./support/chat-fixtures";
import { grade, type Graded } from "./support/chat-eval/grade.ts";
import { roundTwelve as roundNine } from "./support/chat-eval/round-twelve.ts";

beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

it("round twelve, first sight", async () => {
  const results: (Graded & { category: string })[] = [];
  for (const item of roundNine) {
    let conversationId: string | null = null;
    for (const message of item.previous ?? [])
      conversationId = (await ask({ message, conversationId, reset: false })).body.conversationId ?? null;
    const { body } = await ask({ message: item.question, conversationId, reset: false });
    results.push({ ...grade(item, body.response ?? ""), category: item.category });
  }
  const cats = [...new Set(results.map((r) => r.category))];
  const lines = cats.map((c) => {
    const rows = results.filter((r) => r.category === c);
    const n = (g: string) => rows.filter((r) => r.grade === g).length;
    return `${c}: ${rows.length} right ${n("right")} wrong-topic ${n("wrong-topic")} miss ${n("miss")}`;
  });
  const n = (g: string) => results.filter((r) => r.grade === g).length;
  lines.push(`ALL: ${results.length} right ${n("right")} wrong-topic ${n("wrong-topic")} miss ${n("miss")}`);
  console.log("FIRST-SIGHT\n" + lines.join("\n"));
  if (true) console.log(results.filter((r) => r.grade !== "right").map((r) => `[${r.category}/${r.grade}] ${r.item.question} -> missing ${r.missing.join("|")} forbidden ${r.forbidden.join("|")}\n   ${r.answer.slice(0, 300)}`).join("\n"));
  expect(results.length).toBeGreaterThan(0);
}, 600_000);
