import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { DOCUMENT_TITLE_MAX, departureDocumentSchema } from "#core/schemas/trip-document";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";

type Result =
  | { ok: true; intent: string; messageKey: string }
  | { ok: false; intent: string; error: string; params?: Record<string, unknown> };

/**
 * Sharing a PDF: the title and the file are checked in the browser (the title with the server's schema, the
 * file by size and content), the file goes through the upload pipeline, then the route attaches it.
 */
export function DocumentUpload({ onDone }: { onDone: (messageKey: string) => void }) {
  const { t } = useTranslation("workspace");
  const fetcher = useFetcher<Result>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ field: "title" | "file"; message: string } | null>(null);
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      setTitle("");
      if (fileInput.current) fileInput.current.value = "";
      onDone(result.messageKey);
    } else setError({ field: "file", message: t(result.error, result.params) });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const file = fileInput.current?.files?.[0];
    const titleIssue = departureDocumentSchema.shape.title.safeParse(title).error?.issues[0]?.message;
    if (titleIssue) return setError({ field: "title", message: t(titleIssue) });
    if (!file) return setError({ field: "file", message: t("documents.errors.fileMissing") });
    setProgress(0);
    const outcome = await uploadFile("trip-document", file, { onProgress: setProgress });
    setProgress(null);
    if (!outcome.ok) return setError({ field: "file", message: t(outcome.messageKey) });
    fetcher.submit({ intent: "add", fileId: outcome.file.fileId, title }, { method: "post" });
  }

  const busy = progress !== null || fetcher.state !== "idle";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="document-form">
      <TextField
        label={t("documents.titleField")}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={DOCUMENT_TITLE_MAX}
        required
        error={error?.field === "title" ? error.message : null}
      />
      <div>
        <label htmlFor="document-file" className="mb-1 block text-sm font-medium">
          {t("documents.file")}
        </label>
        <input
          ref={fileInput}
          id="document-file"
          type="file"
          accept={UPLOAD_RULES["trip-document"].acceptAttribute}
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-ink"
          aria-describedby={error?.field === "file" ? "document-file-error" : undefined}
          aria-invalid={error?.field === "file" || undefined}
        />
        {progress !== null ? (
          <progress
            className="mt-2 h-2 w-full accent-ink"
            max={1}
            value={progress}
            aria-label={t("documents.uploading")}
          />
        ) : null}
      </div>
      {error?.field === "file" ? (
        <Alert tone="error">
          <span id="document-file-error">{error.message}</span>
        </Alert>
      ) : null}
      <Button type="submit" variant="dark" loading={busy}>
        <Upload aria-hidden="true" className="size-4" />
        {busy ? t("documents.uploading") : t("documents.upload")}
      </Button>
    </form>
  );
}
