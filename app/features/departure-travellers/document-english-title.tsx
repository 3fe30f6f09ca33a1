import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { DOCUMENT_TITLE_MAX, documentEnglishTitleSchema } from "#core/schemas/trip-document";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";

type Result =
  | { ok: true; intent: string; messageKey: string }
  | { ok: false; intent: string; error: string; params?: Record<string, unknown> };

/**
 * One document's title in English (issue 34): checked in the browser with the server's schema, saved by the
 * route's `english` intent (the trip's English version); emptied, travellers reading in English see the Spanish
 * title. The field is named after the document, so several on the page stay apart for a screen reader.
 */
export function DocumentEnglishTitle({
  document,
}: {
  document: { id: string; title: string; englishTitle: string | null };
}) {
  const { t } = useTranslation("workspace");
  const toast = useToast();
  const fetcher = useFetcher<Result>();
  const [value, setValue] = useState(document.englishTitle ?? "");
  const [error, setError] = useState<string | null>(null);
  useFetcherResult(fetcher, (result) => {
    if (result.ok) toast.success(t(result.messageKey));
    else setError(t(result.error, result.params));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const issue = documentEnglishTitleSchema.shape.title.safeParse(value).error?.issues[0]?.message;
    setError(issue ? t(issue) : null);
    if (!issue) {
      fetcher.submit({ intent: "english", documentId: document.id, title: value }, { method: "post" });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex w-full flex-wrap items-start gap-2"
      data-testid="document-english-title"
    >
      <TextField
        label={t("documents.englishTitle")}
        aria-label={t("documents.englishTitleNamed", { title: document.title })}
        lang="en"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maxLength={DOCUMENT_TITLE_MAX}
        error={error}
        fieldClassName="min-w-0 flex-1 basis-48"
      />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="mt-7"
        loading={fetcher.state !== "idle"}
        aria-label={t("documents.saveEnglishNamed", { title: document.title })}
      >
        {t("documents.saveEnglish")}
      </Button>
    </form>
  );
}
