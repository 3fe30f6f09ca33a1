import { type ShouldRevalidateFunctionArgs, useLocation, useSearchParams } from "react-router";

/**
 * Tabs mirrored in the address (`?tab=<id>`, absent for the first tab), for `<Tabs value onValueChange hrefFor>`:
 * the tabs are links, so a visitor without scripts (or before they load) gets the chosen tab from the server, and
 * a reload or a shared link shows the same tab. The route's shouldRevalidate should ignore `tab`
 * (`revalidateUnlessOnly`): the panels' data is already on the page.
 */
export function useTabParam<const Id extends string>(ids: readonly Id[], param = "tab") {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const first = ids[0];
  const requested = searchParams.get(param);
  const value = (ids as readonly string[]).includes(requested ?? "") ? (requested as Id) : first;

  const paramsFor = (id: string, from: URLSearchParams) => {
    const next = new URLSearchParams(from);
    if (id === first) next.delete(param);
    else next.set(param, id);
    return next;
  };
  const hrefFor = (id: string) => {
    const query = paramsFor(id, searchParams).toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const onValueChange = (id: string) =>
    setSearchParams((current) => paramsFor(id, current), { preventScrollReset: true });
  return { value, hrefFor, onValueChange };
}

/** Two addresses of the same page that differ only in `params` (a tab or a departure picked on the page). */
export function sameExcept(a: URL, b: URL, params: readonly string[]): boolean {
  if (a.pathname !== b.pathname) return false;
  const without = (url: URL) => {
    const query = new URLSearchParams(url.search);
    for (const param of params) query.delete(param);
    query.sort();
    return query.toString();
  };
  return without(a) === without(b);
}

/**
 * A route's shouldRevalidate when only `params` changed: the page already holds the data (switching a tab,
 * picking a departure). Submissions, other pages and explicit revalidations (same address) reload as usual.
 */
export function revalidateUnlessOnly(params: readonly string[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (formMethod || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
    return sameExcept(currentUrl, nextUrl, params) ? false : defaultShouldRevalidate;
  };
}
