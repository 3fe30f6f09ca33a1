import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "../../components/ui/button.tsx";

type Props = {
  fetcher: FetcherWithComponents<unknown>;
  /** The form's intent and the field naming what to retry (refundId, payoutId). */
  intent: string;
  field: string;
  id: string;
  label: string;
  children: ReactNode;
};

/** One money movement the provider refused, with its 'Reintentar' button (failed refunds and payouts). */
export function RetryRow({ fetcher, intent, field, id, label, children }: Props) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">{children}</div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={field} value={id} />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </fetcher.Form>
    </li>
  );
}
