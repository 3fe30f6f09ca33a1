import { FileText } from "lucide-react";
import type { Certification } from "#core/schemas/tropleader-profile";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * A guide's certifications for the Tropa team: name, issuer, year and, when the guide attached one, a link to
 * the private document (served only to the guide and admins by /api/files/:id).
 */
export function CertificationList({ certifications }: { certifications: Certification[] }) {
  const { t } = useTranslation("admin");
  if (!certifications.length) return <span>{t("decisions.notGiven")}</span>;
  return (
    <ul className="space-y-1" data-testid="admin-certifications">
      {certifications.map((c, i) => (
        <li key={`${i}-${c.name}`} className="flex flex-wrap items-center gap-x-2">
          <span>{[c.name, c.issuer, c.year].filter((part) => part !== null && part !== "").join(" · ")}</span>
          {c.fileId ? (
            <a
              href={`/api/files/${c.fileId}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-ink underline underline-offset-2"
            >
              <FileText aria-hidden="true" className="size-3.5" />
              {t("decisions.certificationDocument", { name: c.name })}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
