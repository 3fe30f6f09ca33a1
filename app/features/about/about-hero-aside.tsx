import { BadgeCheck, CreditCard, ShieldCheck, Undo2 } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation.ts";

const ITEMS = [
  { key: "verified", icon: BadgeCheck },
  { key: "insurance", icon: ShieldCheck },
  { key: "payment", icon: CreditCard },
  { key: "refunds", icon: Undo2 },
] as const;

/** The four guarantees behind every booking, beside the About hero. */
export function AboutHeroAside() {
  const { t } = useTranslation("about");
  return (
    <div className="rounded-3xl bg-white/80 p-6 shadow-xl shadow-brand-700/10 ring-1 ring-brand-200 backdrop-blur">
      <p className="text-sm font-semibold text-ink">{t("guarantees.title")}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3 rounded-2xl bg-brand-50 p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand text-ink">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{t(`guarantees.${key}.title`)}</span>
              <span className="block text-xs text-gray-600">{t(`guarantees.${key}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
