import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import type { Locale } from "#core/constants/locales";
import { createI18n } from "./i18n/create-i18n.ts";
import { provideMetaI18n } from "./i18n/page-meta.ts";
import { createPaintBeforeHydrationStream } from "./lib/paint-before-hydration.ts";

export const streamTimeout = 5_000;

// Route meta() functions translate with one instance per language, built on first use.
const metaInstances = new Map<Locale, ReturnType<typeof createI18n>>();
provideMetaI18n((locale) => {
  let instance = metaInstances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    metaInstances.set(locale, instance);
  }
  return instance;
});

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createI18n(loadContext.locale);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and link previews get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          // The page paints before its scripts load (see paint-before-hydration.ts).
          const body = createPaintBeforeHydrationStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Language", loadContext.locale);
          responseHeaders.append("Vary", "Cookie, Accept-Language");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
