/**
 * The few company facts the metadata rules (meta.ts) write into every page's head: the name, the
 * title suffix and the default description. They live here, not in content/site.ts, because the
 * contract imports no copy; content/site.ts takes them from here, so each is still written once.
 */
export const siteIdentity = {
  name: "Kilbride Industries",
  /** The suffix page titles end with ("Solar ROI | Kilbride Industries"). */
  titleSuffix: " | Kilbride Industries",
  description:
    "Kilbride Industries builds solar arrays, hydrogen plants, EV charging networks, bitcoin mining " +
    "and data center facilities, arranges PACE financing and recovers insurance claims across the " +
    "United States and Europe — and makes Celtic-inspired workwear and merchandise.",
} as const;
