import type { ReactNode } from "react";
import type { Locale } from "#core/constants/locales";
import { parsePageMarkup } from "#core/format/page-markup";
import {
  type ContentBlock,
  type EditableTextId,
  fieldName,
  textKey,
  textsOfBlock,
} from "#core/schemas/site-texts";
import { PageSectionBlocks } from "../../components/page-section-blocks.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type PreviewProps = {
  block: ContentBlock;
  locale: Locale;
  values: Record<string, string>;
  /** What `{{refundTable}}` draws: the policy page's own refund table, handed down by the route. */
  refundTable?: ReactNode;
};

/** Sections written in the page markup, as the public page lays them out (titles, paragraphs, lists, links). */
function MarkupPreview({
  markup,
  numbered,
  refundTable,
}: {
  markup: string;
  numbered: boolean;
  refundTable?: ReactNode;
}) {
  const parsed = parsePageMarkup(markup);
  if (!("sections" in parsed)) return null;
  return (
    <div className="flex flex-col gap-5">
      {parsed.sections.map((s, i) => (
        <div key={s.id} className="flex flex-col gap-2 text-sm leading-relaxed text-gray-700">
          <p className="text-base font-semibold text-ink">
            {numbered ? `${i + 1}. ` : ""}
            {s.title}
          </p>
          <PageSectionBlocks blocks={s.blocks} table={refundTable} />
        </div>
      ))}
    </div>
  );
}

/**
 * One language of a block as visitors will read it: the home hero on its dark band, the other pages' texts in
 * their order with long pages laid out from their markup. Shown after 'Vista previa', before 'Publicar'.
 */
export function ContentPreview({ block, locale, values, refundTable }: PreviewProps) {
  const { t } = useTranslation("admin");
  const value = (id: EditableTextId) => values[fieldName(locale, id)] ?? "";
  if (block === "home") {
    return (
      <div
        lang={locale}
        className="rounded-2xl bg-ink px-6 py-8 text-white"
        data-testid={`hero-preview-${locale}`}
      >
        <p className="text-xs font-semibold tracking-widest text-brand uppercase">
          {value("home:heroEyebrow")}
        </p>
        <p className="mt-2 text-2xl leading-tight font-bold text-balance">{value("home:heroTitle")}</p>
        <p className="mt-3 text-white/90">{value("home:heroSubtitle")}</p>
      </div>
    );
  }
  return (
    <div
      lang={locale}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6"
      data-testid={`content-preview-${locale}`}
    >
      {textsOfBlock(block).map(({ id, kind }) =>
        kind === "markup" ? (
          <div key={id} className="flex flex-col gap-3">
            {block === "help" ? (
              <p className="text-xs font-semibold tracking-wider text-gray-500 uppercase">
                {t(`content.fields.${textKey(id)}`)}
              </p>
            ) : null}
            <MarkupPreview markup={value(id)} numbered={block !== "help"} refundTable={refundTable} />
          </div>
        ) : kind === "line" ? (
          <p key={id} className="text-lg font-semibold text-ink">
            {value(id)}
          </p>
        ) : (
          <p key={id} className="text-sm leading-relaxed text-gray-600">
            {value(id)}
          </p>
        ),
      )}
    </div>
  );
}
