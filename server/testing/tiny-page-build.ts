import type { ServerBuild } from "react-router";

const page = { default: () => null };

/**
 * The smallest React Router server build createHttpApp can serve, for tests that need pages without the real
 * build: a trip page at /viaje/:slug and the catch-all 404, both answered with a short text by its entry.
 */
export const tinyPageBuild = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response(`page ${status}`, { status, headers }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: page },
    "routes/viaje.$slug": { id: "routes/viaje.$slug", parentId: "root", path: "viaje/:slug", module: page },
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      path: "*",
      module: {
        ...page,
        loader: () => {
          throw new Response("Not Found", { status: 404 });
        },
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  basename: "/",
} as unknown as ServerBuild;
