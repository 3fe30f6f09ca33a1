/**
 * What a machine translator must hand back untouched: placeholders ({name}, {{count}}, %s, %1$d) and
 * HTML-like text (<b>, </p>, <br/>, <!-- … -->, &amp;, &#233;). A guide's text is plain text (the pages render
 * it as text), so it goes to the provider without tag handling; instead each such span is swapped for a
 * numbered token the provider leaves alone (⟦0⟧, ⟦1⟧…) and put back afterwards (a token already in the text
 * is itself a protected span).
 */
const PROTECTED =
  /\{\{[^{}]*\}\}|\{[^{}\s][^{}]*\}|%(?:\d+\$)?[sd]|<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>|&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);|⟦\s*\d+\s*⟧/g;
/** A token as sent, and as a provider may hand it back (spaces added inside the brackets). */
const TOKEN = /⟦\s*(\d+)\s*⟧/g;

export type ProtectedText = {
  /** What is sent to the provider. */
  text: string;
  /** The spans taken out, by token number. */
  spans: string[];
  /** Nothing but whitespace and protected spans: nothing to translate. */
  nothingToTranslate: boolean;
};

export function protectSpans(text: string): ProtectedText {
  const spans: string[] = [];
  const sent = text.replace(PROTECTED, (span) => {
    spans.push(span);
    return `⟦${spans.length - 1}⟧`;
  });
  return { text: sent, spans, nothingToTranslate: sent.replace(TOKEN, "").trim() === "" };
}

/**
 * Puts the spans back into the provider's answer. Null when the answer lost, repeated or invented a token (or
 * the source already held one): the caller keeps the source text rather than a draft with a broken placeholder.
 */
export function restoreSpans(translated: string, spans: string[]): string | null {
  const seen = new Set<number>();
  let broken = false;
  const restored = translated.replace(TOKEN, (_token, n: string) => {
    const index = Number(n);
    if (index >= spans.length || seen.has(index)) broken = true;
    seen.add(index);
    return spans[index] ?? "";
  });
  return broken || seen.size !== spans.length ? null : restored;
}
