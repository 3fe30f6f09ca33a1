import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Previous / next page links that keep the filters in the address. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("workspace");
  const { search } = useLocation();
  if (pageCount <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("pagina", String(p));
    return `?${params}`;
  };
  return (
    <nav aria-label={t("bookings.pagination")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("bookings.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600" aria-current="page">
        {t("bookings.page", { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })} rel="next">
          {t("bookings.next")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
