import { describe, expect, it } from "vitest";
import { emptyTripDraft } from "#core/schemas/trip-wizard";
import { readTranslationPost, translationErrors } from "./read-translation-post.ts";
import { englishFormValues, spanishTextOf } from "./translation-values.ts";

const spanish = {
  basics: { title: "Ruta del norte", shortDescription: "Corta", description: "Larga" },
  itinerary: {
    days: [
      { dayNumber: 1, title: "Llegada", description: "Cena", activities: ["Paseo", "Cena"] },
      { dayNumber: 2, title: "Olas", description: "Surf", activities: [] },
    ],
  },
  inclusions: {
    included: ["Alojamiento", "Guía"],
    excluded: ["Vuelos"],
    faqs: [{ question: "¿Nivel?", answer: "Ninguno" }],
  },
};

describe("the English form over the Spanish step", () => {
  it("lays the saved English texts over the Spanish days, items and FAQs, blank where nothing is written", () => {
    expect(englishFormValues("itinerary", spanish, {})).toEqual({
      days: [
        { dayNumber: 1, title: "", description: "", activities: ["", ""] },
        { dayNumber: 2, title: "", description: "", activities: [] },
      ],
    });
    const saved = {
      itinerary: { days: [{ dayNumber: 2, title: "Waves", description: "Surfing", activities: [] }] },
      inclusions: {
        included: ["Accommodation"],
        excluded: ["Flights"],
        faqs: [{ question: "Level?", answer: "None" }],
      },
    };
    expect(englishFormValues("itinerary", spanish, saved).days).toEqual([
      { dayNumber: 1, title: "", description: "", activities: ["", ""] },
      { dayNumber: 2, title: "Waves", description: "Surfing", activities: [] },
    ]);
    expect(englishFormValues("inclusions", spanish, saved)).toEqual({
      included: ["Accommodation", ""],
      excluded: ["Flights"],
      faqs: [{ question: "Level?", answer: "None" }],
    });
    expect(englishFormValues("basics", spanish, {})).toEqual({
      title: "",
      shortDescription: "",
      description: "",
    });
  });

  it("reads the wizard's Spanish fields as a translation's source, days numbered and blank rows left out", () => {
    const draft = emptyTripDraft();
    draft.basics.title = "Ruta del norte";
    draft.itinerary.days = [{ title: "Llegada", description: "Cena", imageUrl: "" }];
    draft.inclusions.included = ["Alojamiento", " "];
    const text = spanishTextOf(draft);
    expect(text.basics.title).toBe("Ruta del norte");
    expect(text.itinerary.days).toEqual([
      { dayNumber: 1, title: "Llegada", description: "Cena", activities: [] },
    ]);
    expect(text.inclusions.included).toEqual(["Alojamiento"]);
  });
});

describe("a post of an English step", () => {
  it("reads the section and its nested fields; refuses other sections", () => {
    const form = new FormData();
    form.set("intent", "translation-save");
    form.set("section", "itinerary");
    form.set("days.0.dayNumber", "1");
    form.set("days.0.title", "Arrival");
    form.set("days.0.description", "Dinner together");
    const post = readTranslationPost(form);
    expect(post?.section).toBe("itinerary");
    expect(post?.values).toEqual({
      days: [{ dayNumber: "1", title: "Arrival", description: "Dinner together" }],
    });
    form.set("section", "gallery");
    expect(readTranslationPost(form)).toBeNull();
  });

  it("gives the Spanish fields' own messages by field", () => {
    expect(
      translationErrors("basics", { title: "Short", shortDescription: "", description: "" }),
    ).toMatchObject({
      title: "trips:wizard.errors.titleMin",
      shortDescription: "trips:wizard.errors.shortDescriptionMin",
    });
    expect(
      translationErrors("itinerary", {
        days: [{ dayNumber: "1", title: "Arrival day", description: "Dinner with the whole group." }],
      }),
    ).toBeNull();
  });
});
