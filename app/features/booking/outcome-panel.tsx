import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type OutcomePanelProps = {
  icon: ReactNode;
  tone: "success" | "pending" | "neutral" | "warning";
  title: string;
  body: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
};

const ring = {
  success: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  pending: "bg-sky-50 text-sky-700 ring-sky-200",
  neutral: "bg-gray-100 text-gray-700 ring-gray-200",
  warning: "bg-amber-50 text-amber-700 ring-amber-200",
};

/** The payment outcome pages' card: an icon, a headline, what happened, the booking facts and the ways on. */
export function OutcomePanel({ icon, tone, title, body, children, actions, testId }: OutcomePanelProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14" data-testid={testId}>
      <div className="rounded-3xl border border-gray-200 bg-white p-6 text-center shadow-[0_8px_30px_rgba(16,24,40,0.08)] sm:p-10">
        <div
          className={cn("mx-auto flex size-16 items-center justify-center rounded-full ring-8", ring[tone])}
        >
          {icon}
        </div>
        <h1
          className="mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          data-testid="outcome-title"
        >
          {title}
        </h1>
        <div className="mx-auto mt-3 max-w-md text-gray-600">{body}</div>
        {children ? <div className="mt-8 text-left">{children}</div> : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}

/** A definition list of booking facts (reference, trip, dates…). */
export function FactList({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-gray-50/60 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 px-4 py-3">
          <dt className="text-gray-600">{item.label}</dt>
          <dd className="font-medium text-ink" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
