import type { Locale } from "../constants/locales.ts";
import en from "../locales/en/mail.json" with { type: "json" };
import es from "../locales/es/mail.json" with { type: "json" };
import { type Resource, type TFunction, Translator } from "./translator.ts";

/**
 * The emails' texts: the `mail` namespace of the one catalogue (core/locales/{es,en}/mail.json). The app reads
 * it with its other namespaces (app/i18n/resources.ts: the translations and plurals tests cover it; the browser
 * never downloads it); the server renders every email with it (server/services/mail/templates/). It lives in
 * core because imports run one way: the server may not read app/ (docs/decisions/0035-emails-from-the-catalogue.md).
 */
export const MAIL_NAMESPACE = "mail";

export const mailResources: Resource = { es: { [MAIL_NAMESPACE]: es }, en: { [MAIL_NAMESPACE]: en } };

/**
 * A t() over the emails' texts in one language. No fallback language: a key missing in English shows as the
 * key, which the templates' test looks for.
 */
export function mailText(locale: Locale): TFunction {
  return new Translator({ language: locale, resources: mailResources }).getFixedT(locale, MAIL_NAMESPACE);
}
