/**
 * The site's own images (web/public/images, shipped with every build): listed in the media
 * library beside the uploads, read-only (they are files of the build, not of R2, so they cannot be
 * deleted or re-described there). tests/web/bundled-images.test.ts keeps this list equal to the folder.
 */

/** One shipped image: its site path and a readable name made from its file name. */
export interface BundledImage {
  url: string;
  name: string;
  /** The folder it belongs to: "blog", "merch", "partners" or "projects". */
  group: string;
}

export const BUNDLED_IMAGE_PATHS = [
  "/images/blog/bitcoin-mining-as-flexible-grid-load.svg",
  "/images/blog/data-center-cooling-pue-ten-year-cost.svg",
  "/images/blog/hail-damage-commercial-roof-insurance-claims.svg",
  "/images/blog/hydrogen-and-bitcoin-mining-at-curtailed-wind-sites.svg",
  "/images/blog/pace-financing-explained-for-building-owners.svg",
  "/images/blog/sizing-an-electrolyzer-green-hydrogen.svg",
  "/images/blog/solar-plus-storage-georgia-manufacturers.svg",
  "/images/blog/solar-roi-commercial-rooftops.svg",
  "/images/blog/ten-years-in-dublin.svg",
  "/images/blog/workplace-ev-charging-level-2-vs-dc-fast.svg",
  "/images/merch/aran-heritage-sweater.svg",
  "/images/merch/block-height-beanie.svg",
  "/images/merch/celtic-knot-crewneck.svg",
  "/images/merch/celtic-knot-heritage-print.svg",
  "/images/merch/crest-patch-set.svg",
  "/images/merch/data-center-quarter-zip.svg",
  "/images/merch/dragon-crest-hoodie.svg",
  "/images/merch/dragon-crest-snapback.svg",
  "/images/merch/dragon-crest-tee.svg",
  "/images/merch/ev-charge-tee.svg",
  "/images/merch/field-ripstop-work-shirt.svg",
  "/images/merch/grid-line-softshell-jacket.svg",
  "/images/merch/hard-hat-decal-pack.svg",
  "/images/merch/hashrate-blueprint-print.svg",
  "/images/merch/heritage-tweed-flat-cap.svg",
  "/images/merch/hi-vis-safety-vest.svg",
  "/images/merch/hydrogen-division-polo.svg",
  "/images/merch/industry-logo-beanie.svg",
  "/images/merch/kilbride-insulated-tumbler.svg",
  "/images/merch/legacy-canvas-tote.svg",
  "/images/merch/legacy-crest-mug.svg",
  "/images/merch/legacy-varsity-jacket.svg",
  "/images/merch/lookbook-contractor.svg",
  "/images/merch/lookbook-dragon.svg",
  "/images/merch/lookbook-heritage.svg",
  "/images/merch/lookbook-industry.svg",
  "/images/merch/lookbook-legacy.svg",
  "/images/merch/lookbook-mining.svg",
  "/images/merch/mining-edition-tee.svg",
  "/images/merch/solar-crew-work-shirt.svg",
  "/images/partners/atlantic-hydrogen-alliance.svg",
  "/images/partners/hashgrid-hosting.svg",
  "/images/partners/helios-panel-works.svg",
  "/images/partners/rockies-community-bank.svg",
  "/images/partners/shamrock-cable-conduit.svg",
  "/images/partners/summit-claims-advisors.svg",
  "/images/partners/voltway-charging-systems.svg",
  "/images/projects/castle-rock-civic-charging-hub.svg",
  "/images/projects/colorado-springs-hail-recovery.svg",
  "/images/projects/douglas-county-fairgrounds-solar.svg",
  "/images/projects/galway-retail-park-charging.svg",
  "/images/projects/hamar-hydro-mining-containers.svg",
  "/images/projects/lee-valley-dairy-rooftop-solar.svg",
  "/images/projects/limerick-storm-roof-recovery.svg",
  "/images/projects/midland-hydrogen-refuelling.svg",
  "/images/projects/peachtree-city-fleet-depot.svg",
  "/images/projects/pecos-curtailable-mining-facility.svg",
  "/images/projects/pueblo-agrivoltaic-array.svg",
  "/images/projects/reykjanes-geothermal-mining-hall.svg",
  "/images/projects/rotterdam-port-electrolyzer.svg",
  "/images/projects/seville-logistics-solar-carports.svg",
  "/images/projects/wexford-green-hydrogen-pilot.svg",
] as const;

/** "/images/blog/solar-roi-commercial-rooftops.svg" → "Solar roi commercial rooftops". */
function readableName(url: string): string {
  const words = (url.split("/").at(-1) ?? url).replace(/\.[a-z]+$/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const bundledImages: readonly BundledImage[] = BUNDLED_IMAGE_PATHS.map((url) => ({
  url,
  name: readableName(url),
  group: url.split("/")[2] ?? "",
}));

/** The shipped images whose name or folder contains the search (case-insensitive). */
export function searchBundled(term: string): readonly BundledImage[] {
  const q = term.trim().toLowerCase();
  if (!q) return bundledImages;
  return bundledImages.filter((image) => `${image.name} ${image.group} ${image.url}`.toLowerCase().includes(q));
}
