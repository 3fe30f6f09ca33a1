import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../app-deps.ts";

/** What every React Router loader and action receives as `context`. */
export type TropaLoadContext = {
  deps: AppDeps;
  locale: Locale;
  requestId: string;
};
