import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { parsePageMarkup } from "#core/format/page-markup";
import {
  CONTENT_BLOCKS,
  EDITABLE_TEXTS,
  fieldName,
  siteTextsFormSchema,
  textsOfBlock,
} from "#core/schemas/site-texts";
import { siteTextDefaults } from "./site-text-defaults.ts";

describe("Contenido's defaults (the translation files)", () => {
  const defaults = siteTextDefaults();

  it("has every editable text in both languages, and each block's form accepts them unchanged", () => {
    for (const locale of LOCALES) {
      for (const { id } of EDITABLE_TEXTS) expect(defaults[locale][id], `${locale} ${id}`).toBeTruthy();
    }
    for (const block of CONTENT_BLOCKS) {
      const form = Object.fromEntries(
        LOCALES.flatMap((l) => textsOfBlock(block).map((t) => [fieldName(l, t.id), defaults[l][t.id]])),
      );
      const parsed = siteTextsFormSchema(block).safeParse(form);
      expect(parsed.success ? null : parsed.error.issues, block).toBeNull();
    }
  });

  it("writes the help questions and the legal sections as markup that reads back to the same questions", () => {
    const terms = parsePageMarkup(defaults.es["legal:cancellation.sections"] ?? "");
    expect("sections" in terms && terms.sections[0]?.blocks.some((b) => b.kind === "table")).toBe(true);
    const help = parsePageMarkup(defaults.en["help:categories.general.items"] ?? "");
    expect("sections" in help && help.sections[0]?.title).toBe("What is Tropa?");
  });
});
