import type { Logger } from "../lib/logger.ts";
import type { CachedPage, PageRequest, PublicPageCache, Visit, VisitTask } from "../lib/public-page-cache.ts";
import { pickEncoding } from "./compress-page.ts";

export type PageRender = (onEachVisit: (task: VisitTask) => Promise<void>) => Promise<Response>;

/**
 * The page cache's answer for a request (server/lib/public-page-cache.ts): its key (null: render it for this
 * visitor alone) and the kept page, if any. Looked up before the security headers are written, so a kept page
 * is sent with the Content-Security-Policy nonce it was rendered with.
 */
export function lookupPublicPage(
  cache: PublicPageCache | null,
  request: PageRequest,
): { key: string | null; hit?: CachedPage } {
  const key = cache?.keyFor(request) ?? null;
  return { key, hit: key && cache ? cache.get(key) : undefined };
}

/** A kept page, byte for byte, after the per-visitor work it registered ran for this visitor. */
export async function sendCachedPage(
  hit: CachedPage,
  visit: Visit,
  acceptEncoding: string | null,
  logger: Logger,
): Promise<Response> {
  await Promise.all(hit.perVisit.map((task) => runVisitTask(task, visit, logger)));
  const encoding = pickEncoding(acceptEncoding);
  const headers = new Headers(hit.headers);
  headers.append("Vary", "Accept-Encoding");
  if (encoding) headers.set("Content-Encoding", encoding);
  return new Response(await hit.body(encoding), { status: hit.status, headers });
}

/**
 * Renders a page; when it has a key and may be shared, keeps it. The per-visitor work the page registers
 * (context.onEachVisit) runs now for this visitor and is kept with the page for the next ones.
 */
export async function renderPublicPage(
  cache: PublicPageCache | null,
  key: string | null,
  served: { visit: Visit; nonce: string | undefined; logger: Logger },
  render: PageRender,
): Promise<Response> {
  const { visit, nonce, logger } = served;
  const generation = cache?.begin() ?? 0;
  const perVisit: VisitTask[] = [];
  const run = () =>
    render(async (task) => {
      perVisit.push(task);
      await runVisitTask(task, visit, logger);
    });
  // The page is kept no longer than the visitor data it was rendered from (public-page-cache.ts).
  const { result: response, dataReadAt } = cache
    ? await cache.track(run)
    : { result: await run(), dataReadAt: null };
  if (!key || !cache || !nonce || response.status !== 200 || !response.body) return response;
  // The page's bytes as they are (no UTF-8 decode and encode of the whole page).
  const html = Buffer.from(await response.arrayBuffer());
  cache.store(key, generation, {
    status: response.status,
    headers: response.headers,
    html,
    nonce,
    requestId: visit.requestId,
    perVisit,
    dataReadAt,
  });
  return new Response(html, response);
}

/** A visitor's page never fails because of its bookkeeping: a failed task is logged. */
async function runVisitTask(task: VisitTask, visit: Visit, logger: Logger): Promise<void> {
  try {
    await task(visit);
  } catch (error) {
    logger.warn("per-visit work failed", { requestId: visit.requestId, error });
  }
}
