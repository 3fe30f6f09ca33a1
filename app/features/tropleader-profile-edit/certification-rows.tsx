import { FileCheck2, Paperclip, Plus, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import {
  blankCertification,
  CERTIFICATION_FIRST_YEAR,
  CERTIFICATION_TEXT_MAX,
  CERTIFICATIONS_MAX,
  type TropleaderProfile,
  type TropleaderProfileInput,
} from "#core/schemas/tropleader-profile";
import { Button } from "../../components/ui/button.tsx";
import { FieldError } from "../../components/ui/field.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type Form = UseFormReturn<TropleaderProfileInput, unknown, TropleaderProfile>;

/**
 * The guide's certifications: a row each (name, issuer, year) and an optional supporting document, uploaded
 * as a private certification-document (only the guide and the Tropa team open it). The page always offers
 * one empty row, so a certification can be added before the scripts load; adding more rows, removing one and
 * attaching a document need them. A row left empty is not saved.
 */
export function CertificationRows({ form }: { form: Form }) {
  const { t } = useTranslation("workspace");
  const hydrated = useHydrated();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "certifications" });
  const errors = form.formState.errors.certifications;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{t("profileEdit.certificationsHint")}</p>
      <ol className="space-y-4" data-testid="certification-rows">
        {fields.map((field, i) => (
          <li key={field.id}>
            <CertificationRow
              form={form}
              index={i}
              defaults={field}
              onRemove={() => remove(i)}
              hydrated={hydrated}
            />
          </li>
        ))}
      </ol>
      <FieldError message={listError ? t(listError) : null} />
      <Button
        variant="outline"
        size="sm"
        disabled={!hydrated || fields.length >= CERTIFICATIONS_MAX}
        onClick={() => append(blankCertification())}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("profileEdit.certificationAdd")}
      </Button>
    </div>
  );
}

function CertificationRow({
  form,
  index,
  defaults,
  onRemove,
  hydrated,
}: {
  form: Form;
  index: number;
  /** The row's values in the server-rendered page (the form library fills the fields only once hydrated). */
  defaults: TropleaderProfileInput["certifications"][number];
  onRemove: () => void;
  hydrated: boolean;
}) {
  const { t } = useTranslation("workspace");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, setValue, watch } = form;
  const rowErrors = form.formState.errors.certifications?.[index];
  const message = (key?: string) => (key ? t(key) : null);
  const watched = watch(`certifications.${index}.fileId`);
  const fileId = hydrated ? watched : defaults.fileId;
  const n = index + 1;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const outcome = await uploadFile("certification-document", file);
      if (!outcome.ok) return setProblem(outcome.messageKey);
      setValue(`certifications.${index}.fileId`, outcome.file.fileId, { shouldDirty: true });
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-ink">
        {t("profileEdit.certificationLegend", { n })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
        <TextField
          label={t("profileEdit.certificationName")}
          maxLength={CERTIFICATION_TEXT_MAX}
          error={message(rowErrors?.name?.message)}
          defaultValue={defaults.name}
          {...register(`certifications.${index}.name`)}
        />
        <TextField
          label={t("profileEdit.certificationIssuer")}
          optionalLabel={t("profileEdit.optional")}
          maxLength={CERTIFICATION_TEXT_MAX}
          error={message(rowErrors?.issuer?.message)}
          defaultValue={defaults.issuer}
          {...register(`certifications.${index}.issuer`)}
        />
        <TextField
          label={t("profileEdit.certificationYear")}
          optionalLabel={t("profileEdit.optional")}
          type="number"
          inputMode="numeric"
          min={CERTIFICATION_FIRST_YEAR}
          max={new Date().getFullYear()}
          error={message(rowErrors?.year?.message)}
          defaultValue={defaults.year}
          {...register(`certifications.${index}.year`)}
        />
      </div>
      <input type="hidden" defaultValue={defaults.fileId} {...register(`certifications.${index}.fileId`)} />
      <div className="flex flex-wrap items-center gap-2">
        {fileId ? (
          <>
            <a
              href={`/api/files/${fileId}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-ink underline underline-offset-2"
              data-testid="certification-document"
            >
              <FileCheck2 aria-hidden="true" className="size-4 text-brand-700" />
              {t("profileEdit.certificationDocumentOpen")}
            </a>
            <Button
              variant="ghost"
              size="sm"
              disabled={!hydrated}
              onClick={() => setValue(`certifications.${index}.fileId`, "", { shouldDirty: true })}
            >
              {t("profileEdit.certificationDocumentRemove")}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={!hydrated}
            loading={uploading}
            onClick={() => input.current?.click()}
          >
            <Paperclip aria-hidden="true" className="size-4" />
            {t("profileEdit.certificationDocumentAdd")}
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={!hydrated} onClick={onRemove} className="ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          {t("profileEdit.certificationRemove")}
        </Button>
        <HiddenFileInput
          inputRef={input}
          accept={UPLOAD_RULES["certification-document"].acceptAttribute}
          onChange={onPick}
          testId={`certification-file-${index}`}
        />
      </div>
      <p className="text-xs text-gray-600">{t("profileEdit.certificationDocumentHint")}</p>
      <FieldError message={problem ? t(problem) : null} />
    </fieldset>
  );
}
