import { BookOpen } from "lucide-react";
import { describe, expect, it } from "vitest";
import { filterHelpTopics, type HelpTopic } from "./help-topics.ts";

const topics: HelpTopic[] = [
  {
    id: "bookings",
    icon: BookOpen,
    title: "Reservas",
    items: [
      { id: "b1", q: "¿Cuánto tarda un reembolso?", a: "De 5 a 7 días hábiles." },
      { id: "b2", q: "¿Cómo pago?", a: "Con tarjeta." },
    ],
  },
  {
    id: "safety",
    icon: BookOpen,
    title: "Seguridad",
    items: [{ id: "s1", q: "¿Hay seguro?", a: "Sí, básico." }],
  },
];

describe("filterHelpTopics", () => {
  it("keeps everything for an empty query", () => {
    expect(filterHelpTopics(topics, "  ")).toBe(topics);
  });

  it("matches question or answer, ignoring accents and case, and drops empty topics", () => {
    const result = filterHelpTopics(topics, "DIAS habiles");
    expect(result.map((t) => t.id)).toEqual(["bookings"]);
    expect(result[0]!.items.map((i) => i.id)).toEqual(["b1"]);
  });

  it("requires every word", () => {
    expect(filterHelpTopics(topics, "tarjeta seguro")).toEqual([]);
  });
});
