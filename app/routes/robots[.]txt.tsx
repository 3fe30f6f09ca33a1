import type { Route } from "./+types/robots[.]txt";

/** Private areas crawlers have nothing to do in (they require a login or change state). */
const DISALLOWED = [
  "/admin",
  "/tropleader/dashboard",
  "/viajero/",
  "/mensajes",
  "/reservar/",
  "/lista-de-deseos",
  "/success",
  "/cancel",
  "/dev/",
  "/api/",
];

/** GET /robots.txt: everything public may be crawled; dashboards, messages and dev tools may not. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${context.deps.config.appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
