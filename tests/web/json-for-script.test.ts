import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonForScript } from "#contract/json-for-script.ts";

describe("jsonForScript", () => {
  it("escapes what could end the script or a JavaScript string, and parses back to the same value", () => {
    const text = fc.string({ unit: fc.constantFrom("<", ">", "&", "/", "\u2028", "\u2029", "a", "é", '"', "\\", "\n", "-", "!") });
    fc.assert(
      fc.property(fc.jsonValue(), text, (value, s) => {
        for (const input of [value, s, { s, value }]) {
          const json = jsonForScript(input);
          if (/[<>&\u2028\u2029]/.test(json)) return false;
          if (JSON.stringify(JSON.parse(json)) !== JSON.stringify(input)) return false;
        }
        return true;
      }),
      { numRuns: 1000 },
    );
    expect(jsonForScript({ a: "</script><!--&\u2028" })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}');
  });
});
