import type { ReactNode } from "react";
import type { SiteSocial } from "#core/schemas/site-content";

// lucide dropped brand logos; these simple glyphs are drawn locally (no remote assets).
const icons: Record<keyof SiteSocial, { name: string; glyph: ReactNode }> = {
  facebook: {
    name: "Facebook",
    glyph: (
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z"
      />
    ),
  },
  instagram: {
    name: "Instagram",
    glyph: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="3.8" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  twitter: {
    name: "X (Twitter)",
    glyph: (
      <path
        fill="currentColor"
        d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z"
      />
    ),
  },
};

/** Social profile links from the editable site content; an empty value hides that network. */
export function SocialLinks({ social }: { social: SiteSocial }) {
  const keys = (Object.keys(icons) as Array<keyof SiteSocial>).filter((k) => social[k]);
  if (keys.length === 0) return null;
  return (
    <ul className="flex items-center gap-2">
      {keys.map((key) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white/80 transition-colors hover:bg-brand hover:text-ink"
          >
            <svg viewBox="0 0 24 24" className="size-4.5" aria-hidden="true">
              {icons[key].glyph}
            </svg>
            <span className="sr-only">{icons[key].name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
