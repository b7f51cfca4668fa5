// Draws every page's share card (contract/share-image.ts, ADR 290): a 1200×630 PNG with the site's
// mark, its name, the page's title and the site's address. vite.config.ts emits them into
// dist/client/images/share/ with the client build, where the asset server answers them. Node only
// (satori lays out, resvg rasterises): nothing of this reaches the Worker or the browser's code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPages, shareCardPath } from "#contract/share-image.ts";
import { shareCardTitles } from "#content/share-cards.ts";
import { company } from "#content/site.ts";
import { root } from "./lib.ts";

/** The brand's colours (web/src/index.css, favicon.svg). */
const colours = { green: "#0f3d2e", gold: "#d4a017", cream: "#f5efe0" };

const host = new URL(company.siteUrl).host;

/** A satori element (the shape React elements have, without React). */
type CardNode = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, ...children: (CardNode | string)[]): CardNode => ({
  type,
  props: { style, children },
});

/** Long titles get a smaller size so they fit in three lines. */
const titleSize = (title: string) => (title.length > 60 ? 60 : title.length > 32 ? 72 : 88);

function card(title: string, mark: string): CardNode {
  return el(
    "div",
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      backgroundColor: colours.green,
      color: colours.cream,
      fontFamily: "Source Serif 4",
    },
    el(
      "div",
      { display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, padding: "64px 80px 56px" },
      el(
        "div",
        { display: "flex", alignItems: "center", gap: 28 },
        { type: "img", props: { src: mark, width: 104, height: 104 } },
        el("div", { fontSize: 44, fontWeight: 600 }, company.name),
      ),
      el("div", { display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, maxWidth: 1040 }, title),
      el("div", { display: "flex", fontSize: 32, fontWeight: 600, color: colours.gold }, host),
    ),
    el("div", { display: "flex", height: 16, backgroundColor: colours.gold }),
  );
}

/** Every card, as [site path, PNG]: the pages of contract/share-image.ts shareCardPages. */
export async function drawShareCards(): Promise<[path: string, png: Uint8Array][]> {
  // The serif of the site's headings, as WOFF (satori reads no WOFF2).
  const font = (weight: 600 | 700) => ({
    name: "Source Serif 4",
    data: readFileSync(join(root, `node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-${weight}-normal.woff`)),
    weight,
    style: "normal" as const,
  });
  const fonts = [font(600), font(700)];
  const mark = `data:image/svg+xml;base64,${readFileSync(join(root, "web/public/favicon.svg")).toString("base64")}`;
  const cards: [string, Uint8Array][] = [];
  for (const page of shareCardPages) {
    // satori takes React elements; these plain objects have their shape.
    const element = card(shareCardTitles[page], mark) as unknown as Parameters<typeof satori>[0];
    const svg = await satori(element, { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts });
    cards.push([shareCardPath(page), new Resvg(svg).render().asPng()]);
  }
  return cards;
}
