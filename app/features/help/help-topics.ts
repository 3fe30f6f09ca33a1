import { BookOpen, CreditCard, type LucideIcon, Map as MapIcon, ShieldCheck, Sparkles } from "lucide-react";
import { fillSections, parsePageMarkup } from "#core/format/page-markup";
import { normalizeSearchText } from "#core/rules/text";

/** The five help categories of doc 2 §2, in display order; their questions live in locales/<lng>/help.json. */
export const HELP_TOPICS: ReadonlyArray<{ id: string; icon: LucideIcon }> = [
  { id: "general", icon: BookOpen },
  { id: "bookings", icon: CreditCard },
  { id: "trip", icon: MapIcon },
  { id: "tropleaders", icon: Sparkles },
  { id: "safety", icon: ShieldCheck },
];

export type HelpItem = { q: string; a: string; link?: { to: string; label: string } };
export type HelpTopic = {
  id: string;
  icon: LucideIcon;
  title: string;
  items: Array<HelpItem & { id: string }>;
};

/**
 * Topics with only the questions whose question or answer contains every word of the query (accents and
 * case ignored); topics left without questions are dropped. An empty query keeps everything.
 */
export function filterHelpTopics(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => {
        const haystack = normalizeSearchText(`${item.q} ${item.a}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((topic) => topic.items.length > 0);
}

/**
 * A topic's questions: what an admin published in Contenido (page markup: a "## " title per question, the
 * answer's paragraphs and list items under it, its first link shown after the answer), else the translation
 * file's list.
 */
export function helpItems(
  published: string | undefined,
  fromLocale: unknown,
  values: Record<string, string>,
): HelpItem[] {
  const parsed = published === undefined ? null : parsePageMarkup(published);
  if (!parsed || !("sections" in parsed)) return Array.isArray(fromLocale) ? (fromLocale as HelpItem[]) : [];
  return fillSections(parsed.sections, values).map((s) => {
    const link = s.blocks.find((b) => b.kind === "link");
    return {
      q: s.title,
      a: s.blocks
        .flatMap((b) => (b.kind === "p" ? [b.text] : b.kind === "list" ? b.items.map((i) => `• ${i}`) : []))
        .join("\n"),
      ...(link ? { link: { to: link.to, label: link.label } } : {}),
    };
  });
}
