import { describe, expect, it } from "vitest";
import { formValues } from "./form-values.ts";

const entries = (pairs: [string, string][]) => pairs as [string, FormDataEntryValue][];

describe("formValues", () => {
  it("nests dotted names into objects and lists", () => {
    expect(
      formValues(
        entries([
          ["title", "Ruta"],
          ["days.0.title", "Día uno"],
          ["days.0.description", "Llegada"],
          ["days.1.title", "Día dos"],
          ["tags", "Aventura"],
          ["tags", "Cultura"],
        ]),
      ),
    ).toEqual({
      title: "Ruta",
      days: [{ title: "Día uno", description: "Llegada" }, { title: "Día dos" }],
      tags: ["Aventura", "Cultura"],
    });
  });

  it("closes the gaps a removed row leaves", () => {
    expect(
      formValues(
        entries([
          ["images.0", "a"],
          ["images.3", "b"],
        ]),
      ),
    ).toEqual({ images: ["a", "b"] });
  });

  it("ignores prototype keys, empty segments and huge indexes", () => {
    const out = formValues(
      entries([
        ["__proto__.polluted", "x"],
        ["a..b", "x"],
        ["list.99999", "x"],
        ["constructor.prototype.x", "y"],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A huge index is a plain key, never a list with 100,000 holes.
    expect(out).toEqual({ list: { "99999": "x" } });
  });

  it("reads at most maxEntries", () => {
    const many = Array.from({ length: 10 }, (_, i) => [`k${i}`, "v"] as [string, string]);
    expect(Object.keys(formValues(entries(many), 3))).toHaveLength(3);
  });
});
