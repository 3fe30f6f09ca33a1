import type { Context } from "hono";
import { routePath } from "hono/route";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The label of a request no route answers (the 404 page, a path nothing serves). */
export const UNMATCHED = "unmatched";

type PageBuild = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The route label of an answered request: Hono's registered path for the server's own routes ("/api/health",
 * "/api/files/:id", "/assets/*"), else the pattern of the React Router page that answered ("/viaje/:slug", its
 * `.data` requests included), else "unmatched". Never the URL itself: a label per URL would grow without end.
 */
export function createRouteLabeller(build: PageBuild) {
  // The production build's routes are fixed: their tree is built once. Development (Vite) asks for it each time.
  let fixed: RouteObject[] | null = null;
  const pageTree = async () => {
    if (typeof build === "function") return routeTree(await build());
    fixed ??= routeTree(build);
    return fixed;
  };
  return async (c: Context): Promise<string> => {
    const registered = routePath(c);
    if (registered && registered !== "*" && registered !== "/*") return registered;
    return pagePattern(await pageTree(), new URL(c.req.url).pathname);
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  type Route = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, Route[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: children(route.id),
          },
    );
  return children(undefined);
}

/** The matched page's pattern; a single-fetch data request (`/x.data`, `/_root.data`) counts as its page. */
export function pagePattern(tree: RouteObject[], pathname: string): string {
  let page = pathname;
  if (page === "/_root.data") page = "/";
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  const matches = matchRoutes(tree, page) ?? [];
  const last = matches.at(-1);
  // The catch-all page (app/routes/$.tsx) is the 404: whatever was asked for, it is one label.
  if (!last || last.route.path === "*") return UNMATCHED;
  const parts = matches.map((m) => m.route.path ?? "").filter((p) => p !== "");
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
