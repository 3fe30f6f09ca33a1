import { KeysetPageLinks } from "../../components/keyset-page-links.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The cursor of the newer (previous) page, null on the first. */
  newer: string | null;
  /** The cursor of the older (next) page, null on the last. */
  older: string | null;
};

/** Reservas' previous / next page links (keyset, issue 37) with "Página 2 de 5" between them. */
export function Pagination({ page, pageCount, newer, older }: PaginationProps) {
  const { t } = useTranslation("workspace");
  return (
    <KeysetPageLinks
      label={t("bookings.pagination")}
      newer={newer}
      older={older}
      newerText={t("bookings.previous")}
      olderText={t("bookings.next")}
      page={page}
    >
      <span className="text-sm text-gray-600" aria-current="page">
        {t("bookings.page", { page, count: pageCount })}
      </span>
    </KeysetPageLinks>
  );
}
