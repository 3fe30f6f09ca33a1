import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconSprite, SpriteIcon, type SpriteIconName } from "./sprite-icon.tsx";

const NAMES: SpriteIconName[] = [
  "calendar-days",
  "clock",
  "gauge",
  "heart",
  "heart-filled",
  "map-pin",
  "shield-check",
  "star-filled",
];

describe("sprite icons", () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it("draws every icon once, hidden from assistive technology", () => {
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0"/);
    for (const name of NAMES) {
      expect(sprite.split(`id="icon-${name}"`), name).toHaveLength(2);
    }
    expect(sprite.match(/ id="icon-/g)).toHaveLength(NAMES.length);
  });

  it("shows an icon by reference to its drawing, decorative, sized by its class", () => {
    const icon = renderToStaticMarkup(<SpriteIcon name="map-pin" className="size-4" />);
    expect(icon).toContain('<use href="#icon-map-pin"></use>');
    expect(icon).toContain('aria-hidden="true"');
    expect(icon).toContain('class="shrink-0 size-4"');
    expect(icon).toContain('viewBox="0 0 24 24"');
  });

  it("fills the filled variants with the colour of where they are used, and leaves the others hollow", () => {
    const drawing = (name: SpriteIconName) =>
      sprite.match(new RegExp(`<g id="icon-${name}"><svg[^>]*>`))?.[0] ?? "";
    expect(drawing("heart-filled")).toContain('fill="currentColor"');
    expect(drawing("star-filled")).toContain('fill="currentColor"');
    expect(drawing("heart")).toContain('fill="none"');
    expect(drawing("map-pin")).toContain('stroke="currentColor"');
  });
});
