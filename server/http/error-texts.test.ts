import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../lib/project-root.ts";
import { ERROR_PAGE_TEXTS } from "./error-texts.ts";

describe("the HTTP layer's error page texts", () => {
  it.each(["es", "en"] as const)("are the app's own common.json texts (%s)", (lang) => {
    const file = path.join(projectRoot(), "app/locales", lang, "common.json");
    const common = JSON.parse(readFileSync(file, "utf8")) as { errors: Record<string, string> };
    for (const [key, value] of Object.entries(ERROR_PAGE_TEXTS[lang]))
      expect(common.errors[key], key).toBe(value);
  });
});
