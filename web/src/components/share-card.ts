import { matchPath } from "#contract/routes.ts";
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  shareCardAlt,
  shareCardPages,
  shareCardPath,
  type ShareCardPage,
  type ShareImage,
} from "#contract/share-image.ts";
import { company } from "#content/site.ts";

/**
 * A page's share card (drawn at build by scripts/share-cards.ts from content/share-cards.ts), with
 * the words it shows as its alt text: `title`, the page's own name, which the card shows (tests hold
 * the two equal; the browser does not load every page's copy to look it up).
 */
export function shareCard(page: ShareCardPage, title: string): ShareImage {
  return {
    url: shareCardPath(page),
    alt: shareCardAlt(company.name, title),
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
  };
}

/** The home page's card, which carries the company's tagline. */
export const homeShareCard = () => shareCard("home", company.tagline);

/** The card of the page at `pathname` named `title`: its own, or the home page's for a path without one. */
export function shareCardOfPath(pathname: string, title: string): ShareImage {
  const name = matchPath(pathname)?.name;
  const page = shareCardPages.find((p) => p === name);
  return page ? shareCard(page, title) : homeShareCard();
}
