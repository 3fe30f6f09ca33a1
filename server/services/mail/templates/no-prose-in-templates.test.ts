import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Issue 36: the email templates write no Spanish or English of their own; every text is a key of the catalogue
 * (core/locales/{es,en}/mail.json). This reads each template file as a person grepping it would, skipping
 * comments, and fails on any string literal (quotes or backticks) holding two or more words once its HTML tags
 * are removed.
 */

/** The string literals of a TypeScript source, a template literal's `${…}` replaced by "\u0000". */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  let i = 0;
  let lastSignificant = "";

  const readQuoted = (quote: string): string => {
    let text = "";
    i += 1;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === "\\") {
        text += source[i + 1] ?? "";
        i += 2;
      } else {
        text += source[i];
        i += 1;
      }
    }
    i += 1;
    return text;
  };

  const readRegex = () => {
    let inClass = false;
    i += 1;
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") i += 2;
      else {
        if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        i += 1;
      }
    }
    i += 1;
    while (/[a-z]/.test(source[i] ?? "")) i += 1;
  };

  /** Reads code until the `}` that closes the current `${` (or the end), collecting the literals in it. */
  const readCode = (insideTemplate: boolean): void => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i] ?? "";
      const next = source[i + 1] ?? "";
      if (c === "/" && next === "/") {
        while (i < source.length && source[i] !== "\n") i += 1;
      } else if (c === "/" && next === "*") {
        const end = source.indexOf("*/", i + 2);
        i = end < 0 ? source.length : end + 2;
      } else if (c === '"' || c === "'") {
        found.push(readQuoted(c));
        lastSignificant = "a";
      } else if (c === "`") {
        found.push(readTemplate());
        lastSignificant = "a";
      } else if (c === "/" && (lastSignificant === "" || "(,=:[!&|?{};+-*%<>~^".includes(lastSignificant))) {
        readRegex();
        lastSignificant = "a";
      } else {
        if (c === "{") depth += 1;
        if (c === "}") {
          if (insideTemplate && depth === 0) {
            i += 1;
            return;
          }
          depth -= 1;
        }
        if (!/\s/.test(c)) lastSignificant = c;
        i += 1;
      }
    }
  };

  const readTemplate = (): string => {
    let text = "";
    i += 1;
    while (i < source.length && source[i] !== "`") {
      const c = source[i];
      if (c === "\\") {
        text += source[i + 1] ?? "";
        i += 2;
      } else if (c === "$" && source[i + 1] === "{") {
        i += 2;
        text += "\u0000";
        readCode(true);
      } else {
        text += c;
        i += 1;
      }
    }
    i += 1;
    return text;
  };

  readCode(false);
  return found;
}

/** The literals that read as prose: two words or more outside HTML tags. */
function proseIn(source: string): string[] {
  return stringLiterals(source).filter((literal) =>
    /\p{L}+[\s\u00a0]+\p{L}+/u.test(literal.replace(/<[^>]*>/g, " ").replaceAll("\u0000", " ")),
  );
}

const folder = new URL(".", import.meta.url);
const templateFiles = readdirSync(folder).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);

describe("email templates hold no prose (issue 36)", () => {
  it("finds prose, and only prose (the test can fail)", () => {
    const sample = [
      "// a comment with words",
      "/* another comment, many words */",
      'const a = en ? "Hello there" : `Hola #{name} amigo`;',
      "const b = t(`bookingCancelled.why.#{reason}`);",
      'const c = `<p style="margin:0 0 16px;font-family:Segoe UI">#{text}</p>`;',
      'const d = url.replace(/\\/ $/, "") + "Tropa";',
      "const e = `#{a} – #{b}`;",
      "const f = 'Don\\'t stop';",
    ]
      .join("\n")
      .replaceAll("#{", "$" + "{");
    expect(proseIn(sample)).toEqual(["Hello there", "Hola \u0000 amigo", "Don't stop"]);
  });

  it("reads every template file", () => {
    expect(templateFiles.length).toBeGreaterThan(30);
    expect(templateFiles).toContain("email-layout.ts");
    expect(templateFiles).toContain("waitlist-offer.ts");
  });

  for (const file of templateFiles) {
    it(`${file}: every text comes from the catalogue`, () => {
      expect(proseIn(readFileSync(new URL(file, folder), "utf8"))).toEqual([]);
    });
  }
});
