import { inflateSync } from "node:zlib";

/**
 * PDF names that make a reader run or open something: scripts, launching programs, embedded files (which
 * a reader offers to open), rich media, XML forms, and actions that send or fetch data or jump into another
 * file. Ordinary links (/URI) and page jumps stay allowed.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
]);

/** How much decompressed object-stream data one file may make us inflate (a zip bomb is refused, not read). */
const INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** A name token: "/" and its regular characters; `#xx` escapes are decoded (/J#61vaScript is /JavaScript). */
const NAME = /\/([^\s/<>[\]()%{}]*)/g;

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const raw = match[1] ?? "";
    const name = raw.includes("#")
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : raw;
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

/** Decodes the names of a dictionary's text (for reading its /Type and /Filter). */
function decodedNames(text: string): string {
  return text.replace(NAME, (token) =>
    token.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

const OBJECT_WITH_STREAM = /\bobj\b([\s\S]*?)\bstream\r?\n/g;

/**
 * Looks for active content in a PDF: in its objects as written, and inside its compressed object streams
 * (where a file can hide its dictionaries). Returns what was found ("JavaScript", "Launch"…), or
 * "uninspectable" when an object stream cannot be read within the budget (unknown filter, broken or
 * encrypted data, too large): such a file is refused rather than accepted unseen. null: nothing found.
 */
export function findPdfActiveContent(pdf: Buffer): string | null {
  const text = pdf.toString("latin1");
  const found = activeNameIn(text);
  if (found) return found;

  let budget = INFLATE_BUDGET_BYTES;
  for (const match of text.matchAll(OBJECT_WITH_STREAM)) {
    const dictionary = decodedNames(match[1] ?? "");
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end === -1) return "uninspectable";
    // Only Flate (what writers use for object streams) is read; any other filter or chain is not inspected.
    const filter = /\/Filter\s*(\[\s*)?\/(\w+)\s*(\])?/.exec(dictionary);
    if (filter?.[2] !== "FlateDecode" || /\/Filter\s*\[\s*\/\w+\s+\//.test(dictionary)) {
      return "uninspectable";
    }
    let inflated: Buffer;
    try {
      inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget });
    } catch {
      return "uninspectable";
    }
    budget -= inflated.byteLength;
    const inside = activeNameIn(inflated.toString("latin1"));
    if (inside) return inside;
  }
  return null;
}
