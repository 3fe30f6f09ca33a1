import { Compass, RefreshCw } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { buttonClasses } from "../ui/button.tsx";

/**
 * The 404 and the generic error screens, inside the normal header and footer. The generic one never shows
 * the error itself: the details are in the server log under the request id.
 */
export function ErrorPage({
  kind,
  requestId,
}: {
  kind: "notFound" | "forbidden" | "generic";
  /** Shown on the generic screen so the visitor can quote it (the log has the details under it). */
  requestId?: string;
}) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const notFound = kind === "notFound";
  const forbidden = kind === "forbidden";
  return (
    <section
      className="relative isolate overflow-hidden"
      data-testid={notFound ? "not-found" : forbidden ? "forbidden" : "error-page"}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 via-brand-50/40 to-white"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand text-ink shadow-sm">
          {notFound ? (
            <Compass aria-hidden="true" className="size-8" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-8" />
          )}
        </span>
        {notFound ? (
          <p className="mt-8 text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {t("errors.notFoundCode")}
          </p>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t(notFound ? "errors.notFoundTitle" : forbidden ? "errors.forbiddenTitle" : "errors.genericTitle")}
        </h1>
        <p className="mt-4 max-w-lg text-base leading-relaxed text-gray-600">
          {t(notFound ? "errors.notFoundBody" : forbidden ? "errors.forbiddenBody" : "errors.genericBody")}
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/viajes" className={buttonClasses({ variant: "dark", size: "lg" })}>
            {t("errors.backToTrips")}
          </Link>
          {notFound || forbidden ? (
            <Link to="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("errors.backHome")}
            </Link>
          ) : (
            <Link
              reloadDocument
              to={`${location.pathname}${location.search}`}
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              {t("errors.retry")}
            </Link>
          )}
        </div>
        {notFound ? (
          <p className="mt-10 text-sm text-gray-500">
            {t("errors.needHelp")}{" "}
            <Link
              to="/ayuda"
              className="font-medium text-ink underline underline-offset-4 hover:text-brand-700"
            >
              {t("errors.helpCentre")}
            </Link>
          </p>
        ) : null}
        {kind === "generic" && requestId ? (
          <p className="mt-10 font-mono text-sm break-all text-gray-600" data-testid="request-id">
            {t("errors.requestId", { id: requestId })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
