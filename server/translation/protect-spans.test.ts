import { describe, expect, it } from "vitest";
import { protectSpans, restoreSpans } from "./protect-spans.ts";

describe("protectSpans / restoreSpans", () => {
  it("swaps placeholders and HTML-like spans for numbered tokens and puts them back", () => {
    const source =
      'Hola {nombre}: {{count}} plazas, %s y %1$d <b>gratis</b> &amp; <a title="playa">ver</a> <!-- x -->';
    const p = protectSpans(source);
    expect(p.text).toBe("Hola ⟦0⟧: ⟦1⟧ plazas, ⟦2⟧ y ⟦3⟧ ⟦4⟧gratis⟦5⟧ ⟦6⟧ ⟦7⟧ver⟦8⟧ ⟦9⟧");
    expect(p.spans).toEqual([
      "{nombre}",
      "{{count}}",
      "%s",
      "%1$d",
      "<b>",
      "</b>",
      "&amp;",
      '<a title="playa">',
      "</a>",
      "<!-- x -->",
    ]);
    expect(p.nothingToTranslate).toBe(false);
    expect(restoreSpans(p.text, p.spans)).toBe(source);
  });

  it("takes tokens back with the spaces a provider may add inside them, in any order", () => {
    const p = protectSpans("{a} y {b}");
    expect(restoreSpans("⟦ 1 ⟧ and ⟦0⟧", p.spans)).toBe("{b} and {a}");
  });

  it("refuses an answer that lost, repeated or invented a token", () => {
    const p = protectSpans("Hola {nombre}, {saludo}");
    expect(restoreSpans("Hello ⟦0⟧", p.spans)).toBeNull();
    expect(restoreSpans("Hello ⟦0⟧ ⟦0⟧ ⟦1⟧", p.spans)).toBeNull();
    expect(restoreSpans("Hello ⟦0⟧ ⟦1⟧ ⟦2⟧", p.spans)).toBeNull();
  });

  it("protects a token-like text already in the source, so it comes back as written", () => {
    const p = protectSpans("Paso ⟦3⟧ y {x}");
    expect(p.spans).toEqual(["⟦3⟧", "{x}"]);
    expect(restoreSpans("Step ⟦0⟧ and ⟦1⟧", p.spans)).toBe("Step ⟦3⟧ and {x}");
  });

  it("leaves plain text, lone braces and comparison signs alone", () => {
    const p = protectSpans("De 3 a 5 < 10 y > 2, { abierto }");
    expect(p.spans).toEqual([]);
    expect(p.text).toBe("De 3 a 5 < 10 y > 2, { abierto }");
  });

  it("knows when there is nothing to translate", () => {
    expect(protectSpans("").nothingToTranslate).toBe(true);
    expect(protectSpans("  {nombre} <br/> ").nothingToTranslate).toBe(true);
    expect(protectSpans("Hola").nothingToTranslate).toBe(false);
  });
});
