import { ArrowRight } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { PageBlock } from "#core/format/page-markup";

/**
 * The text of one section of a long page (legal pages, help answers, Contenido's preview) in its order:
 * paragraphs, bullet lists, a link to a page of the site, and where the markup asks for it, `table`.
 * Everything renders as text, never as HTML.
 */
export function PageSectionBlocks({ blocks, table }: { blocks: PageBlock[]; table?: ReactNode }) {
  return blocks.map((block, i) => {
    const key = `${block.kind}-${i}`;
    if (block.kind === "p") return <p key={key}>{block.text}</p>;
    if (block.kind === "list") {
      return (
        <ul key={key} className="flex flex-col gap-2.5">
          {block.items.map((item, j) => (
            <li key={j} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    }
    if (block.kind === "link") {
      return (
        <Link
          key={key}
          to={block.to}
          className="inline-flex items-center gap-1.5 font-semibold text-ink underline-offset-4 hover:underline"
        >
          {block.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      );
    }
    return <Fragment key={key}>{table ?? null}</Fragment>;
  });
}
