import { Check, X } from "lucide-react";
import { type AdminDecision, CONFIRMED_FIELD } from "#core/schemas/admin-decision";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import type { DecisionFetcher } from "./tropleader-application.tsx";

type Props = {
  userId: string;
  approve: { intent: AdminDecision["intent"]; label: string };
  /** Rejecting asks first with the spec's confirmation. */
  reject: { intent: AdminDecision["intent"]; label: string; title: string; confirm: string };
  /** Who the decision is about, named by the confirmation shown before the scripts load. */
  name: string;
  fetcher: DecisionFetcher;
};

/**
 * Approve and reject for one pending item: two forms posted by the list's fetcher (plain form posts before
 * the scripts load); reject opens the confirmation dialog first (before the scripts load, the action answers
 * with the confirmation to post again).
 */
export function DecisionButtons({ userId, name, approve, reject, fetcher }: Props) {
  const confirm = useConfirm();
  const busy = fetcher.state !== "idle";

  async function onReject(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: reject.title,
      message: reject.confirm,
      confirmLabel: reject.label,
      tone: "danger",
    });
    if (!ok) return;
    const confirmed = new FormData(form);
    confirmed.set(CONFIRMED_FIELD, "yes");
    fetcher.submit(confirmed, { method: "post" });
  }

  return (
    <div className="flex shrink-0 gap-2">
      <fetcher.Form method="post">
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="intent" value={approve.intent} />
        <Button type="submit" size="sm" variant="dark" disabled={busy}>
          <Check aria-hidden="true" className="size-4" />
          {approve.label}
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" onSubmit={onReject}>
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="intent" value={reject.intent} />
        <input type="hidden" name="name" value={name} />
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          <X aria-hidden="true" className="size-4" />
          {reject.label}
        </Button>
      </fetcher.Form>
    </div>
  );
}
