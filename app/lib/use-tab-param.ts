import { useLocation, useSearchParams } from "react-router";

/**
 * Tabs mirrored in the address (`?tab=<id>`, absent for the first tab), for `<Tabs value onValueChange hrefFor>`:
 * the tabs are links, so a visitor without scripts (or before they load) gets the chosen tab from the server, and
 * a reload or a shared link shows the same tab. The route's shouldRevalidate should ignore `tab`
 * (`sameExceptTab`): the panels' data is already on the page.
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

/** For shouldRevalidate: two addresses that differ only in `param` (a tab switch) need no new data. */
export function sameExceptTab(a: URL, b: URL, param = "tab"): boolean {
  if (a.pathname !== b.pathname) return false;
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    params.sort();
    return params.toString();
  };
  return without(a) === without(b);
}
