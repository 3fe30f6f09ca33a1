import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import type { Locale } from "#core/constants/locales";
import { createI18n } from "./i18n/create-i18n.ts";
import { I18nProvider } from "./i18n/i18n-context.tsx";
import { provideMetaI18n } from "./i18n/page-meta.ts";
import { CspNonceProvider } from "./lib/csp-nonce.tsx";
import { intlWarmupUrl } from "./lib/intl-warmup.server.ts";
import { deferHydrationScriptsInBytes } from "./lib/paint-before-hydration.ts";

export const streamTimeout = 5_000;

// One instance per language, built on first use, shared by every render and route meta() function: the
// server never changes an instance's language or resources (only the browser's toggle does), and building one
// per request cost a few percent of every page (issue 17's render profile).
const instances = new Map<Locale, ReturnType<typeof createI18n>>();
function i18nFor(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
provideMetaI18n(i18nFor);

/**
 * Every error React Router catches (a loader or action that threw, a render that failed) goes to the redacting
 * logger with the request id the visitor is shown, never to the console. Aborted requests (the visitor left)
 * and error responses a route threw on purpose (404, 403) are not failures.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const ctx = context as unknown as AppLoadContext;
  ctx.deps.logger.error("unhandled error", {
    requestId: ctx.requestId,
    path: new URL(request.url).pathname,
    error,
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = i18nFor(loadContext.locale);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every page's data is loaded before it renders (no deferred data), so the only thing that can suspend is a
    // lazily loaded component (signed-in header controls, the waitlist box): the whole document is sent once
    // complete, so it never depends on a script to swap streamed parts in (pages work before their scripts).
    const readyOption = "onAllReady";
    // The Content-Security-Policy nonce of this response (server/http/security-headers.ts): every inline
    // script React Router, React and the paint-before-hydration loader write carries it.
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <CspNonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CspNonceProvider>
      </I18nProvider>,
      {
        nonce,
        // The document is sent in one piece, so React must not move a large Suspense boundary's content out of
        // place (it does above 12.8 KB by default: a hidden copy revealed by an inline script, which a browser
        // without scripts never runs).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The document is complete at this point (onAllReady): it is gathered in one piece and rewritten once
          // so the page paints before its scripts load (paint-before-hydration.ts). One string instead of a
          // chain of streams over React's small chunks: a tenth of a page's server time (issue 17's profile).
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          });
          document.once("finish", () => {
            // Bytes all the way: the page is never decoded into a UTF-8 string and encoded again (each pass over
            // the whole page showed in the render profile, issue 37).
            const page = deferHydrationScriptsInBytes(Buffer.concat(chunks), nonce, intlWarmupUrl());
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Language", loadContext.locale);
            responseHeaders.append("Vary", "Cookie, Accept-Language");
            resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) {
            loadContext.deps.logger.error("render error", { requestId: loadContext.requestId, error });
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
