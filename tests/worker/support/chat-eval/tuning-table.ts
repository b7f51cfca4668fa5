/**
 * The tuning table: the questions the assistant may be tuned on. The first rounds (questions.ts),
 * round eight (round-eight.ts), round nine (round-nine.ts), round ten (round-ten.ts), round eleven
 * (round-eleven.ts), round twelve (round-twelve.ts), round thirteen (round-thirteen.ts), round
 * fourteen (round-fourteen.ts) and round fifteen (round-fifteen.ts), each of which joined after its
 * blind first-sight scoring (ADRs 321, 325, 329, 333, 334, 338, 342 and 346). The test table (test-questions.ts) is never
 * part of it.
 */
import { evalQuestions, type EvalQuestion } from "./questions.ts";
import { roundEight } from "./round-eight.ts";
import { roundNine } from "./round-nine.ts";
import { roundTen } from "./round-ten.ts";
import { roundEleven } from "./round-eleven.ts";
import { roundTwelve } from "./round-twelve.ts";
import { roundThirteen } from "./round-thirteen.ts";
import { roundFourteen } from "./round-fourteen.ts";
import { roundFifteen } from "./round-fifteen.ts";

export const tuningTable: readonly EvalQuestion[] = [
  ...evalQuestions,
  ...roundEight,
  ...roundNine,
  ...roundTen,
  ...roundEleven,
  ...roundTwelve,
  ...roundThirteen,
  ...roundFourteen,
  ...roundFifteen,
];
