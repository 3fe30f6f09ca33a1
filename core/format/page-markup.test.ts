import { describe, expect, it } from "vitest";
import { fillSections, isSitePath, parsePageMarkup, toPageMarkup } from "./page-markup.ts";

describe("page markup", () => {
  it("reads sections with paragraphs, lists, links and the refund table, in order", () => {
    const markup = [
      "## Si cancelas tú",
      "Puedes cancelar",
      "hasta el día anterior.",
      "",
      "{{refundTable}}",
      "- Un punto",
      "- Otro punto",
      "Un párrafo tras la lista.",
      "",
      "[Ver tus viajes](/dashboard)",
      "## Si cancela el tropleader",
      "Te devolvemos el 100 %.",
    ].join("\r\n");
    expect(parsePageMarkup(markup)).toEqual({
      sections: [
        {
          id: "si-cancelas-tu",
          title: "Si cancelas tú",
          blocks: [
            { kind: "p", text: "Puedes cancelar hasta el día anterior." },
            { kind: "table" },
            { kind: "list", items: ["Un punto", "Otro punto"] },
            { kind: "p", text: "Un párrafo tras la lista." },
            { kind: "link", to: "/dashboard", label: "Ver tus viajes" },
          ],
        },
        {
          id: "si-cancela-el-tropleader",
          title: "Si cancela el tropleader",
          blocks: [{ kind: "p", text: "Te devolvemos el 100 %." }],
        },
      ],
    });
  });

  it("names each problem instead of guessing", () => {
    expect(parsePageMarkup("Texto suelto\n## Título\nTexto")).toEqual({ problem: "textBeforeSection" });
    expect(parsePageMarkup("## Título\n\n## Otro\nTexto")).toEqual({ problem: "emptySection" });
    expect(parsePageMarkup("##\nTexto")).toEqual({ problem: "emptyTitle" });
    expect(parsePageMarkup("## T\n[x](https://evil.example)")).toEqual({ problem: "badLink" });
    expect(parsePageMarkup("## T\n[x](//evil.example)")).toEqual({ problem: "badLink" });
    expect(parsePageMarkup("## T\n[x](javascript:alert(1))")).toEqual({ problem: "badLink" });
    expect(parsePageMarkup("   \n\n")).toEqual({ problem: "noSections" });
    expect(parsePageMarkup(Array.from({ length: 61 }, (_, i) => `## S${i}\nT`).join("\n"))).toEqual({
      problem: "tooManySections",
    });
  });

  it("keeps a link written inside a paragraph as text, and numbers repeated titles' anchors", () => {
    const parsed = parsePageMarkup("## FAQ\nMira [esto](/x) ahora\n## FAQ\nOtra");
    expect(parsed).toEqual({
      sections: [
        { id: "faq", title: "FAQ", blocks: [{ kind: "p", text: "Mira [esto](/x) ahora" }] },
        { id: "faq-2", title: "FAQ", blocks: [{ kind: "p", text: "Otra" }] },
      ],
    });
  });

  it("writes sections back to the markup they are read from", () => {
    const sections = [
      {
        title: "Uno",
        blocks: [
          { kind: "p", text: "A" },
          { kind: "table" },
          { kind: "list", items: ["x", "y"] },
          { kind: "link", to: "/ayuda", label: "Ayuda" },
        ],
      },
      { title: "Dos", blocks: [{ kind: "p", text: "B" }] },
    ] as const;
    const markup = toPageMarkup(sections as never);
    const parsed = parsePageMarkup(markup);
    expect("sections" in parsed && parsed.sections.map(({ title, blocks }) => ({ title, blocks }))).toEqual(
      sections,
    );
  });

  it("fills known placeholders and leaves unknown ones as written", () => {
    const parsed = parsePageMarkup("## Contacto {{siteName}}\nEscribe a {{email}}.\n- {{phone}}");
    if (!("sections" in parsed)) throw new Error("expected sections");
    const [section] = fillSections(parsed.sections, { email: "hola@tropa.test", phone: "+34 600" });
    expect(section?.title).toBe("Contacto {{siteName}}");
    expect(section?.blocks).toEqual([
      { kind: "p", text: "Escribe a hola@tropa.test." },
      { kind: "list", items: ["+34 600"] },
    ]);
  });

  it("takes only paths of this site as links", () => {
    for (const ok of ["/", "/viajes?continente=europa", "/politica-cancelacion#medical"]) {
      expect(isSitePath(ok)).toBe(true);
    }
    for (const bad of ["//evil.example", "https://x.test", "javascript:alert(1)", "viajes", "/a b"]) {
      expect(isSitePath(bad)).toBe(false);
    }
  });
});
