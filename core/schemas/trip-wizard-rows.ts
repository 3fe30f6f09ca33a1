import { TRIP_LIMITS, type TripDraftData } from "./trip-wizard.ts";

/**
 * The wizard's row buttons (add a day, remove an item, move an image…) as a form posts them when the scripts
 * have not loaded: `intent` names the change, the server applies it to what was typed and shows the step again.
 * With scripts the same buttons change the rows in the browser. Unknown or out-of-range intents change nothing.
 */
export type RowIntent =
  | { kind: "add"; list: RowList }
  | { kind: "remove"; list: RowList; index: number }
  | { kind: "move"; list: "images"; index: number; by: -1 | 1 };

export const ROW_LISTS = ["days", "included", "excluded", "faqs", "images"] as const;
export type RowList = (typeof ROW_LISTS)[number];

/** The least rows a list keeps on screen: one day, one row per inclusions list, none for FAQs, three images. */
export const MIN_ROWS: Record<RowList, number> = { days: 1, included: 1, excluded: 1, faqs: 0, images: 3 };
export const MAX_ROWS: Record<RowList, number> = {
  days: TRIP_LIMITS.durationMax,
  included: TRIP_LIMITS.itemsMax,
  excluded: TRIP_LIMITS.itemsMax,
  faqs: TRIP_LIMITS.faqsMax,
  images: TRIP_LIMITS.galleryMax,
};

export function parseRowIntent(intent: string): RowIntent | null {
  const match = /^(add|remove|up|down)-(days|included|excluded|faqs|images)(?:-(\d{1,2}))?$/.exec(intent);
  if (!match) return null;
  const [, verb, list, n] = match as unknown as [string, string, RowList, string | undefined];
  if (verb === "add") return n === undefined ? { kind: "add", list } : null;
  if (n === undefined) return null;
  if (verb === "remove") return { kind: "remove", list, index: Number(n) };
  if (list !== "images") return null;
  return { kind: "move", list, index: Number(n), by: verb === "up" ? -1 : 1 };
}

const blank = {
  days: () => ({ title: "", description: "", imageUrl: "" }),
  included: () => "",
  excluded: () => "",
  faqs: () => ({ question: "", answer: "" }),
  images: () => "",
};

function rowsOf(data: TripDraftData, list: RowList): unknown[] {
  switch (list) {
    case "days":
      return data.itinerary.days;
    case "included":
      return data.inclusions.included;
    case "excluded":
      return data.inclusions.excluded;
    case "faqs":
      return data.inclusions.faqs;
    case "images":
      return data.gallery.images;
  }
}

/** Applies a row intent to a copy of the draft. */
export function applyRowIntent(data: TripDraftData, intent: RowIntent): TripDraftData {
  const next = structuredClone(data);
  const rows = rowsOf(next, intent.list);
  if (intent.kind === "add") {
    if (rows.length < MAX_ROWS[intent.list]) rows.push(blank[intent.list]());
  } else if (intent.kind === "remove") {
    if (rows.length > MIN_ROWS[intent.list] && intent.index < rows.length) rows.splice(intent.index, 1);
  } else {
    const target = intent.index + intent.by;
    if (intent.index < rows.length && target >= 0 && target < rows.length) {
      const [moved] = rows.splice(intent.index, 1);
      rows.splice(target, 0, moved);
    }
  }
  return next;
}
