import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, toLocale } from "#core/constants/locales";
import { createClientI18n, readLocaleUrls } from "./i18n/create-client-i18n.ts";
import { I18nProvider } from "./i18n/i18n-context.tsx";
import { detectClientLocale, persistLocale } from "./i18n/locale-preference.ts";
import { provideMetaI18n } from "./i18n/page-meta.ts";

async function hydrate() {
  // Hydrate in the language the server rendered, so the first paint never flashes another language.
  const rendered = document.documentElement.lang;
  const i18n = await createClientI18n(toLocale(rendered), readLocaleUrls(document));
  provideMetaI18n(() => i18n);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    );
  });

  // An explicit ?lang= (hreflang alternates) wins and becomes the saved choice. Otherwise, if local storage
  // holds another choice than the cookie the server used (cleared cookies), follow it.
  const requested = new URLSearchParams(window.location.search).get("lang");
  const detected = isLocale(requested) && requested === i18n.language ? requested : detectClientLocale();
  if (detected && detected !== i18n.language) {
    persistLocale(detected);
    void i18n.changeLanguage(detected);
  } else if (detected) {
    persistLocale(detected);
  }
}

// Without its translations the page stays as the server rendered it: readable, links and forms still work.
hydrate().catch((error: unknown) => console.error("Tropa could not start in this browser", error));
