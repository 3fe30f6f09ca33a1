import type { Locale } from "../constants/locales.ts";
import { pluralCategory } from "../format/plural.ts";

/**
 * The translations engine of the pages and the emails: keys, namespaces, plurals and `{{placeholders}}` the way
 * our JSON files write them (app/locales/{es,en}/{namespace}.json, and the emails' core/locales/{es,en}/mail.json),
 * and nothing else. Pure, so it lives in core: the app and the server both use it. It replaced i18next and react-i18next
 * (docs/decisions/0029-own-translator.md): every public page carried ~13 KiB of their compressed code, and their
 * t() was about a quarter of a page's hydration time. A unit test checks that every key of both languages
 * reads the same as it did with i18next.
 *
 * - `t("nav.about")`, `t("auth:fields.email")` (another namespace), keys that themselves contain dots
 *   (`audit.actions["tropleader.approve"]`);
 * - plurals by `count`: `key_zero` (when there is one and count is 0), `key_one`, `key_other`, then `key`;
 * - `{{name}}` and `{{- name}}` filled from the options (a value passed as undefined empties its placeholder;
 *   one not passed at all stays as written);
 * - `defaultValue` when the key is missing, otherwise the key itself;
 * - `returnObjects: true` for lists and sections, with their texts filled in.
 */
export type ResourceNamespace = { [key: string]: unknown };
export type ResourceLanguage = Record<string, ResourceNamespace>;
export type Resource = Partial<Record<string, ResourceLanguage>>;

export type TOptions = {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [placeholder: string]: unknown;
};

/** A t() bound to a language and namespaces. The type parameter only documents which namespaces. */
export type TFunction<_Ns = string> = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

type Listener = (language: Locale) => void;

const PLACEHOLDER = /\{\{(-?)\s*([^{}]+?)\s*\}\}/g;

/** The value at `path`, also when a key itself contains dots (`actions["tropleader.approve"]`). */
function find(node: unknown, path: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  const record = node as Record<string, unknown>;
  if (Object.hasOwn(record, path)) return record[path];
  let dot = path.indexOf(".");
  while (dot > 0) {
    const head = path.slice(0, dot);
    if (Object.hasOwn(record, head)) {
      const found = find(record[head], path.slice(dot + 1));
      if (found !== undefined) return found;
    }
    dot = path.indexOf(".", dot + 1);
  }
  return undefined;
}

/**
 * `find`, remembered per namespace object: a page asks for the same few hundred keys on every render, and the
 * texts never change once loaded (a language fetched later is a new object). Kept apart from the objects (a
 * WeakMap), so texts that are dropped take their answers with them.
 */
const found = new WeakMap<object, Map<string, unknown>>();
function findMemo(node: unknown, path: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  let answers = found.get(node);
  if (!answers) {
    answers = new Map();
    found.set(node, answers);
  }
  const known = answers.get(path);
  if (known !== undefined) return known;
  const value = find(node, path);
  // Only keys that exist are kept: a key built from a request's text cannot grow the map.
  if (value !== undefined) answers.set(path, value);
  return value;
}

function fill(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, _raw: string, name: string) => {
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

function fillDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === "string") return fill(value, options);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, options));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, options)]));
  }
  return value;
}

export type TranslatorOptions = {
  language: Locale;
  resources: Resource;
  /** Where a key missing in the language is looked up next (the server, which holds both languages). */
  fallbackLanguage?: Locale;
  /** Fetches a language not in `resources` when the visitor switches to it (the browser). */
  load?: (language: Locale) => Promise<ResourceLanguage>;
};

export class Translator {
  language: Locale;
  private readonly resources: Resource;
  private readonly fallbackLanguage: Locale | undefined;
  private readonly load: TranslatorOptions["load"];
  private readonly listeners = new Set<Listener>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.resources = options.resources;
    this.fallbackLanguage = options.fallbackLanguage;
    this.load = options.load;
  }

  /** i18next's name for the language in use; the same here (there is no regional variant). */
  get resolvedLanguage(): Locale {
    return this.language;
  }

  /** A t() in the current language, common namespace first. */
  readonly t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(this.language, ["common"], key, options)) as TFunction;

  /** A t() for one language and namespace(s), made once and kept. */
  getFixedT(language: Locale, ns: string | readonly string[] = "common"): TFunction {
    const namespaces = typeof ns === "string" ? [ns] : [...ns];
    const id = `${language}|${namespaces.join(",")}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = ((key: string, options?: TOptions) =>
        this.translate(language, namespaces, key, options)) as TFunction;
      this.fixed.set(id, t);
    }
    return t;
  }

  /** Switches language, fetching its texts first when they are not here yet; listeners hear of it after. */
  async changeLanguage(language: Locale): Promise<void> {
    if (!this.resources[language]) {
      if (!this.load) throw new Error(`no translations for ${language}`);
      this.resources[language] = await this.load(language);
    }
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  on(_event: "languageChanged", listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: "languageChanged", listener: Listener): void {
    this.listeners.delete(listener);
  }

  private lookup(language: Locale, namespaces: readonly string[], key: string): unknown {
    const bundle = this.resources[language];
    if (!bundle) return undefined;
    for (const ns of namespaces) {
      const value = findMemo(bundle[ns], key);
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  }

  private translate(language: Locale, namespaces: readonly string[], fullKey: string, options?: TOptions) {
    let key = fullKey;
    let inNamespaces = namespaces;
    const colon = key.indexOf(":");
    if (colon > 0) {
      inNamespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const count = options?.count;
    const candidates =
      typeof count === "number"
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(count)}`, key]
        : [key];
    const languages =
      this.fallbackLanguage && this.fallbackLanguage !== language
        ? [language, this.fallbackLanguage]
        : [language];
    for (const lng of languages) {
      for (const candidate of candidates) {
        const value = this.lookup(lng, inNamespaces, candidate);
        if (value === undefined) continue;
        if (typeof value === "string") return fill(value, options);
        if (options?.returnObjects) return fillDeep(value, options);
        return key;
      }
    }
    return typeof options?.defaultValue === "string" ? fill(options.defaultValue, options) : key;
  }
}
