/**
 * "What will the dublin office focus on next", "how big will the dublin office get": a question about
 * what is to come, which a list of our offices and places never answers (it states what is). A
 * published sentence of what we plan ("we plan to grow the Dublin office to 50 people by 2027, with a
 * focus on grid-scale batteries") answers it when it says one word of the question the list does not
 * (ADR 341).
 */

/** Asks what is to come: "will … get", "next", "plans", "by 2027". "Where will I find you" asks where, not what is planned. */
const ASKS_AHEAD = /\b(will|going to|plans?|planning|planned|next|future|upcoming|by 20\d\d)\b/;
const ASKS_PLACE = /\bwhere\b/;
/** A sentence of what is to come. */
const STATES_AHEAD = /\b(will|(plans?|planning|aims?|aiming|expects?|intends?|going) to|by 20\d\d)\b/i;

/** True when the (normalised) question asks what is to come. */
export const asksAhead = (text: string): boolean => ASKS_AHEAD.test(text) && !ASKS_PLACE.test(text);

/** True when a published sentence states what is to come. */
export const statesAhead = (quote: string): boolean => STATES_AHEAD.test(quote);
