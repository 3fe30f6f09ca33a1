import { describe, expect, it } from "vitest";
import { MAIL_NAMESPACE } from "#core/i18n/mail-catalogue";
import { createClientI18n, LOCALE_URLS_ELEMENT_ID, readLocaleUrls } from "./create-client-i18n.ts";
import { findLocaleBundle, localeBundleUrls } from "./locale-bundles.server.ts";
import { resources } from "./resources.ts";

/** A fetch answered by the /locales/ route's own lookup, counting requests. */
function localFetch(failures = 0) {
  const requested: string[] = [];
  let failuresLeft = failures;
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (failuresLeft > 0) {
      failuresLeft--;
      return new Response("unavailable", { status: 503 });
    }
    const bundle = findLocaleBundle(url.replace("/locales/", ""));
    return bundle ? new Response(bundle.body) : new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetcher, requested };
}

describe("locale bundles", () => {
  it("are named by their content and served for good only under the current name", () => {
    const urls = localeBundleUrls();
    expect(urls.es).toMatch(/^\/locales\/es\.[0-9a-f]{12}\.json$/);
    expect(urls.en).not.toBe(urls.es.replace("es", "en"));
    const current = findLocaleBundle(urls.es.replace("/locales/", ""));
    expect(current?.immutable).toBe(true);
    // Every namespace but the emails' texts, which only the server renders.
    const { [MAIL_NAMESPACE]: mail, ...pages } = resources.es ?? {};
    expect(mail).toBeDefined();
    expect(JSON.parse(current?.body ?? "{}")).toEqual(pages);
    expect(findLocaleBundle("es.json")).toMatchObject({ immutable: false });
    expect(findLocaleBundle("es.000000000000.json")).toMatchObject({ immutable: false });
    expect(findLocaleBundle("fr.json")).toBeNull();
    expect(findLocaleBundle("../secrets.json")).toBeNull();
  });
});

describe("createClientI18n", () => {
  it("fetches only the language shown, and the other one when the visitor switches", async () => {
    const { fetcher, requested } = localFetch();
    const urls = localeBundleUrls();
    const i18n = await createClientI18n("es", urls, fetcher);
    expect(requested).toEqual([urls.es]);
    expect(i18n.t("nav.about")).toBe("Sobre nosotros");
    expect(i18n.getFixedT("es", "auth")("fields.email")).toBe("Email");

    await i18n.changeLanguage("en");
    expect(requested).toEqual([urls.es, urls.en]);
    expect(i18n.t("nav.about")).toBe("About us");
    await i18n.changeLanguage("es");
    expect(requested).toHaveLength(2);
  });

  it("tries the other language again after a failed fetch", async () => {
    const urls = localeBundleUrls();
    const { fetcher, requested } = localFetch();
    const flaky = localFetch(1);
    const i18n = await createClientI18n("en", urls, (input, init) =>
      String(input) === urls.es ? flaky.fetcher(input, init) : fetcher(input, init),
    );
    await i18n.changeLanguage("es");
    expect(i18n.t("nav.about")).toBe("Sobre nosotros");
    expect(flaky.requested).toEqual([urls.es, urls.es]);
    expect(requested).toEqual([urls.en]);
  });

  it("refuses to start without its language", async () => {
    const { fetcher } = localFetch(1);
    await expect(createClientI18n("es", localeBundleUrls(), fetcher)).rejects.toThrow(/HTTP 503/);
  });
});

describe("readLocaleUrls", () => {
  const page = (text: string | null) =>
    ({
      getElementById: (id: string) =>
        id === LOCALE_URLS_ELEMENT_ID && text !== null ? { textContent: text } : null,
    }) as unknown as Document;

  it("reads the URLs the layout wrote", () => {
    const urls = localeBundleUrls();
    expect(readLocaleUrls(page(JSON.stringify(urls)))).toEqual(urls);
  });

  it("falls back to the uncached names when they are missing or odd", () => {
    const fallback = { es: "/locales/es.json", en: "/locales/en.json" };
    expect(readLocaleUrls(page(null))).toEqual(fallback);
    expect(readLocaleUrls(page("not json"))).toEqual(fallback);
    expect(readLocaleUrls(page('{"es":"https://elsewhere.example/es.json"}'))).toEqual(fallback);
  });
});
