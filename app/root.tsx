import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { pickTexts } from "#core/schemas/site-texts";
import { countUnreadMessages } from "#server/services/messaging/count-unread-messages";
import { countUnreadNotifications } from "#server/services/notifications/list-notifications";
import { getPublicSiteContent } from "#server/services/site-content/get-public-site-content";
import type { Route } from "./+types/root";
import { useTranslation } from "./i18n/use-translation.ts";
import "./app.css";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { PendingApprovalBanner } from "./components/pending-approval-banner.tsx";
import { ConfirmProvider } from "./components/ui/confirm-dialog.tsx";
import { IconSprite } from "./components/ui/sprite-icon.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { LOCALE_URLS_ELEMENT_ID } from "./i18n/create-client-i18n.ts";
import { localeBundleUrls } from "./i18n/locale-bundles.server.ts";
import { metaT, pageMeta } from "./i18n/page-meta.ts";
import { ZodWithoutEval } from "./lib/csp-nonce.tsx";
import { RealtimeProvider } from "./lib/realtime/realtime-provider.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const [content, unreadMessages, unreadNotifications] = await Promise.all([
    getPublicSiteContent(context.deps.db),
    context.user ? countUnreadMessages(context.deps.db, context.user.id) : 0,
    context.user ? countUnreadNotifications(context.deps.db, context.user.id) : 0,
  ]);
  return {
    locale: context.locale,
    user: context.user,
    contact: content.contact,
    siteName: content.siteName,
    /** The logo published in Contenido (null: the built-in mark and wordmark). */
    logo: content.images.logo?.url ?? null,
    // Only this page's language: the toggle reloads the page data when the language changes.
    siteTexts: pickTexts(content.texts, context.locale, ["home"]),
    social: content.social,
    unreadMessages,
    unreadNotifications,
    localeUrls: localeBundleUrls(),
    requestId: context.requestId,
  };
}

// The mark as an inline SVG favicon: no extra request, nothing to serve.
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#aedeae"/><path d="M5 23.5 12.5 11l4.2 7 2.6-4.1L27 23.5Z" fill="#212529"/></svg>',
  );

// Inter's Latin file is needed by every page: fetched with the stylesheet rather than after the first layout.
export const links: Route.LinksFunction = () => [
  { rel: "icon", type: "image/svg+xml", href: FAVICON },
  { rel: "preload", as: "font", type: "font/woff2", href: interLatin, crossOrigin: "anonymous" },
];

/** Defaults for pages without their own meta; the error page titles itself. */
export function meta({ matches, error }: Route.MetaArgs) {
  const t = metaT(matches);
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const key =
      status === 404
        ? "errors.notFoundTitle"
        : status === 403
          ? "errors.forbiddenTitle"
          : "errors.genericTitle";
    return pageMeta(t(key));
  }
  return pageMeta(t("meta.defaultTitle"), t("meta.defaultDescription"));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  // Marks the document once React has taken it over (the end-to-end tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={data?.locale ?? i18n.language ?? "es"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#aedeae" />
        <ZodWithoutEval />
        <Meta />
        <Links />
        {data ? <LocaleBundles urls={data.localeUrls} current={data.locale} /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans text-ink">
        <IconSprite />
        <ToastProvider>
          <ConfirmProvider>
            <RealtimeProvider
              userId={data?.user?.id ?? null}
              unreadFromServer={data?.unreadMessages ?? 0}
              notificationsFromServer={data?.unreadNotifications ?? 0}
            >
              <SiteLayout>{children}</SiteLayout>
            </RealtimeProvider>
          </ConfirmProvider>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Where the browser fetches each language's texts (create-client-i18n.ts), and a preload of the one shown.
 * The preload is moved behind the first paint with the scripts (paint-before-hydration.ts).
 */
function LocaleBundles({ urls, current }: { urls: Record<string, string>; current: string }) {
  // Only the first page's language is worth preloading; a later switch fetches the other one itself.
  const [preloaded] = useState(urls[current]);
  return (
    <>
      <link rel="preload" as="fetch" href={preloaded} crossOrigin="anonymous" />
      <script
        id={LOCALE_URLS_ELEMENT_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(urls) }}
      />
    </>
  );
}

export default function App() {
  return (
    <>
      <PendingApprovalBanner />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = useRouteLoaderData<typeof loader>("root");
  // The request id is this document's: shown only when the error came with the page itself (the first
  // location), not after a navigation in the browser, whose failed request had another id.
  const firstPage = useLocation().key === "default";
  return (
    <ErrorPage
      kind={status === 404 ? "notFound" : status === 403 ? "forbidden" : "generic"}
      requestId={firstPage ? data?.requestId : undefined}
    />
  );
}
