import { describe, expect, it } from "vitest";
import { emptyTripDraft } from "./trip-wizard.ts";
import { applyRowIntent, parseRowIntent } from "./trip-wizard-rows.ts";

describe("wizard row intents", () => {
  it("reads the buttons' intents and refuses anything else", () => {
    expect(parseRowIntent("add-days")).toEqual({ kind: "add", list: "days" });
    expect(parseRowIntent("remove-faqs-2")).toEqual({ kind: "remove", list: "faqs", index: 2 });
    expect(parseRowIntent("up-images-1")).toEqual({ kind: "move", list: "images", index: 1, by: -1 });
    expect(parseRowIntent("down-images-0")).toEqual({ kind: "move", list: "images", index: 0, by: 1 });
    for (const bad of ["add-days-1", "remove-days", "up-days-1", "drop-tables", "add-images-999", ""]) {
      expect(parseRowIntent(bad), bad).toBeNull();
    }
  });

  it("adds rows up to the limit and keeps the minimum when removing", () => {
    let data = emptyTripDraft();
    expect(applyRowIntent(data, { kind: "remove", list: "days", index: 0 }).itinerary.days).toHaveLength(1);
    data = applyRowIntent(data, { kind: "add", list: "days" });
    expect(data.itinerary.days).toHaveLength(2);
    expect(applyRowIntent(data, { kind: "remove", list: "days", index: 1 }).itinerary.days).toHaveLength(1);
    expect(applyRowIntent(data, { kind: "remove", list: "images", index: 0 }).gallery.images).toHaveLength(3);
    for (let i = 0; i < 40; i++) data = applyRowIntent(data, { kind: "add", list: "faqs" });
    expect(data.inclusions.faqs).toHaveLength(20);
  });

  it("moves an image and leaves the original draft untouched", () => {
    const data = emptyTripDraft();
    data.gallery.images = ["/media/a", "/media/b", "/media/c"];
    const moved = applyRowIntent(data, { kind: "move", list: "images", index: 2, by: -1 });
    expect(moved.gallery.images).toEqual(["/media/a", "/media/c", "/media/b"]);
    expect(data.gallery.images).toEqual(["/media/a", "/media/b", "/media/c"]);
    expect(applyRowIntent(data, { kind: "move", list: "images", index: 0, by: -1 }).gallery.images).toEqual(
      data.gallery.images,
    );
  });
});
