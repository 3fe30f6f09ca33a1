import { type LucideIcon, Mountain, Route as RouteIcon, Waves } from "lucide-react";

export type BlogPostMeta = {
  slug: string;
  /** Publication date (YYYY-MM-DD). */
  date: string;
  readingMinutes: number;
  category: "tips" | "mountain" | "surf";
  icon: LucideIcon;
  /** Cover tile colours (no remote images). */
  cover: string;
};

/** The articles, newest first; their texts are in locales/<lng>/blog.json under posts.<slug>. */
export const BLOG_POSTS: BlogPostMeta[] = [
  {
    slug: "surf-para-principiantes",
    date: "2026-11-05",
    readingMinutes: 4,
    category: "surf",
    icon: Waves,
    cover: "from-sky-200 via-cyan-100 to-brand-100 text-sky-900",
  },
  {
    slug: "que-llevar-en-la-mochila-de-trekking",
    date: "2026-10-22",
    readingMinutes: 5,
    category: "mountain",
    icon: Mountain,
    cover: "from-brand-300 via-brand-100 to-amber-50 text-brand-800",
  },
  {
    slug: "como-elegir-tu-primer-viaje-en-grupo",
    date: "2026-10-08",
    readingMinutes: 4,
    category: "tips",
    icon: RouteIcon,
    cover: "from-amber-100 via-orange-50 to-rose-100 text-amber-900",
  },
];

export function findBlogPost(slug: string): BlogPostMeta | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
