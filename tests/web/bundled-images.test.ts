import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUNDLED_IMAGE_PATHS, searchBundled } from "#web/features/admin/media/bundled-images.ts";

const root = join(import.meta.dirname, "../../web/public/images");

describe("the media library's bundled images", () => {
  it("lists exactly the images shipped under web/public/images", () => {
    const shipped = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) => readdirSync(join(root, dir.name)).map((file) => `/images/${dir.name}/${file}`))
      .sort();
    expect([...BUNDLED_IMAGE_PATHS].sort()).toEqual(shipped);
  });

  it("finds them by words of their name or folder", () => {
    expect(searchBundled("castle rock").map((image) => image.url)).toEqual(["/images/projects/castle-rock-civic-charging-hub.svg"]);
    expect(searchBundled("PARTNERS").every((image) => image.group === "partners")).toBe(true);
    expect(searchBundled("")).toHaveLength(BUNDLED_IMAGE_PATHS.length);
  });
});
