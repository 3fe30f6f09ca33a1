import type { FormEvent, ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";

/**
 * A destructive action asked first. With scripts: the shared confirm dialog, then the post. Before they load:
 * the button posts `ask-<intent>` and the page shows the same question inline (`asking`) with a confirm form.
 */
export function ConfirmedAction({
  intent,
  departureId,
  label,
  title,
  message,
  confirmLabel,
  cancelLabel,
  asking,
}: {
  intent: "delete" | "cancel";
  departureId: string;
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The question was asked by a plain post: show it here. */
  asking: boolean;
}) {
  const confirm = useConfirm();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("departureId") === departureId;

  async function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await confirm({ title, message, confirmLabel, cancelLabel, tone: "danger" }))) return;
    const data = new FormData(form);
    data.set("intent", intent);
    void submit(data, { method: "post", preventScrollReset: true });
  }

  if (asking) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`${intent}-${departureId}-q`}
        className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950"
      >
        <p id={`${intent}-${departureId}-q`} className="font-semibold">
          {title}
        </p>
        <div className="mt-1">{message}</div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="departureId" value={departureId} />
            <Button type="submit" variant="danger" size="sm" loading={busy}>
              {confirmLabel}
            </Button>
          </Form>
          <Form method="get">
            <Button type="submit" variant="outline" size="sm">
              {cancelLabel}
            </Button>
          </Form>
        </div>
      </div>
    );
  }
  return (
    <Form method="post" onSubmit={onAsk} preventScrollReset>
      <input type="hidden" name="intent" value={`ask-${intent}`} />
      <input type="hidden" name="departureId" value={departureId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        loading={busy}
        className={intent === "cancel" ? "text-red-700" : undefined}
      >
        {label}
      </Button>
    </Form>
  );
}
