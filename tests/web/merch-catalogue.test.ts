/** The merchandise catalogue (collections, items, options, prices) and the page's anchors. */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allItems, collections, colorLabel, defaultCollectionId, findItem, quantityOptions, sizeLabel } from "#contract/merch-catalogue.ts";
import { collectionForAnchor, featuredTiles } from "#content/merch.ts";
import { formatPrice } from "#contract/format.ts";
import { selectedCollectionId } from "#web/features/merch/use-selected-collection.ts";

// node:path, not new URL(): under happy-dom a relative URL resolves against the fake page address.
const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/public");

describe("merch catalogue", () => {
  it("has the six collections in order with 3, 7, 3, 3, 4 and 4 items", () => {
    expect(collections.map((c) => [c.id, c.name, c.items.length])).toEqual([
      ["dragon", "Dragon Crest Line", 3],
      ["industry", "Industry Solutions", 7],
      ["contractor", "Contractor Gear", 3],
      ["mining", "Mining Edition", 3],
      ["legacy", "Legacy Collection", 4],
      ["heritage", "Heritage Series", 4],
    ]);
    expect(defaultCollectionId).toBe("dragon");
  });

  it("prices run from $9.99 (hard hat decal pack) to $129.99 (varsity jacket)", () => {
    const byPrice = [...allItems].sort((a, b) => a.price - b.price);
    expect(byPrice[0]?.id).toBe("hard-hat-decal-pack");
    expect(formatPrice(byPrice[0]?.price ?? 0)).toBe("$9.99");
    expect(byPrice.at(-1)?.id).toBe("legacy-varsity-jacket");
    expect(formatPrice(byPrice.at(-1)?.price ?? 0)).toBe("$129.99");
  });

  it("ships a lookbook image for every collection", () => {
    for (const collection of collections)
      expect(existsSync(join(publicDir, `images/merch/lookbook-${collection.id}.svg`)), collection.id).toBe(true);
  });

  it("gives every item a unique slug, a shipped image, colours, sizes and a description", () => {
    expect(new Set(allItems.map((i) => i.id)).size).toBe(24);
    for (const item of allItems) {
      expect(item.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(item.image).toBe(`/images/merch/${item.id}.svg`);
      expect(existsSync(join(publicDir, item.image)), item.image).toBe(true);
      expect(item.colors.length).toBeGreaterThan(0);
      expect(item.sizes.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(20);
      expect(Number.isInteger(Math.round(item.price * 100))).toBe(true);
      expect(findItem(item.id)?.name).toBe(item.name);
    }
  });

  it("shows the spec's display names, and unknown codes as they are", () => {
    expect(["s", "m", "l", "xl", "xxl", "one-size"].map(sizeLabel)).toEqual([
      "Small",
      "Medium",
      "Large",
      "X-Large",
      "XX-Large",
      "One Size Fits All",
    ]);
    expect(sizeLabel("16x24")).toBe("16x24");
    expect(sizeLabel("standard")).toBe("standard");
    expect(colorLabel("celtic-green")).toBe("Celtic Green");
    expect(colorLabel("safety-orange")).toBe("Safety Orange");
    expect(colorLabel("glossy-finish")).toBe("Glossy Finish");
    expect(colorLabel("tartan-plaid")).toBe("tartan-plaid");
    expect(colorLabel("constructor")).toBe("constructor");
    for (const item of allItems) for (const code of item.colors) expect(colorLabel(code)).not.toBe(code);
  });

  it("offers quantities 1 to 5", () => {
    expect(quantityOptions).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("collection selection", () => {
  it("opens the spec's anchors on the right collection", () => {
    expect(collectionForAnchor("#heritage-collection")).toBe("heritage");
    expect(collectionForAnchor("#heritage")).toBe("heritage");
    expect(collectionForAnchor("#field-collection")).toBe("contractor");
    expect(collectionForAnchor("#field")).toBe("contractor");
    expect(collectionForAnchor("#accessories")).toBe("legacy");
    expect(collectionForAnchor("#nowhere")).toBeUndefined();
    for (const tile of featuredTiles) expect(collectionForAnchor(new URL(tile.href, "https://x.example").hash)).toBe(tile.collectionId);
  });

  it("reads the tab from the anchor first, then ?collection=, then the default", () => {
    expect(selectedCollectionId("", "")).toBe("dragon");
    expect(selectedCollectionId("?collection=mining", "")).toBe("mining");
    expect(selectedCollectionId("?collection=mining", "#field")).toBe("contractor");
    expect(selectedCollectionId("?collection=nonsense", "")).toBe("dragon");
    expect(selectedCollectionId("", "#collections")).toBe("dragon");
  });
});
