/**
 * "Why did Wexford get bigger buffer storage": a question for a reason, which a sentence answers when it
 * says what something does or is for ("doubling buffer storage let the plant follow cheap night-time
 * wind"), not when it only lists figures ("1,200 kg buffer storage"). Used to rank passages that explain
 * the question equally well (ADR 340).
 */

/** Asks for a reason or a purpose: "why", "what for", "what was the reason", "how come". */
const ASKS_REASON =
  /^why\b|\bwhy (do|does|did|is|are|was|were|would|should|has|have|had|not|so)\b|\bhow come\b|\bwhat (was|is|were) (the )?(reason|point|purpose)\b|\bwhat for\b/;

/** A sentence that gives a reason or a purpose: a cause, an effect or an aim. */
const GIVES_REASON =
  /\b(because|since|so (that|we|it|they|the|owners|you)|so as to|in order to|due to|thanks to|lets?|letting|allows?|allowing|enables?|enabling|means|meant|helps?|helped|so|therefore|which is why|to (avoid|keep|cut|lower|reduce|follow|cover|meet|make|give|protect|let|allow|absorb|ride|store|serve))\b/i;

/** 1 when the question asks why and the sentence gives a reason, else 0 (a rank, never a filter). */
export const givesReasonAsked = (question: string, sentence: string): number =>
  ASKS_REASON.test(question) && GIVES_REASON.test(sentence) ? 1 : 0;
