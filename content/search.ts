/**
 * The words of the site search (the header's dialog and /search) and of the way on from a page
 * that does not exist: the not-found screens add the main destinations and the search form under
 * the specified text (docs/decisions/308-search-page-and-not-found.md).
 */
import { siteSearchLabel } from "./site";
import type { ContentLink } from "./types";

export const searchPage = {
  /** The page's heading (also its share card and the dialog's title). */
  heading: "Search",
  intro: "Find pages, articles, projects and merchandise across the site.",
  /** The search field's label. */
  label: siteSearchLabel,
  placeholder: "Solar, hoodie, PACE financing…",
  submit: "Search",
  /** Said under the results when nothing matched. */
  noResultsHint: "Try another word, or one of these pages:",
  close: "Close search",
  /** The dialog's link to the full results page. */
  allResults: "See all results",
  loading: "Searching…",
  failed: "The search is not answering right now. Please try again.",
} as const;

/** The main destinations, offered where a visitor is lost (not-found screens, a search without results). */
export const mainDestinations: readonly (ContentLink & { readonly text: string })[] = [
  { to: "/services", label: "Products", text: "Our merchandise offerings and collections" },
  { to: "/projects", label: "Our Projects", text: "Solar, hydrogen, EV charging and more we have built" },
  { to: "/calculators", label: "Cost Calculators", text: "First estimates for your project" },
  { to: "/blog", label: "Blog", text: "News, guides and project notes" },
  { to: "/merch", label: "Merchandise", text: "Celtic-inspired apparel and accessories" },
  { to: "/about", label: "About Us", text: "Our story, values and offices" },
  { to: "/clients", label: "Start a Project", text: "Tell us about your project" },
  { to: "/contact", label: "Contact Us", text: "Call, e-mail or send us a message" },
];

/** The heading above the destinations on the not-found screens. */
export const findYourWay = {
  heading: "Where would you like to go?",
  searchHeading: "Search the site",
} as const;
