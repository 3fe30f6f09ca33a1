import { inflateSync } from "node:zlib";

/**
 * PDF names that make a reader run or open something: scripts, launching programs, embedded files (which
 * a reader offers to open), rich media and 3D artwork (both carry their own scripts: a 3D stream's
 * /OnInstantiate, a rich media's content and commands), XML forms, and actions that send or fetch data or
 * jump into another file. Ordinary links (/URI) and page jumps stay allowed; a link to `javascript:` does not
 * (`scriptLinkAt`).
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "RichMediaExecute",
  "RichMediaContent",
  "RichMediaSettings",
  "RichMediaCommand",
  "3D",
  "3DD",
  "3DA",
  "OnInstantiate",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
]);

/** What a link to `javascript:` is reported as (a reader that follows it runs the script). */
export const SCRIPT_LINK = "URI javascript:";

/** How much decompressed object-stream data one file may make us inflate (a zip bomb is refused, not read). */
const INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** Deeper nesting than any writer produces is refused rather than followed. */
const MAX_NESTING = 256;

/**
 * A name token: "/" and the characters up to the next PDF white space (NUL, tab, LF, FF, CR, space) or
 * delimiter. NUL ends a name for a reader, so it must end it here too (/JavaScript\0 is /JavaScript).
 */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;

/** `#xx` escapes decoded: /J#61vaScript is /JavaScript. */
function decodeName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : raw;
}

/** Calls `visit` with each name in `text` (decoded) and where it starts, until `visit` returns true. */
function eachName(text: string, visit: (name: string, at: number, end: number) => boolean | undefined): void {
  const names = new RegExp(NAME.source, "g");
  for (let match = names.exec(text); match; match = names.exec(text)) {
    if (visit(decodeName(match[1] ?? ""), match.index, names.lastIndex)) return;
  }
}

/** The bytes of the literal string that opens at `at`, escapes decoded as a reader decodes them, or null. */
function literalStringAt(text: string, at: number): string | null {
  const end = endOfLiteralString(text, at);
  if (end === -1) return null;
  const raw = text.slice(at + 1, end - 1);
  return raw.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))|\r\n?/gs, (_all, octal, eol, char) => {
    if (octal) return String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
    if (eol) return "";
    if (char !== undefined)
      return ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as const)[char as "n"] ?? char;
    return "\n"; // an unescaped end of line is a line feed
  });
}

/** The bytes of the hex string that opens at `at` (white space ignored, an odd last digit padded), or null. */
function hexStringAt(text: string, at: number): string | null {
  const end = text.indexOf(">", at + 1);
  if (end === -1) return null;
  const digits = text.slice(at + 1, end).replace(/[\0\t\n\f\r ]/g, "");
  if (!/^[0-9A-Fa-f]*$/.test(digits)) return null;
  const even = digits.length % 2 ? `${digits}0` : digits;
  return Buffer.from(even, "hex").toString("latin1");
}

/** A text string's characters: UTF-16BE or UTF-8 after their byte order marks, otherwise byte by byte. */
function textOf(bytes: string): string {
  const buffer = Buffer.from(bytes, "latin1");
  if (bytes.startsWith("\xfe\xff"))
    return Buffer.from(buffer.subarray(2, 2 + ((buffer.length - 2) & ~1)))
      .swap16()
      .toString("utf16le");
  if (bytes.startsWith("\xef\xbb\xbf")) return buffer.subarray(3).toString("utf8");
  return bytes;
}

/**
 * Whether a link target runs a script: `javascript:` in any case, after what browsers ignore in an address
 * (leading controls and spaces, tabs and line breaks anywhere).
 */
export function isScriptLink(target: string): boolean {
  return /^javascript:/i.test(target.replace(/[\t\n\r]/g, "").replace(/^[\0- \u00a0\ufeff]+/, ""));
}

/** The string value that starts at `at` (after white space and comments), or null when it is not one. */
function stringValueAt(text: string, at: number): string | null {
  const i = skipWhite(text, at);
  if (text[i] === "(") return literalStringAt(text, i);
  if (text[i] === "<" && text[i + 1] !== "<") return hexStringAt(text, i);
  return null;
}

/** `N G R` at `at`: the object it points to, as "N G". */
const REFERENCE =
  /(?:[\0\t\n\f\r ]|%[^\r\n]*)*(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+R(?![^\0\t\n\f\r ()<>[\]{}/%])/y;

/**
 * A link key (an action's /URI, the catalog's /URI << /Base >>) whose value runs a script: a literal or hex
 * string, escaped or UTF-16 as it may be, or an indirect object holding one. A reference this file does not
 * resolve in plain sight (an object inside an object stream) cannot be checked and is refused.
 */
function scriptLinkAt(text: string, name: string, end: number, file: string): string | null {
  if (name !== "URI" && name !== "Base") return null;
  const direct = stringValueAt(text, end);
  if (direct !== null) return isScriptLink(textOf(direct)) ? SCRIPT_LINK : null;
  const reference = new RegExp(REFERENCE.source, "y");
  reference.lastIndex = end;
  const ref = reference.exec(text);
  if (!ref) return null;
  const object = new RegExp(`(?<![0-9])${ref[1]}[\\0\\t\\n\\f\\r ]+${ref[2]}[\\0\\t\\n\\f\\r ]+obj`, "g");
  let seen = false;
  for (const match of file.matchAll(object)) {
    seen = true;
    const value = stringValueAt(file, match.index + match[0].length);
    if (value !== null && isScriptLink(textOf(value))) return SCRIPT_LINK;
  }
  return seen ? null : "uninspectable";
}

/** What the name that ends at `end` makes a reader run, if anything. `file`: the whole file, for references. */
function activeAt(text: string, name: string, end: number, file: string): string | null {
  if (ACTIVE_NAMES.has(name)) return name;
  return scriptLinkAt(text, name, end, file);
}

function activeNameIn(text: string, file = text): string | null {
  let found: string | null = null;
  eachName(text, (name, _at, end) => {
    found = activeAt(text, name, end, file);
    return found !== null;
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// A small PDF lexer: enough to find each stream's dictionary and data the way a reader does (strings,
// comments and hex strings skipped, so a "stream" keyword written inside a string fools nothing).

type Dict = {
  start: number;
  end: number;
  entries: Map<string, Value>;
  /** Holds a string, a comment or a stray delimiter somewhere inside (never in an object stream's). */
  hasText: boolean;
};
type Value =
  | { t: "name"; v: string }
  | { t: "num"; v: number }
  | { t: "null" }
  | { t: "ref" }
  | { t: "dict"; d: Dict }
  | { t: "array"; items: Value[] }
  | { t: "other" };
type Frame = { kind: "dict" | "array"; start: number; items: Value[]; hasText: boolean };
type Stream = { dict: Dict; dataStart: number; dataEnd: number };

/** Character classes of the 256 byte values: 1 white space, 2 delimiter, 0 regular. */
const CLASS = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[code] = 1;
for (const c of "()<>[]{}/%") CLASS[c.charCodeAt(0)] = 2;
const isWhite = (code: number) => CLASS[code] === 1;
const isRegular = (code: number) => CLASS[code] === 0;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Past white space and comments (a reader's tokenizer skips both before "endstream"). */
function skipWhite(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    if (isWhite(text.charCodeAt(i))) i++;
    else if (text[i] === "%") while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    else break;
  }
  return i;
}

/** The index just after the literal string that opens at `at` (nested parentheses, backslash escapes), or -1. */
function endOfLiteralString(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

function closeDict(frame: Frame, end: number): Dict {
  const entries = new Map<string, Value>();
  const { items } = frame;
  for (let i = 0; i < items.length; i++) {
    const key = items[i];
    if (key?.t !== "name") continue;
    entries.set(key.v, items[i + 1] ?? { t: "other" });
    i++;
  }
  return { start: frame.start, end, entries, hasText: frame.hasText };
}

type Lexed = {
  streams: Stream[];
  /**
   * Where the lexer met /First or /ObjStm as a name token (so one found raw elsewhere sits in a string, a
   * comment or stream data).
   */
  namesAt: Set<number>;
  /** Where the lexer met the keywords a reader starts parsing at: obj, xref, trailer. */
  entriesAt: Set<number>;
  /** Nesting too deep or a stream without an end. */
  broken: boolean;
};

/** Walks the file once, as a reader parses each object, and returns its streams. */
function lex(text: string): Lexed {
  const streams: Stream[] = [];
  const namesAt = new Set<number>();
  const entriesAt = new Set<number>();
  let stack: Frame[] = [];
  let justClosed: Dict | null = null;

  const top = () => stack[stack.length - 1];
  const push = (value: Value) => {
    top()?.items.push(value);
    justClosed = value.t === "dict" ? value.d : null;
  };
  const anomaly = () => {
    const frame = top();
    if (frame) frame.hasText = true;
    justClosed = null;
  };
  const closeFrame = (end: number): Frame | undefined => {
    const frame = stack.pop();
    const parent = top();
    if (frame && parent) parent.hasText ||= frame.hasText;
    if (frame?.kind === "dict") push({ t: "dict", d: closeDict(frame, end) });
    else if (frame) push({ t: "array", items: frame.items });
    return frame;
  };

  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    const c = text[i];
    if (isWhite(code)) {
      i++;
    } else if (c === "%") {
      // A comment runs to the end of the line; between ">>" and "stream" it changes nothing.
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
      const frame = top();
      if (frame) frame.hasText = true;
    } else if (c === "(") {
      const end = endOfLiteralString(text, i);
      if (end === -1) break;
      anomaly();
      push({ t: "other" });
      justClosed = null;
      i = end;
    } else if (c === "<" && text[i + 1] === "<") {
      if (stack.length >= MAX_NESTING) return { streams, namesAt, entriesAt, broken: true };
      stack.push({ kind: "dict", start: i, items: [], hasText: false });
      justClosed = null;
      i += 2;
    } else if (c === "<") {
      const end = text.indexOf(">", i + 1);
      if (end === -1) break;
      anomaly();
      push({ t: "other" });
      justClosed = null;
      i = end + 1;
    } else if (c === ">" && text[i + 1] === ">") {
      // A ">>" that closes an array first closes that array (a malformed file, noted).
      while (top()?.kind === "array") {
        anomaly();
        closeFrame(i);
      }
      if (top()) closeFrame(i + 2);
      else justClosed = null;
      i += 2;
    } else if (c === "[") {
      if (stack.length >= MAX_NESTING) return { streams, namesAt, entriesAt, broken: true };
      stack.push({ kind: "array", start: i, items: [], hasText: false });
      justClosed = null;
      i++;
    } else if (c === "]") {
      if (top()?.kind === "array") closeFrame(i + 1);
      else anomaly();
      i++;
    } else if (c === "/") {
      let end = i + 1;
      while (end < text.length && isRegular(text.charCodeAt(end))) end++;
      const name = decodeName(text.slice(i + 1, end));
      if (name === "First" || name === "ObjStm") namesAt.add(i);
      push({ t: "name", v: name });
      i = end;
    } else if (!isRegular(code)) {
      // A stray ")", ">", "{" or "}".
      anomaly();
      i++;
    } else {
      let end = i + 1;
      while (end < text.length && isRegular(text.charCodeAt(end))) end++;
      const word = text.slice(i, end);
      if (word === "obj" || word === "xref" || word === "trailer") entriesAt.add(i);
      i = end;
      if (NUMBER.test(word)) {
        push({ t: "num", v: Number(word) });
      } else if (word === "R") {
        const items = top()?.items;
        const [gen, num] = [items?.at(-1), items?.at(-2)];
        if (items && gen?.t === "num" && num?.t === "num") items.splice(-2, 2);
        push({ t: "ref" });
      } else if (word === "null") {
        push({ t: "null" });
      } else if (word === "stream" && justClosed) {
        const dict: Dict = justClosed;
        // The data starts after the end of the line that holds the keyword (CR LF, LF or a lone CR).
        let dataStart = i;
        while (dataStart < text.length && text[dataStart] !== "\n" && text[dataStart] !== "\r") dataStart++;
        if (text[dataStart] === "\r" && text[dataStart + 1] === "\n") dataStart++;
        dataStart++;
        // /Length when "endstream" follows it, as readers do; otherwise the next "endstream".
        const length = dict.entries.get("Length");
        let dataEnd = -1;
        if (length?.t === "num" && Number.isInteger(length.v) && length.v >= 0) {
          const after = dataStart + length.v;
          const keyword = skipWhite(text, after);
          const next = text.charCodeAt(keyword + "endstream".length);
          if (text.startsWith("endstream", keyword) && (Number.isNaN(next) || !isRegular(next)))
            dataEnd = after;
        }
        if (dataEnd === -1) dataEnd = text.indexOf("endstream", dataStart);
        if (dataEnd === -1 || dataStart > text.length) return { streams, namesAt, entriesAt, broken: true };
        streams.push({ dict, dataStart, dataEnd });
        i = text.indexOf("endstream", dataEnd) + "endstream".length;
        stack = [];
        justClosed = null;
      } else if (word === "obj" || word === "endobj") {
        // Each object is parsed on its own: whatever was left open before it does not reach into it.
        stack = [];
        justClosed = null;
      } else {
        push({ t: "other" });
      }
    }
  }
  return { streams, namesAt, entriesAt, broken: false };
}

/** The filters of a stream, or null when they are not plain names (an indirect or malformed /Filter). */
function filtersOf(dict: Dict): string[] | null {
  // pdf.js also takes the abbreviation /F; both present is ambiguous.
  const full = dict.entries.get("Filter");
  const short = dict.entries.get("F");
  if (full && short) return null;
  const filter = full ?? short;
  if (!filter || filter.t === "null") return [];
  if (filter.t === "name") return [filter.v];
  if (filter.t !== "array") return null;
  const names = filter.items.map((item) => (item.t === "name" ? item.v : null));
  return names.every((n) => n !== null) ? (names as string[]) : null;
}

/** Whether a stream's decode parameters leave the inflated bytes as they are (no predictor). */
function withoutPredictor(dict: Dict): boolean {
  const params = dict.entries.get("DecodeParms") ?? dict.entries.get("DP");
  if (!params || params.t === "null") return true;
  const plain = (value: Value) => {
    if (value.t === "null") return true;
    if (value.t !== "dict") return false;
    const predictor = value.d.entries.get("Predictor");
    return !predictor || (predictor.t === "num" && predictor.v <= 1);
  };
  return params.t === "array" ? params.items.every(plain) : plain(params);
}

/** A stream a reader would take objects from: /Type /ObjStm (PDFium), or /First (pdf.js checks no type). */
const isObjectStream = (dict: Dict) => {
  const type = dict.entries.get("Type");
  return (type?.t === "name" && type.v === "ObjStm") || dict.entries.has("First");
};

/** "/First" followed by a reference (a bookmark's first child), not an object stream's offset. */
const FOLLOWED_BY_REFERENCE =
  /(?:[\0\t\n\f\r ]|%[^\r\n]*)*\d+(?:[\0\t\n\f\r ]|%[^\r\n]*)+\d+(?:[\0\t\n\f\r ]|%[^\r\n]*)+R(?![^\0\t\n\f\r ()<>[\]{}/%])/y;

/** A delimited obj, xref or trailer keyword: where a reader starts parsing (a cross-reference points there). */
const ENTRY_KEYWORD = /(?<![^\0\t\n\f\r ()<>[\]{}/%])(?:obj|xref|trailer)(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

/**
 * The first active name in the file as written. Compressed fonts and images are random bytes, where "/JS"
 * followed by a space turns up by chance in a few of every hundred large files; names inside stream data are
 * skipped when that cannot hide anything: every keyword a reader can start parsing at (obj, xref, trailer)
 * is one the lexer read as such, so every object a reader can reach is parsed here the same way, and what it
 * reads as stream data is data. One such keyword inside a string, comment or stream data, and every name
 * counts.
 */
function activeNameOutsideData(text: string, streams: Stream[], entriesAt: Set<number>): string | null {
  let hiddenEntry = false;
  for (const match of text.matchAll(ENTRY_KEYWORD)) {
    if (!entriesAt.has(match.index)) {
      hiddenEntry = true;
      break;
    }
  }
  if (hiddenEntry) return activeNameIn(text);
  let s = 0;
  let found: string | null = null;
  eachName(text, (name, at, end) => {
    if (!ACTIVE_NAMES.has(name) && name !== "URI" && name !== "Base") return false;
    while (s < streams.length && (streams[s]?.dataEnd ?? 0) <= at) s++;
    const stream = streams[s];
    if (stream && at >= stream.dataStart) return false;
    found = activeAt(text, name, end, text);
    return found !== null;
  });
  return found;
}

/** Where the file names an object stream, in order: every /ObjStm, and every /First not followed by a reference. */
function objectStreamMarkers(text: string): number[] {
  const markers: number[] = [];
  const reference = new RegExp(FOLLOWED_BY_REFERENCE.source, "y");
  eachName(text, (name, at, end) => {
    if (name === "ObjStm") markers.push(at);
    else if (name === "First") {
      reference.lastIndex = end;
      if (!reference.test(text)) markers.push(at);
    }
    return false;
  });
  return markers;
}

/**
 * Looks for active content in a PDF: in its objects as written, and inside its compressed object streams
 * (where a file can hide its dictionaries). Returns what was found ("JavaScript", "Launch"…), or
 * "uninspectable" when an object stream cannot be read the way a reader would within the budget (a filter
 * other than Flate, a predictor, broken or encrypted data, too large, a dictionary holding strings or
 * comments, or an object stream written where a sequential parse does not reach it, e.g. inside a string
 * a cross-reference could still point into): such a file is refused rather than accepted unseen.
 * null: nothing found.
 */
export function findPdfActiveContent(pdf: Buffer): string | null {
  const text = pdf.toString("latin1");
  const { streams, namesAt, entriesAt, broken } = lex(text);
  const found = activeNameOutsideData(text, streams, entriesAt);
  if (found) return found;
  if (broken) return "uninspectable";

  let budget = INFLATE_BUDGET_BYTES;
  const inspected: Dict[] = [];
  for (const { dict, dataStart, dataEnd } of streams) {
    if (!isObjectStream(dict)) continue;
    const filters = filtersOf(dict);
    if (!filters || !withoutPredictor(dict)) return "uninspectable";
    if (!filters.every((f) => f === "FlateDecode" || f === "Fl")) return "uninspectable";
    let data = pdf.subarray(dataStart, dataEnd);
    for (const _ of filters) {
      if (budget <= 0) return "uninspectable";
      try {
        data = inflateSync(data, { maxOutputLength: budget });
      } catch {
        return "uninspectable";
      }
      budget -= data.byteLength;
    }
    const content = data.toString("latin1");
    const inside = activeNameIn(content, text);
    if (inside) return inside;
    // An object stream starts with its objects' numbers; anything else was not decoded as a reader would.
    // Its dictionary holds names and numbers only: a string or comment in it is there to mislead a parser.
    if (!/^[\0\t\n\f\r ]*([+-]?\d|$)/.test(content) || dict.hasText) return "uninspectable";
    inspected.push(dict);
  }

  // Every place the file names an object stream must be in one just inspected (both lists in file order).
  let d = 0;
  for (const at of objectStreamMarkers(text)) {
    while (d < inspected.length && (inspected[d]?.end ?? 0) <= at) d++;
    const dict = inspected[d];
    if (!namesAt.has(at) || !dict || at < dict.start) return "uninspectable";
  }
  return null;
}
