import type { PageBlock, PageSection } from "#core/format/page-markup";
import { slugify } from "#core/rules/text";

/** A legal page's section as the translation files write it (locales/<lng>/legal.json). */
type LocaleLegalSection = {
  id: string;
  title: string;
  paragraphs?: string[];
  list?: string[];
  link?: { to: string; label: string };
  /** The cancellation page puts its refund table after the first paragraph. */
  table?: boolean;
};

/** A help question as the translation files write it (locales/<lng>/help.json). */
type LocaleHelpItem = { q: string; a: string; link?: { to: string; label: string } };

/** The translation files' legal sections as page sections (the shape published markup is read into). */
export function legalSectionsFromLocale(sections: LocaleLegalSection[]): PageSection[] {
  return sections.map((s) => {
    const [first, ...rest] = s.paragraphs ?? [];
    const blocks: PageBlock[] = [
      ...(first === undefined ? [] : [{ kind: "p" as const, text: first }]),
      ...(s.table ? [{ kind: "table" as const }] : []),
      ...rest.map((text) => ({ kind: "p" as const, text })),
      ...(s.list ? [{ kind: "list" as const, items: s.list }] : []),
      ...(s.link ? [{ kind: "link" as const, ...s.link }] : []),
    ];
    return { id: s.id, title: s.title, blocks };
  });
}

/** The translation files' help questions as page sections: the question is the title, the answer its text. */
export function helpSectionsFromLocale(items: LocaleHelpItem[]): PageSection[] {
  return items.map((item) => ({
    id: slugify(item.q),
    title: item.q,
    blocks: [{ kind: "p", text: item.a }, ...(item.link ? [{ kind: "link" as const, ...item.link }] : [])],
  }));
}

/** Which converter reads a markup text's default from the translation files. */
export function sectionsFromLocale(id: string, value: unknown): PageSection[] {
  if (!Array.isArray(value)) return [];
  return id.startsWith("help:")
    ? helpSectionsFromLocale(value as LocaleHelpItem[])
    : legalSectionsFromLocale(value as LocaleLegalSection[]);
}
