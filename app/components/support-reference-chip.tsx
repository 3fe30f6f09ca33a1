import { Paperclip } from "lucide-react";
import type { SupportReference } from "#core/rules/support-reference";
import { useTranslation } from "../i18n/use-translation.ts";

/** A booking or payout attached to a support conversation, as the user and the admins see it in the chat. */
export function SupportReferenceChip({ reference }: { reference: SupportReference }) {
  const { t } = useTranslation("support");
  return (
    <span
      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-ink ring-1 ring-gray-300"
      data-testid="support-reference"
      title={t("reference.attached")}
    >
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t("reference.attached")}: </span>
      <span className="truncate">
        {t(`reference.${reference.kind}`, { reference: reference.code })}
        {reference.label ? ` · ${reference.label}` : ""}
      </span>
    </span>
  );
}
