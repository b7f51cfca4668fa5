/**
 * The shapes several copy modules share. They live apart from any one page's copy so the copy
 * modules import them without importing each other.
 */

/** An internal link as pages render it (router path plus button or link text). */
export interface ContentLink {
  readonly to: string;
  readonly label: string;
}

/** A titled card of copy. */
export interface Card {
  readonly title: string;
  readonly text: string;
}

/** A merchandise collection card with its link. */
export interface CollectionCard extends Card {
  readonly link: ContentLink;
}

/**
 * One question and its answer, as an accordion item renders it. Each page's FAQ is in that page's
 * copy; answers quote facts from site.ts, contract/enums.ts and the programme terms rather than
 * retyping them, so the pages, the site search and the chat assistant always agree.
 */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}
