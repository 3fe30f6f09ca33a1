import { TriangleAlert } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { CONFIRMED_FIELD } from "#core/schemas/admin-decision";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Props = { title: string; message: string; confirmLabel: string; fields: Record<string, string> };

/**
 * The confirmation of a destructive step when the dialog could not open (before the scripts load): the spec's
 * question, then the same post again with the confirmation, or back to the list with nothing changed.
 */
export function ConfirmStep({ title, message, confirmLabel, fields }: Props) {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  return (
    <section
      aria-labelledby="confirm-step-title"
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-5"
      data-testid="confirm-step"
    >
      <h2 id="confirm-step-title" className="flex items-center gap-2 text-base font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {title}
      </h2>
      <p className="mt-2 text-sm text-red-900">{message}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
        <Button type="submit" variant="danger" size="sm">
          {confirmLabel}
        </Button>
        <Link to={`${pathname}${search}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("ui.cancel")}
        </Link>
      </Form>
    </section>
  );
}
