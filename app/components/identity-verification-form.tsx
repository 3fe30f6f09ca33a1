import { BadgeCheck, CheckCircle2, Clock, FileText, ShieldAlert, ShieldCheck, Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toLocale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { platformToday } from "#core/rules/platform-calendar";
import { policyFigures } from "#core/rules/policy-figures";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import {
  IDENTITY_NUMBER_MAX,
  type IdentityState,
  identityVerificationSchema,
} from "#core/schemas/identity-verification";
import { useTranslation } from "../i18n/use-translation.ts";
import { cn } from "../lib/cn.ts";
import { uploadFile } from "../lib/upload-file.ts";
import { useFetcherResult } from "../lib/use-fetcher-result.ts";
import { useCheckedForm } from "../lib/use-validated-form.ts";
import { Button } from "./ui/button.tsx";
import { FieldError } from "./ui/field.tsx";
import { TextField } from "./ui/input.tsx";
import { Spinner } from "./ui/spinner.tsx";
import { useToast } from "./ui/toast.tsx";

/** Where the form posts (app/routes/cuenta.identidad.tsx); every loader on the page revalidates after it. */
export const IDENTITY_VERIFICATION_ACTION = "/cuenta/identidad";
const IDENTITY_FETCHER_KEY = "identity-verification";

type Result = { ok: true } | { ok: false; error: string };

type IdentityVerificationProps = {
  identity: IdentityState;
  /** Tropleaders read why it matters to them (publishing trips). */
  audience?: "traveller" | "tropleader";
};

/**
 * Identity verification (doc 1 §4-§5) for travellers and tropleaders: the verified badge, the pending state
 * with the 24-48 business hours text, or the form (birth date, identity number, both sides of the document).
 */
export function IdentityVerification({ identity, audience = "traveller" }: IdentityVerificationProps) {
  const { t, i18n } = useTranslation("profile");
  const locale = toLocale(i18n.language);
  const [resubmitting, setResubmitting] = useState(false);
  const toast = useToast();
  // The form gives way to the pending state once the submission lands, so its outcome is announced here.
  const fetcher = useFetcher<Result>({ key: IDENTITY_FETCHER_KEY });
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast.success(t("identity.submitted"));
      setResubmitting(false);
    } else {
      toast.error(t("identity.submitError", { reason: t(result.error) }));
    }
  });

  if (identity.status === "verified") {
    return (
      <StatusPanel
        tone="success"
        icon={<ShieldCheck />}
        title={t("identity.verifiedTitle")}
        testId="identity-verified"
      >
        <p>{t("identity.verifiedBody")}</p>
        <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t("identity.verifiedBadge")}
        </span>
      </StatusPanel>
    );
  }

  if (identity.status === "pending" && !resubmitting) {
    return (
      <StatusPanel
        tone="warning"
        icon={<Clock />}
        title={t("identity.pendingTitle")}
        testId="identity-pending"
      >
        <p>
          {identity.submittedAt
            ? t("identity.pendingBody", {
                date: formatLongDate(new Date(identity.submittedAt), locale),
                ...policyFigures(),
              })
            : t("identity.pendingBodyNoDate", policyFigures())}
        </p>
        {identity.documents.length ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {identity.documents.map((doc) => (
              <a
                key={doc.fileId}
                href={`/api/files/${doc.fileId}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-white px-3 py-1 text-xs font-medium text-amber-900 hover:border-amber-500"
              >
                <FileText aria-hidden="true" className="size-3.5" />
                {doc.side === "front" ? t("identity.viewFront") : t("identity.viewBack")}
              </a>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => setResubmitting(true)}
          className="mt-3 text-sm font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {t("identity.resubmit")}
        </button>
      </StatusPanel>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {identity.status === "rejected" ? (
        <StatusPanel
          tone="danger"
          icon={<ShieldAlert />}
          title={t("identity.rejectedTitle")}
          testId="identity-rejected"
        >
          <p>{t("identity.rejectedBody")}</p>
        </StatusPanel>
      ) : (
        <p className="text-sm text-gray-600">
          {audience === "tropleader" ? t("identity.introTropleader") : t("identity.intro")}
        </p>
      )}
      <IdentityForm
        defaultBirthDate={identity.birthDate}
        onCancel={resubmitting ? () => setResubmitting(false) : undefined}
      />
    </div>
  );
}

function IdentityForm({ defaultBirthDate, onCancel }: { defaultBirthDate: string; onCancel?: () => void }) {
  const { t } = useTranslation("profile");
  const fetcher = useFetcher<Result>({ key: IDENTITY_FETCHER_KEY });
  const form = useCheckedForm(identityVerificationSchema, {
    defaultValues: { birthDate: defaultBirthDate, identityNumber: "", frontFileId: "", backFileId: "" },
  });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState({ front: false, back: false });

  const onSubmit = form.handleSubmit((values) => {
    fetcher.submit(values, {
      method: "post",
      action: IDENTITY_VERIFICATION_ACTION,
      encType: "application/json",
    });
  });

  const sidesError = errors.frontFileId?.message ?? errors.backFileId?.message;
  const busy = uploading.front || uploading.back;
  const today = platformToday();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="identity-form">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t("identity.birthDate")}
          type="date"
          required
          max={today}
          min="1900-01-01"
          autoComplete="bday"
          error={errors.birthDate?.message ? t(errors.birthDate.message) : null}
          {...form.register("birthDate")}
        />
        <TextField
          label={t("identity.identityNumber")}
          hint={t("identity.identityNumberHint")}
          required
          maxLength={IDENTITY_NUMBER_MAX}
          autoComplete="off"
          spellCheck={false}
          error={errors.identityNumber?.message ? t(errors.identityNumber.message) : null}
          {...form.register("identityNumber")}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">
          {t("identity.documentLabel")}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {(["front", "back"] as const).map((side) => (
            <DocumentPicker
              key={side}
              side={side}
              invalid={
                Boolean(sidesError) && !form.getValues(side === "front" ? "frontFileId" : "backFileId")
              }
              onUploading={(value) => setUploading((u) => ({ ...u, [side]: value }))}
              onUploaded={(fileId) =>
                form.setValue(side === "front" ? "frontFileId" : "backFileId", fileId, {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          ))}
        </div>
        <FieldError message={sidesError ? t(sidesError) : null} />
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-xs text-gray-500">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t("identity.reviewTime", policyFigures())}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t("identity.cancelResubmit")}
            </Button>
          ) : null}
          <Button type="submit" variant="dark" loading={fetcher.state !== "idle"} disabled={busy}>
            {t("identity.submit")}
          </Button>
        </div>
      </div>
    </form>
  );
}

type Picked = { name: string; size: number; state: "uploading" | "done" | "error"; message?: string };

function DocumentPicker({
  side,
  invalid,
  onUploading,
  onUploaded,
}: {
  side: "front" | "back";
  invalid: boolean;
  onUploading: (busy: boolean) => void;
  onUploaded: (fileId: string) => void;
}) {
  const { t } = useTranslation("profile");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setPicked({ name: file.name, size: file.size, state: "uploading" });
    onUploaded("");
    onUploading(true);
    const outcome = await uploadFile("identity-document", file, { side });
    onUploading(false);
    if (outcome.ok) {
      setPicked({ name: file.name, size: file.size, state: "done" });
      onUploaded(outcome.file.fileId);
    } else {
      setPicked({ name: file.name, size: file.size, state: "error", message: outcome.messageKey });
    }
  }

  const label = side === "front" ? t("identity.front") : t("identity.back");
  const hasError = picked?.state === "error" || (invalid && picked?.state !== "done");
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed p-4 transition-colors",
          picked?.state === "done"
            ? "border-emerald-300 bg-emerald-50/60"
            : hasError
              ? "border-red-300 bg-red-50/50"
              : "border-gray-300 bg-gray-50/60 hover:border-ink",
        )}
        data-testid={`identity-${side}`}
      >
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-lg",
            picked?.state === "done" ? "bg-emerald-100 text-emerald-700" : "bg-white text-gray-500 shadow-sm",
          )}
        >
          {picked?.state === "uploading" ? (
            <Spinner className="size-5" />
          ) : picked?.state === "done" ? (
            <CheckCircle2 aria-hidden="true" className="size-5" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-ink">{label}</span>
          <span className={cn("block text-xs text-gray-500", picked ? "truncate" : "")}>
            {picked
              ? picked.state === "uploading"
                ? t("identity.uploading")
                : `${picked.name}${picked.state === "done" ? ` · ${t("identity.uploaded")}` : ""}`
              : t("identity.fileHint")}
          </span>
        </span>
        <span className="shrink-0 text-xs font-semibold text-ink underline underline-offset-2">
          {picked?.state === "done" ? t("identity.replaceFile") : t("identity.chooseFile")}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_RULES["identity-document"].acceptAttribute}
          className="sr-only"
          onChange={onPick}
          aria-invalid={hasError || undefined}
          disabled={picked?.state === "uploading"}
        />
      </label>
      {picked?.state === "error" && picked.message ? <FieldError message={t(picked.message)} /> : null}
    </div>
  );
}

function StatusPanel({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: "success" | "warning" | "danger";
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  const tones = {
    success:
      "border-emerald-200 bg-emerald-50 text-emerald-900 [&_.icon]:bg-emerald-100 [&_.icon]:text-emerald-700",
    warning: "border-amber-200 bg-amber-50 text-amber-900 [&_.icon]:bg-amber-100 [&_.icon]:text-amber-700",
    danger: "border-red-200 bg-red-50 text-red-900 [&_.icon]:bg-red-100 [&_.icon]:text-red-700",
  };
  return (
    <div className={cn("flex gap-4 rounded-2xl border p-4 sm:p-5", tones[tone])} data-testid={testId}>
      <span
        aria-hidden="true"
        className="icon flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0 text-sm leading-relaxed">
        <p className="text-base font-semibold">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
