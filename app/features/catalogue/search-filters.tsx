import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Form, useNavigate } from "react-router";
import { CATEGORIES, CONTINENTS, DIFFICULTIES, type SortOption } from "#core/constants/catalogue";
import { toLocale } from "#core/constants/locales";
import { formatMonth } from "#core/format/dates";
import { DESTINATION_MAX, type TripFilters, tripSearchQuery } from "#core/rules/trip-search-query";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

type SearchFiltersProps = {
  initial: TripFilters;
  /** The departure-month choices (current month + next 11, YYYY-MM), computed by the server. */
  months: string[];
  /** Kept when searching from the explore page. */
  sort?: SortOption;
  /** "hero": the home panel on a photo; "bar": the explore page's filter bar. */
  variant: "hero" | "bar";
};

/** "marzo de 2027" → "Marzo de 2027". */
export function monthLabel(yearMonth: string, locale: string): string {
  const text = formatMonth(yearMonth, toLocale(locale));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The search panel (doc 1 §2): continent, destination, category and departure month, and on the explore page
 * the difficulty. Searching navigates to
 * /viajes with only the non-empty filters. Without JavaScript it is a plain GET form to the same URL.
 */
export function SearchFilters({ initial, months, sort, variant }: SearchFiltersProps) {
  const { t, i18n } = useTranslation("catalogue");
  const navigate = useNavigate();
  const id = useId();

  // The fields are the form's own (not React state): what was typed or chosen before the page's scripts ran is
  // what is searched, whenever the search is sent.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (key: keyof TripFilters) => String(form.get(key) ?? "") || undefined;
    const values = {
      continent: field("continent"),
      destination: field("destination"),
      category: field("category"),
      departureMonth: field("departureMonth"),
      difficulty: field("difficulty"),
    } as TripFilters;
    navigate(`/viajes${tripSearchQuery({ ...values, sort })}`);
  }

  const hero = variant === "hero";
  const labelClass = cn(
    "mb-1.5 block text-xs font-semibold tracking-wide uppercase",
    hero ? "text-gray-700" : "text-gray-600",
  );

  return (
    <Form
      method="get"
      action="/viajes"
      onSubmit={onSubmit}
      role="search"
      aria-label={t("filters.title")}
      className={cn(
        "grid gap-3",
        hero
          ? "rounded-3xl bg-white p-4 shadow-2xl shadow-black/20 sm:grid-cols-2 sm:p-5 lg:grid-cols-[1fr_1.3fr_1fr_1fr_auto] lg:items-end"
          : "rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr_1fr_1fr_auto] lg:items-end",
      )}
    >
      <div>
        <label htmlFor={`${id}-continent`} className={labelClass}>
          {t("filters.continent")}
        </label>
        <Select id={`${id}-continent`} name="continent" defaultValue={initial.continent ?? ""}>
          <option value="">{t("filters.anyContinent")}</option>
          {CONTINENTS.map((c) => (
            <option key={c.key} value={c.key}>
              {t(`continents.${c.key}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-destination`} className={labelClass}>
          {t("filters.destination")}
        </label>
        <input
          id={`${id}-destination`}
          name="destination"
          type="search"
          autoComplete="off"
          maxLength={DESTINATION_MAX}
          placeholder={t("filters.destinationPlaceholder")}
          defaultValue={initial.destination ?? ""}
          className={controlClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t("filters.category")}
        </label>
        <Select id={`${id}-category`} name="category" defaultValue={initial.category ?? ""}>
          <option value="">{t("filters.anyCategory")}</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {t(`categories.${c.slug}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className={labelClass}>
          {t("filters.departureMonth")}
        </label>
        <Select id={`${id}-month`} name="departureMonth" defaultValue={initial.departureMonth ?? ""}>
          <option value="">{t("filters.anyMonth")}</option>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m, i18n.language)}
            </option>
          ))}
        </Select>
      </div>
      {hero ? null : (
        <div>
          <label htmlFor={`${id}-difficulty`} className={labelClass}>
            {t("filters.difficulty")}
          </label>
          <Select id={`${id}-difficulty`} name="difficulty" defaultValue={initial.difficulty ?? ""}>
            <option value="">{t("filters.anyDifficulty")}</option>
            {DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`difficulty.${level}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {sort && sort !== "popularity" ? <input type="hidden" name="sort" value={sort} /> : null}
      <Button type="submit" variant="dark" size="md" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" className="size-4" />
        {t("filters.search")}
      </Button>
    </Form>
  );
}
