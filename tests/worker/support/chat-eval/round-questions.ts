/**
 * How the blind rounds (round-eight.ts, round-nine.ts) write a question: its failure category (the
 * issue's kinds each round probes), a follow-up's earlier messages, and the honest decline for a
 * subject the site does not cover. Shared once the rounds joined the tuning table; their authors
 * wrote against the same shapes.
 */
import { type EvalKind, type EvalQuestion, OFF_TOPIC, PHONE } from "./questions.ts";

/** The failure kinds a round probes. */
type RoundCategory = "plain" | "own-figures" | "multi-part" | "not-covered" | "follow-up";

export type RoundQuestion = EvalQuestion & { readonly category: RoundCategory };

export const q = (
  category: RoundCategory,
  kind: EvalKind,
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundQuestion => ({ category, kind, question, must, mustNot });

/** A follow-up: `previous` is asked first in the same conversation. */
export const f = (
  kind: EvalKind,
  previous: readonly string[],
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundQuestion => ({ ...q("follow-up", kind, question, must, mustNot), previous });

/** A question the site does not cover: the honest decline with the phone line, no topical link. */
export const no = (question: string, alsoNot: readonly string[] = []): RoundQuestion =>
  q("not-covered", "decline", question, [PHONE], [...OFF_TOPIC, ...alsoNot]);
