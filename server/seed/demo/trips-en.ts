import type { DemoTripEnglish } from "./demo-trip.ts";
import { CULTURE_TRIPS_EN } from "./trips-culture-en.ts";
import { LAND_TRIPS_EN } from "./trips-land-en.ts";
import { SEA_TRIPS_EN } from "./trips-sea-en.ts";

/**
 * The English version of every demo trip that has one, keyed by the trip's `key` (issue 34). A trip missing
 * here stays Spanish-only ("padel-buenos-aires", on purpose, to show the fallback).
 */
export const DEMO_TRIPS_EN: Record<string, DemoTripEnglish> = {
  ...SEA_TRIPS_EN,
  ...LAND_TRIPS_EN,
  ...CULTURE_TRIPS_EN,
};
