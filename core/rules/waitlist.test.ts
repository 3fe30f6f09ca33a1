import { describe, expect, it } from "vitest";
import { isGuaranteedDeparture, pickOffers, travellersToGuarantee } from "./waitlist.ts";

describe("waitlist offers", () => {
  const line = [
    { id: "a", participants: 2 },
    { id: "b", participants: 3 },
    { id: "c", participants: 1 },
    { id: "d", participants: 1 },
  ];
  it("offers in order to those whose seats fit, without holding the line back", () => {
    expect(pickOffers(line, 0)).toEqual([]);
    expect(pickOffers(line, 1).map((e) => e.id)).toEqual(["c"]);
    expect(pickOffers(line, 2).map((e) => e.id)).toEqual(["a"]);
    expect(pickOffers(line, 4).map((e) => e.id)).toEqual(["a", "c", "d"]);
    expect(pickOffers(line, 5).map((e) => e.id)).toEqual(["a", "b"]);
    expect(pickOffers(line, 10).map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
  });
  it("calls a departure guaranteed at its minimum of paid travellers", () => {
    expect(isGuaranteedDeparture({ paidParticipants: 3, minParticipants: 4 })).toBe(false);
    expect(travellersToGuarantee({ paidParticipants: 3, minParticipants: 4 })).toBe(1);
    expect(isGuaranteedDeparture({ paidParticipants: 4, minParticipants: 4 })).toBe(true);
    expect(travellersToGuarantee({ paidParticipants: 6, minParticipants: 4 })).toBe(0);
  });
});
