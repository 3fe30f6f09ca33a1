import { CalendarDays, Clock, Gauge, Heart, MapPin, ShieldCheck, Star } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/**
 * The icons a list repeats on every row (the trip cards: six per card, a dozen cards a page), drawn once per
 * page by <IconSprite> in the root layout and shown by reference (`<use>`): a card's icon is two elements
 * instead of three to five, and the explore page ships and hydrates about 270 tags and 15 KB less
 * (docs/decisions/0045-icon-sprite.md). Icons shown once per page stay plain lucide components.
 * The filled variants are their own entries: a referenced copy keeps its own `fill`, so the fill cannot come
 * from the place it is used.
 */
const SPRITE = {
  "calendar-days": <CalendarDays />,
  clock: <Clock />,
  gauge: <Gauge />,
  heart: <Heart />,
  "heart-filled": <Heart fill="currentColor" />,
  "map-pin": <MapPin />,
  "shield-check": <ShieldCheck />,
  "star-filled": <Star fill="currentColor" />,
} as const;

export type SpriteIconName = keyof typeof SPRITE;

const spriteId = (name: SpriteIconName) => `icon-${name}`;

/** Every sprite icon's drawing, once, hidden (rendered by the root layout). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden" focusable="false">
      <defs>
        {(Object.entries(SPRITE) as [SpriteIconName, (typeof SPRITE)[SpriteIconName]][]).map(
          ([name, icon]) => (
            <g key={name} id={spriteId(name)}>
              {icon}
            </g>
          ),
        )}
      </defs>
    </svg>
  );
}

/** A sprite icon, decorative (hidden from screen readers): 24 × 24 unless `className` sizes it. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={cn("shrink-0", className)}
      data-icon={name}
    >
      <use href={`#${spriteId(name)}`} />
    </svg>
  );
}
