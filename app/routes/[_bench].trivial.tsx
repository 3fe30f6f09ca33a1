import { data } from "react-router";
import type { Route } from "./+types/[_bench].trivial";

/**
 * GET /_bench/trivial: the floor of `npm run bench`'s render-throughput figure (bench/render-throughput.ts).
 * A React Router page with no loader work and a tiny body, rendered inside the root layout like every page,
 * so the ratio "page r/s / trivial r/s" isolates what a page's own loader and components cost on top of what
 * every page pays (HTTP, session lookup, the root loader, the layout). A 404 unless the server was started
 * with BENCH_ROUTES=true: not a public page, not in the sitemap.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.deps.config.BENCH_ROUTES) throw data(null, { status: 404 });
  return null;
}

export default function BenchTrivial() {
  return <p>ok</p>;
}
