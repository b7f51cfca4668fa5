/**
 * The tuning table: the questions the assistant may be tuned on. The first rounds (questions.ts) and
 * round eight (round-eight.ts), which joined after its blind first-sight scoring (ADR 321). The test
 * table (test-questions.ts) is never part of it.
 */
import { evalQuestions, type EvalQuestion } from "./questions.ts";
import { roundEight } from "./round-eight.ts";

export const tuningTable: readonly EvalQuestion[] = [...evalQuestions, ...roundEight];
