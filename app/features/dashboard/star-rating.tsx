import { Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

/** Five stars as a radio group: arrow keys change the value, each star is announced ("4 stars"). */
export function StarRatingInput({
  value,
  onChange,
  name,
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  name: string;
  labelledBy: string;
}) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} htmlFor={`${id}-${n}`} className="group cursor-pointer">
          <input
            id={`${id}-${n}`}
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="peer sr-only"
            aria-label={t("review.star", { count: n })}
          />
          <Star
            aria-hidden="true"
            className={cn(
              "size-8 rounded transition-transform peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink group-hover:scale-110",
              n <= value ? "fill-amber-400 text-amber-400" : "fill-transparent text-gray-300",
            )}
          />
        </label>
      ))}
      <span className="ml-2 text-sm font-medium text-gray-700" aria-hidden="true">
        {t("review.ratingValue", { rating: value })}
      </span>
    </div>
  );
}

/** Read-only stars for an existing review. */
export function StarRatingDisplay({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <span
      role="img"
      aria-label={t("review.ratingValue", { rating })}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= rating ? "fill-amber-400 text-amber-400" : "fill-gray-200 text-gray-200",
          )}
        />
      ))}
    </span>
  );
}
