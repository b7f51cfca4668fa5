/**
 * Grading of the chat evaluation, shared by the workerd test and the bench: an answer is right when
 * it contains every fact and no forbidden topic, wrong-topic when it mentions a forbidden topic
 * (worse than not knowing), and a miss otherwise.
 */
import type { EvalKind, EvalQuestion } from "./questions.ts";

type Grade = "right" | "wrong-topic" | "miss";

export interface Graded {
  readonly item: EvalQuestion;
  readonly answer: string;
  readonly grade: Grade;
  /** The facts missing and the forbidden topics found. */
  readonly missing: readonly string[];
  readonly forbidden: readonly string[];
}

export function grade(item: EvalQuestion, answer: string): Graded {
  const text = answer.toLowerCase();
  const missing = item.must.filter((fact) => !text.includes(fact.toLowerCase()));
  const forbidden = item.mustNot.filter((topic) => text.includes(topic.toLowerCase()));
  return { item, answer, missing, forbidden, grade: forbidden.length ? "wrong-topic" : missing.length ? "miss" : "right" };
}

export interface KindSummary {
  readonly kind: EvalKind;
  readonly questions: number;
  readonly right: number;
  readonly wrongTopic: number;
}

/** Accuracy per kind of question, in the order kinds first appear. */
export function byKind(results: readonly Graded[]): KindSummary[] {
  const kinds = [...new Set(results.map((r) => r.item.kind))];
  return kinds.map((kind) => {
    const rows = results.filter((r) => r.item.kind === kind);
    return {
      kind,
      questions: rows.length,
      right: rows.filter((r) => r.grade === "right").length,
      wrongTopic: rows.filter((r) => r.grade === "wrong-topic").length,
    };
  });
}

/** One line per answer that was not right, for the test's failure message and the bench. */
export function describeMisses(results: readonly Graded[]): string[] {
  return results
    .filter((r) => r.grade !== "right")
    .map(
      (r) =>
        `[${r.grade}] (${r.item.kind}) ${r.item.question}\n  missing: ${r.missing.join(" | ") || "-"}; forbidden: ${r.forbidden.join(" | ") || "-"}\n  answer: ${r.answer.replace(/\n/g, " ⏎ ").slice(0, 300)}`,
    );
}

/** The share of questions needed right (the goal). */
export const REQUIRED_ACCURACY = 0.95;

/**
 * The tuning table's floor in `npm test`: where the assistant stands, so a change that loses what
 * was won fails. It was 96.5% (971/1001) before round seven; round seven's 148 blind questions,
 * added untuned (first sight 113/148), bring it to 1086/1149 (94.5%), below the issue's 95%, which
 * the floor rises back to as round seven is tuned on: 1089 after ADR 169, 1097/1149 (95.5%) after ADRs 320 and 322 together.
 * Round eight's 162 blind questions join after their first-sight scoring (ADR 321): 1225/1311 (93.4%);
 * 1234/1311 (94.1%), 0 wrong-topic, after ADR 323 (pronouns, borrowed questions, the calculator figures pick);
 * 1258/1311 (96.0%), 0 wrong-topic, with ADR 324's plain wordings (round eight's 29 → 51 of 53) and
 * ADR 326's figures as well. Round nine's 155 blind questions join after their first-sight scoring
 * (ADR 325): 1381/1466 (94.2%) as they stood on main, 1389/1466 (94.7%), 0 wrong-topic, after ADR 327
 * (an office's "zip", world records and a person's pay declined, the choice said last, "the dutch
 * one", "she" as the author named, a mining estimate's caveats); 1390 on main after round ten was
 * written, 1392/1466 (94.9%), 0 wrong-topic, after ADR 331 (an article as a subject and a referent,
 * a named thing's detail, a bare phrase across turns, a fact piece beside a calculation), 1393/1466
 * with ADRs 330 (typos) and 332 (round ten's figures) as well. Round ten's 160 blind questions join
 * after their first-sight scoring (ADR 329: 121/160, 7 wrong-topic), tuned on by ADRs 330–332 to
 * 142/160, 0 wrong-topic: 1535/1626 (94.4%); 1538/1626 (94.6%) once a number that is part of a name
 * ("Level 2", "2N") no longer lets an overview answer "how many" (ADR 332). Round eleven's 151 blind
 * questions join after their first-sight scoring (ADR 333: 109/151, 7 wrong-topic), tuned on by ADRs
 * 335–337 and two filler words to 129/151, 0 wrong-topic: 1673/1777 (94.1%); the first rounds and
 * rounds eight to ten stand at 1544/1626 (95.0%). Round twelve's 147 join after theirs (ADR 334: 104/147,
 * 8 wrong-topic), tuned on by ADRs 339–341 to 132/147, 0 wrong-topic: 1805/1924 (93.8%); the tables
 * before it stand at 1673/1777 (94.1%), with one grade brought in line with ADR 337's rule (ADR 339).
 * Round thirteen's 154 join after theirs (ADR 338: 126/154, 2 wrong-topic), tuned on by ADR 345 to
 * 131/154, 0 wrong-topic: 1937/2078 (93.2%); the tables before it stand at 1806/1924 (93.9%).
 * Round fourteen's 155 join after theirs (ADR 342: 123/155, 0 wrong-topic), tuned on by ADR 342's
 * addendum to 144/155: 2099/2233 (94.0%); the tables before it stand at 1955/2078 (94.1%). Round
 * fifteen's 165 join after theirs (ADR 346: 122/165, 3 wrong-topic); only its three wrong-topic
 * answers were read and tuned on (ADR 346's addendum): 125/165, 0 wrong-topic, 2224/2398 (92.7%); one
 * miss seen since ("actually make it 5") makes 126/165 and 2225/2398 (92.8%); the tables before it
 * stand at 2099/2233 (94.0%).
 */
export const TUNING_FLOOR = 0.927;
