import { describe, expect, it } from "vitest";
import { localizeProfileText } from "./localize-profile-text.ts";
import { localizeTripText, type TripPageText } from "./localize-trip-text.ts";
import { placeNamesIn } from "./place-names.ts";

const spanish: TripPageText = {
  title: "Surf y yoga en Ericeira",
  shortDescription: "Olas y calma",
  description: "Una semana de surf.",
  itinerary: [
    { day: 1, title: "Llegada", description: "Llegamos.", imageUrl: "/media/a.webp", activities: ["Cena"] },
    { day: 2, title: "Olas", description: "Surfeamos.", imageUrl: null, activities: [] },
  ],
  included: ["Alojamiento"],
  excluded: ["Vuelos"],
  faqs: [{ question: "¿Nivel?", answer: "Ninguno." }],
};

const english = {
  basics: {
    title: "Surf and yoga in Ericeira",
    shortDescription: "Waves and calm",
    description: "A week of surf.",
  },
  itinerary: {
    days: [
      { dayNumber: 2, title: "Waves", description: "We surf.", activities: ["Lesson"] },
      { dayNumber: 1, title: "Arrival", description: "We arrive.", activities: ["Dinner"] },
    ],
  },
  inclusions: {
    included: ["Lodging"],
    excluded: ["Flights"],
    faqs: [{ question: "Level?", answer: "None." }],
  },
};

describe("localizeTripText", () => {
  it("shows every translated section to an English visitor, days matched by number, images kept", () => {
    const shown = localizeTripText(spanish, { content: english, machineSections: ["itinerary"] }, "en");
    expect(shown.title).toBe("Surf and yoga in Ericeira");
    expect(shown.description).toBe("A week of surf.");
    expect(shown.itinerary.map((d) => [d.day, d.title, d.imageUrl, d.activities])).toEqual([
      [1, "Arrival", "/media/a.webp", ["Dinner"]],
      [2, "Waves", null, ["Lesson"]],
    ]);
    expect(shown.included).toEqual(["Lodging"]);
    expect(shown.faqs).toEqual([{ question: "Level?", answer: "None." }]);
    expect(shown.sectionLangs).toEqual({
      basics: { lang: "en", machine: false },
      itinerary: { lang: "en", machine: true },
      inclusions: { lang: "en", machine: false },
    });
  });

  it("keeps Spanish, marked es, for a Spanish visitor and for sections without a translation", () => {
    const forSpanish = localizeTripText(spanish, { content: english, machineSections: [] }, "es");
    expect(forSpanish.title).toBe(spanish.title);
    expect(forSpanish.sectionLangs.basics).toEqual({ lang: "es", machine: false });

    const onlyBasics = localizeTripText(
      spanish,
      { content: { basics: english.basics }, machineSections: ["basics"] },
      "en",
    );
    expect(onlyBasics.title).toBe("Surf and yoga in Ericeira");
    expect(onlyBasics.sectionLangs.basics).toEqual({ lang: "en", machine: true });
    expect(onlyBasics.itinerary).toEqual(spanish.itinerary);
    expect(onlyBasics.sectionLangs.itinerary).toEqual({ lang: "es", machine: false });
    expect(onlyBasics.sectionLangs.inclusions.lang).toBe("es");

    const none = localizeTripText(spanish, null, "en");
    expect(none.title).toBe(spanish.title);
    expect(none.sectionLangs.basics.lang).toBe("es");
  });

  it("falls back to Spanish for a section that no longer covers the Spanish one (a day or an FAQ added)", () => {
    const stale = {
      itinerary: { days: [english.itinerary.days[1]!] },
      inclusions: { ...english.inclusions, faqs: [] },
    };
    const shown = localizeTripText(spanish, { content: stale, machineSections: [] }, "en");
    expect(shown.itinerary).toEqual(spanish.itinerary);
    expect(shown.sectionLangs.itinerary.lang).toBe("es");
    expect(shown.faqs).toEqual(spanish.faqs);
    expect(shown.sectionLangs.inclusions.lang).toBe("es");
  });
});

describe("placeNamesIn", () => {
  it("names a known country in the page's language and keeps unknown names as written", () => {
    expect(placeNamesIn({ country: "Marruecos", city: "Taghazout" }, "en")).toEqual({
      country: "Morocco",
      city: "Taghazout",
    });
    expect(placeNamesIn({ country: "Marruecos", city: "Taghazout" }, "es").country).toBe("Marruecos");
    expect(placeNamesIn({ country: "Atlántida", city: "X" }, "en").country).toBe("Atlántida");
    expect(placeNamesIn({ country: "España", city: "Sevilla" }, "en")).toEqual({
      country: "Spain",
      city: "Seville",
    });
    expect(placeNamesIn({ country: "España", city: "Sevilla" }, "es").city).toBe("Sevilla");
  });
});

describe("localizeProfileText", () => {
  it("takes each English text the guide wrote, else the Spanish one marked es", () => {
    const spanish = { bio: "Surfista.", presentation: "Guía en Ericeira." };
    const shown = localizeProfileText(spanish, { bio: "Surfer.", presentation: null, machine: true }, "en");
    expect(shown.bio).toEqual({ value: "Surfer.", lang: "en", machine: true });
    expect(shown.presentation).toEqual({ value: "Guía en Ericeira.", lang: "es", machine: false });
    expect(
      localizeProfileText(spanish, { bio: "Surfer.", presentation: "", machine: false }, "es").bio,
    ).toEqual({
      value: "Surfista.",
      lang: "es",
      machine: false,
    });
  });
});
