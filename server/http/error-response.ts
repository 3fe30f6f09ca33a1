import type { Context } from "hono";
import type { Locale } from "#core/constants/locales";
import { ERROR_PAGE_TEXTS } from "./error-texts.ts";
import { resolveLocale } from "./resolve-locale.ts";

export type HttpErrorKind = "internal" | "payload_too_large" | "bad_request" | "not_found";

const STATUS: Record<HttpErrorKind, 500 | 413 | 400 | 404> = {
  internal: 500,
  payload_too_large: 413,
  bad_request: 400,
  not_found: 404,
};

type ErrorTexts = (typeof ERROR_PAGE_TEXTS)[Locale];

function textsFor(kind: HttpErrorKind, t: ErrorTexts) {
  if (kind === "payload_too_large") {
    return {
      title: t.payloadTooLargeTitle,
      body: t.payloadTooLargeBody,
      key: "common:errors.payloadTooLargeBody",
    };
  }
  if (kind === "not_found") {
    return { title: t.notFoundTitle, body: t.notFoundBody, key: "common:errors.notFoundBody" };
  }
  if (kind === "bad_request") {
    return { title: t.badRequestTitle, body: t.badRequestBody, key: "common:errors.badRequestBody" };
  }
  return { title: t.genericTitle, body: t.genericBody, key: "common:errors.genericBody" };
}

/** Calls from scripts and other programs (JSON endpoints, the pages' data requests) get JSON; pages get HTML. */
export function wantsJson(c: Context): boolean {
  const path = c.req.path;
  if (path.startsWith("/api/") || path.endsWith(".data")) return true;
  const accept = c.req.header("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** The brand mark (as in the favicon), inline: the page needs nothing else from the server. */
const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#aedeae"/><path d="M5 23.5 12.5 11l4.2 7 2.6-4.1L27 23.5Z" fill="#212529"/></svg>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The error page the HTTP layer answers when a page request fails outside React Router (or is refused for its
 * size): the site's colours and texts in the visitor's language, the request id to quote, no details, no
 * script. Self-contained, so it renders even when the database or the page build is what failed.
 */
export function renderErrorPage(
  kind: HttpErrorKind,
  locale: Locale,
  requestId: string,
  retryHref?: string,
): string {
  const t = ERROR_PAGE_TEXTS[locale];
  const { title, body } = textsFor(kind, t);
  const reference = t.requestId.replace("{{id}}", requestId);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tropa</title>
<style>
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;background:#fff linear-gradient(#f3faf3,#fff 320px) no-repeat}
header{padding:20px 24px;font-weight:800;font-size:22px;letter-spacing:-.02em}
header a{color:#212529;text-decoration:none;display:inline-flex;align-items:center;gap:10px}
main{max-width:40rem;margin:0 auto;padding:64px 24px;text-align:center}
h1{font-size:30px;line-height:1.2;margin:0 0 16px}
p{line-height:1.6;color:#495057;margin:0 0 12px}
.ref{font-size:14px;color:#495057;font-family:ui-monospace,monospace;word-break:break-all}
.actions{margin-top:32px;display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.btn{display:inline-block;padding:12px 22px;border-radius:12px;font-weight:600;text-decoration:none;border:2px solid #212529}
.dark{background:#212529;color:#fff}.light{color:#212529;background:#fff}
a:focus-visible{outline:3px solid #212529;outline-offset:3px}
</style>
</head>
<body>
<header><a href="/">${LOGO}Tropa</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p class="ref" data-testid="request-id">${escapeHtml(reference)}</p>
<div class="actions"><a class="btn dark" href="/">${escapeHtml(t.backHome)}</a>${
    retryHref ? `<a class="btn light" href="${escapeHtml(retryHref)}">${escapeHtml(t.retry)}</a>` : ""
  }</div>
</main>
</body>
</html>`;
}

/** The answer for a request that failed (internal) or was refused for its size, in the form the caller expects. */
export function errorResponse(c: Context, kind: HttpErrorKind, requestId: string): Response {
  const status = STATUS[kind];
  const locale = resolveLocale(c.req.header("cookie"), c.req.header("accept-language"), c.req.query("lang"));
  const headers = { "Cache-Control": "no-store", "X-Request-Id": requestId };
  if (wantsJson(c)) {
    const { key, body } = textsFor(kind, ERROR_PAGE_TEXTS[locale]);
    return c.json({ error: { code: kind, messageKey: key, message: body, requestId } }, status, headers);
  }
  // A page that failed to load can be tried again; a refused form is not re-sent by a link.
  const url = new URL(c.req.url);
  const retry = kind === "internal" && c.req.method === "GET" ? `${url.pathname}${url.search}` : undefined;
  return c.html(renderErrorPage(kind, locale, requestId, retry), status, headers);
}
