import type { ReactNode } from "react";
import { CONFIRMED_FIELD } from "#core/schemas/admin-decision";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import type { SystemFetcher, SystemIntent } from "./system-action.ts";

type Props = {
  fetcher: SystemFetcher;
  intent: SystemIntent;
  id: string;
  icon: ReactNode;
  label: string;
  /** The button's full name for screen readers (which job, which email). */
  ariaLabel: string;
  /** The question asked first (dialog with scripts; the page's confirmation step before them). */
  title: string;
  message: string;
  tone?: "default" | "danger";
};

/**
 * One Sistema action on one row: a form posted by the list's fetcher after the admin confirms in the dialog;
 * before the scripts load, a plain post that the action answers with the same question to post again.
 */
export function ConfirmedActionButton({
  fetcher,
  intent,
  id,
  icon,
  label,
  ariaLabel,
  title,
  message,
  tone,
}: Props) {
  const confirm = useConfirm();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await confirm({ title, message, confirmLabel: label, tone }))) return;
    const confirmed = new FormData(form);
    confirmed.set(CONFIRMED_FIELD, "yes");
    fetcher.submit(confirmed, { method: "post" });
  }

  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={tone === "danger" ? "outline" : "dark"}
        disabled={fetcher.state !== "idle"}
        aria-label={ariaLabel}
      >
        {icon}
        {label}
      </Button>
    </fetcher.Form>
  );
}
