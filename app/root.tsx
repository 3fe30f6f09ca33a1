import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { locale: context.locale };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.locale ?? "es"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#aedeae" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}
      </h1>
      <p className="mt-4 text-gray-600">{notFound ? t("errors.notFoundBody") : t("errors.genericBody")}</p>
      <a href="/viajes" className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-white">
        {t("errors.backToTrips")}
      </a>
    </main>
  );
}
