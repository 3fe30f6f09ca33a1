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
  "RichMediaExecute",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
]);

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

function activeNameIn(text: string): string | null {
  let found: string | null = null;
  eachName(text, (name) => {
    if (ACTIVE_NAMES.has(name)) found = name;
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
  eachName(text, (name, at) => {
    if (!ACTIVE_NAMES.has(name)) return false;
    while (s < streams.length && (streams[s]?.dataEnd ?? 0) <= at) s++;
    const stream = streams[s];
    if (stream && at >= stream.dataStart) return false;
    found = name;
    return true;
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
    const inside = activeNameIn(content);
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
