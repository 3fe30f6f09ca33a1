import { slugify } from "../rules/text.ts";

/**
 * The plain-text markup an admin writes long pages in (Contenido: help questions, legal pages). Never HTML:
 *
 *   ## A section title (or a question)
 *   A paragraph. Lines that follow without a blank line join it.
 *
 *   - A list item
 *   - Another
 *
 *   [A link to a page of the site](/politica-cancelacion)
 *   {{refundTable}}
 *
 * `{{email}}`-style placeholders stay as written and are filled when the page renders (fillPlaceholders).
 */
export type PageBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "link"; to: string; label: string }
  | { kind: "table" };

export type PageSection = { id: string; title: string; blocks: PageBlock[] };

export type MarkupProblem =
  | "noSections"
  | "textBeforeSection"
  | "emptySection"
  | "emptyTitle"
  | "badLink"
  | "tooManySections";

export const MAX_SECTIONS = 60;
const TABLE_MARKER = "{{refundTable}}";
const LINK_LINE = /^\[([^\]]+)\]\((.*)\)$/;

/** A link the markup may hold: a page of this site ("/viajes"), never another host or a script. */
export function isSitePath(to: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*$/.test(to);
}

function blockFrom(lines: string[]): PageBlock | { problem: MarkupProblem } {
  if (lines.length === 1 && lines[0] === TABLE_MARKER) return { kind: "table" };
  if (lines.length === 1) {
    const link = LINK_LINE.exec(lines[0] ?? "");
    if (link) {
      const [, label = "", to = ""] = link;
      return isSitePath(to) ? { kind: "link", to, label: label.trim() } : { problem: "badLink" };
    }
  }
  if (lines.every((l) => l.startsWith("- ")))
    return { kind: "list", items: lines.map((l) => l.slice(2).trim()) };
  return { kind: "p", text: lines.join(" ") };
}

/** Section ids for anchors: the title's slug, numbered when two titles share one. */
function withIds(sections: Array<Omit<PageSection, "id">>): PageSection[] {
  const seen = new Map<string, number>();
  return sections.map((s, i) => {
    const base = slugify(s.title) || `s${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...s, id: n === 1 ? base : `${base}-${n}` };
  });
}

/** Reads the markup; the first problem found is returned instead when it is not well formed. */
export function parsePageMarkup(markup: string): { sections: PageSection[] } | { problem: MarkupProblem } {
  const sections: Array<Omit<PageSection, "id">> = [];
  let current: Omit<PageSection, "id"> | null = null;
  let pending: string[] = [];
  const flush = (): MarkupProblem | null => {
    if (pending.length === 0) return null;
    if (!current) return "textBeforeSection";
    const block = blockFrom(pending);
    pending = [];
    if ("problem" in block) return block.problem;
    current.blocks.push(block);
    return null;
  };
  for (const raw of markup.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line.startsWith("## ") || line === "##") {
      const problem = flush();
      if (problem) return { problem };
      const title = line.slice(2).trim();
      if (!title) return { problem: "emptyTitle" };
      current = { title, blocks: [] };
      sections.push(current);
    } else if (line === "") {
      const problem = flush();
      if (problem) return { problem };
    } else {
      // A list item after paragraph lines (or the reverse) starts a new block.
      const last = pending.at(-1);
      if (last !== undefined && last.startsWith("- ") !== line.startsWith("- ")) {
        const problem = flush();
        if (problem) return { problem };
      }
      pending.push(line);
    }
  }
  const problem = flush();
  if (problem) return { problem };
  if (sections.length === 0) return { problem: "noSections" };
  if (sections.length > MAX_SECTIONS) return { problem: "tooManySections" };
  if (sections.some((s) => s.blocks.length === 0)) return { problem: "emptySection" };
  return { sections: withIds(sections) };
}

/** The markup of some sections (what the editor starts from when nothing was published). */
export function toPageMarkup(sections: ReadonlyArray<Pick<PageSection, "title" | "blocks">>): string {
  return sections
    .map((s) =>
      [
        `## ${s.title}`,
        ...s.blocks.map((b) => {
          if (b.kind === "p") return b.text;
          if (b.kind === "list") return b.items.map((i) => `- ${i}`).join("\n");
          if (b.kind === "link") return `[${b.label}](${b.to})`;
          return TABLE_MARKER;
        }),
      ].join("\n\n"),
    )
    .join("\n\n");
}

/** Fills `{{name}}` placeholders with the page's values; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every text of some sections with its placeholders filled. */
export function fillSections(sections: PageSection[], values: Record<string, string>): PageSection[] {
  const fill = (t: string) => fillPlaceholders(t, values);
  return sections.map((s) => ({
    ...s,
    title: fill(s.title),
    blocks: s.blocks.map((b) =>
      b.kind === "p"
        ? { kind: "p", text: fill(b.text) }
        : b.kind === "list"
          ? { kind: "list", items: b.items.map(fill) }
          : b.kind === "link"
            ? { ...b, label: fill(b.label) }
            : b,
    ),
  }));
}
