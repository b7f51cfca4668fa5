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
import { shareCardTitles } from "#content/share-cards.ts";
import { company } from "#content/site.ts";

/** A page's share card (drawn at build by scripts/share-cards.ts), with the words it shows as its alt text. */
export function shareCard(page: ShareCardPage): ShareImage {
  return {
    url: shareCardPath(page),
    alt: shareCardAlt(company.name, shareCardTitles[page]),
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
  };
}

/** The card of the page at `pathname`: its own, or the home page's for a screen without one (not found, errors). */
export function shareCardOfPath(pathname: string): ShareImage {
  const name = matchPath(pathname)?.name;
  const page = shareCardPages.find((p) => p === name);
  return shareCard(page ?? "home");
}
