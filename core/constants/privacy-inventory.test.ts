import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RETENTION } from "../rules/retention.ts";
import { PRIVACY_INVENTORY } from "./privacy-inventory.ts";

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../app/locales/${locale}/privacy.json`, import.meta.url), "utf8")) as {
    table: { retentionText: Record<string, string>; rows: Record<string, unknown> };
  };

describe("the privacy page's table (issue 15)", () => {
  it("takes every period from the retention jobs' constants, never from the text", () => {
    for (const locale of ["es", "en"]) {
      const { retentionText, rows } = texts(locale).table;
      for (const row of PRIVACY_INVENTORY) {
        const template = retentionText[row.id];
        expect(template, `${locale} ${row.id}`).toBeDefined();
        expect(rows[row.id], `${locale} ${row.id}`).toBeDefined();
        // No figure typed into the text: each one is a placeholder filled from RETENTION.
        expect(template!.replace(/\{\{\w+\}\}/g, ""), `${locale} ${row.id}`).not.toMatch(/\d/);
        for (const unit of Object.keys(row.retention)) expect(template).toContain(`{{${unit}}}`);
      }
    }
  });

  it("states the spec's periods (doc 2 §9)", () => {
    const byId = Object.fromEntries(PRIVACY_INVENTORY.map((r) => [r.id, r.retention]));
    expect(byId.account).toEqual({ years: 3, days: 30 });
    expect(byId.bookings).toEqual({ years: 7 });
    expect(byId.logs).toEqual({ months: 12 });
    expect(byId.identity).toEqual({ days: RETENTION.identityDocumentDaysAfterApproval });
  });
});
