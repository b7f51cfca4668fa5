/**
 * "Georgia storage article: what does the battery save a year, and what does the solar save", "the
 * norway mining containers — whose are they? and how many containers": a message that opens with a
 * subject and a colon or a dash asks each of its questions of that subject (ADR 341). The head names
 * the thing; the questions after it are what the visitor asks of it.
 */
import { QUESTION_START } from "./understanding";

export interface TopicHead {
  /** The subject named in front ("georgia storage article"). */
  readonly head: string;
  /** The message after the colon or dash. */
  readonly rest: string;
}

/**
 * A head is a short phrase with no figure ("Hydrogen: 3MW, 1,500kg storage" gives figures, and a
 * calculation reads them whole) ended by a colon or a spaced dash (never a hyphen inside a word).
 */
const HEAD = /^\s*([^:?!.;,—–\d]{3,80}?)\s*(?::|\s+[-—–]+\s+|[—–])\s*(?=\S)/;

/** The head a (normalised) message opens with, or null when it opens with a question ("what's new: …"). */
export function topicHead(message: string): TopicHead | null {
  const match = HEAD.exec(message);
  const head = match?.[1]?.trim();
  if (!match || !head || head.split(/\s+/).length > 8 || QUESTION_START.test(head.toLowerCase())) return null;
  return { head, rest: message.slice(match[0].length).trim() };
}
