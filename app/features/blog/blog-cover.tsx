import { cn } from "../../lib/cn.ts";
import type { BlogPostMeta } from "./blog-posts.ts";

/** An illustrated cover tile: the post's colours, its icon and a horizon line. */
export function BlogCover({
  post,
  compact,
  className,
}: {
  post: BlogPostMeta;
  compact?: boolean;
  className?: string;
}) {
  const Icon = post.icon;
  return (
    <div
      aria-hidden="true"
      className={cn("relative isolate overflow-hidden bg-gradient-to-br", post.cover, className)}
    >
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/2 w-full opacity-40"
        viewBox="0 0 400 100"
        preserveAspectRatio="none"
      >
        <path d="M0 100 L70 45 L120 70 L190 20 L260 65 L320 38 L400 80 L400 100 Z" fill="white" />
      </svg>
      <div className="flex h-full items-center justify-center">
        <span
          className={cn(
            "flex items-center justify-center bg-white/70 shadow-sm backdrop-blur",
            compact ? "size-10 rounded-xl" : "size-16 rounded-2xl",
          )}
        >
          <Icon className={compact ? "size-5" : "size-8"} />
        </span>
      </div>
    </div>
  );
}
