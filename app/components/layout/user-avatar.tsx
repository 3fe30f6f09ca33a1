import { cn } from "../../lib/cn.ts";

/** Profile photo, or the initials on a brand tile when there is none. */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?";
  if (image) {
    return <img src={image} alt="" className={cn("size-8 rounded-full object-cover", className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 items-center justify-center rounded-full bg-brand text-xs font-bold text-ink",
        className,
      )}
    >
      {initials}
    </span>
  );
}
