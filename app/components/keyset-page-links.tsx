import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "./ui/button.tsx";

/** The address parameters that place a keyset page (issue 37); every other one (the filters) is kept. */
const PLACE_PARAMS = ["despues", "antes", "pagina"] as const;

/**
 * The address of the page before (`antes`, newer rows) or after (`despues`, older rows) a cursor, the current
 * filters kept. `label` is the page number shown there ("Página 2 de 5"); page 1 is the plain address.
 */
export function keysetHref(
  { pathname, search }: { pathname: string; search: string },
  direction: "antes" | "despues",
  cursor: string,
  label?: number,
) {
  const params = new URLSearchParams(search);
  for (const key of PLACE_PARAMS) params.delete(key);
  if (label === undefined || label > 1) {
    params.set(direction, cursor);
    if (label !== undefined) params.set("pagina", String(label));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

type KeysetPageLinksProps = {
  /** The navigation's accessible name. */
  label: string;
  /** Cursors of the pages either side, null at either end (a service's `newer` / `older`). */
  newer: string | null;
  older: string | null;
  newerText: string;
  olderText: string;
  /** The page number shown, when the list knows it: links then carry it along. */
  page?: number;
  /** What sits between the links ("Página 2 de 5"). */
  children?: ReactNode;
};

/** Previous / next links of a list paged by keyset, with the filters in the address kept. */
export function KeysetPageLinks({
  label,
  newer,
  older,
  newerText,
  olderText,
  page,
  children,
}: KeysetPageLinksProps) {
  const location = useLocation();
  if (!newer && !older) return null;
  const linkClass = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {newer ? (
        <Link to={keysetHref(location, "antes", newer, page && page - 1)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {newerText}
        </Link>
      ) : (
        <span />
      )}
      {children}
      {older ? (
        <Link to={keysetHref(location, "despues", older, page && page + 1)} className={linkClass} rel="next">
          {olderText}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
