import { ScrollText } from "lucide-react";
import { Form, Link } from "react-router";
import { requireUser } from "#server/auth/guards";
import { AUDIT_ACTIONS, listAuditLog } from "#server/services/admin/list-audit-log";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { TextField } from "../components/ui/input.tsx";
import { SelectField } from "../components/ui/select.tsx";
import { AuditEntry } from "../features/admin/audit-entry.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/admin.registro";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.role !== "admin") return null;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return listAuditLog(context.deps, user, params);
}

/** Registro (issue 12): the audit log with its filters in the URL, 50 entries a page. */
export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (!loaderData) return null;
  const { filter, entries, newer, older } = loaderData;
  const pageLink = (direction: "antes" | "despues", cursor: string) => {
    const params = new URLSearchParams();
    for (const key of ["actor", "action", "subject", "from", "to"] as const) {
      const value = filter[key];
      if (value) params.set(key, value);
    }
    params.set(direction, cursor);
    return `?${params}`;
  };
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-lg font-semibold">
        {t("audit.title")}
      </h2>
      <Form
        method="get"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t("audit.filters")}
      >
        <TextField label={t("audit.actor")} name="actor" defaultValue={filter.actor} maxLength={100} />
        <SelectField
          label={t("audit.action")}
          name="action"
          defaultValue={filter.action ?? ""}
          options={[
            { value: "", label: t("audit.anyAction") },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          ]}
        />
        <TextField label={t("audit.subject")} name="subject" defaultValue={filter.subject} maxLength={100} />
        <TextField label={t("audit.from")} name="from" type="date" defaultValue={filter.from ?? ""} />
        <TextField label={t("audit.to")} name="to" type="date" defaultValue={filter.to ?? ""} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="dark">
            {t("audit.apply")}
          </Button>
          <Link to="/admin/registro" className={buttonClasses({ variant: "outline" })}>
            {t("audit.clear")}
          </Link>
        </div>
      </Form>
      {entries.length === 0 ? (
        <EmptyState className="mt-6" icon={<ScrollText aria-hidden="true" />} title={t("audit.empty")} />
      ) : (
        <ul
          className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200"
          aria-label={t("audit.title")}
        >
          {entries.map((e) => (
            <AuditEntry key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {newer || older ? (
        <nav className="mt-4 flex justify-between" aria-label={t("audit.pages")}>
          {newer ? (
            <Link to={pageLink("antes", newer)} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("audit.newer")}
            </Link>
          ) : (
            <span />
          )}
          {older ? (
            <Link
              to={pageLink("despues", older)}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("audit.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
