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
