import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.TROPA_BUILD_DIR ?? "build",
  // Every route's entry ships with the page (one long-cached file, ~4 KiB compressed) instead of being fetched
  // from /__manifest for the links on screen after hydration: each such fetch added routes and re-rendered the
  // whole page, about a fifth of a trip page's start-up JavaScript (docs/decisions/0026-javascript-budget-and-caching.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
