import { useFetcher } from "react-router";
import { TRAVELLER_NOTE_MAX } from "#core/schemas/traveller-note";
import { Button } from "../../components/ui/button.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";

type Result = { ok: true; note: string } | { ok: false; error: string };

/** 'Editar info': the guide's private note on one booking (a plain form post before the scripts load). */
export function TravellerNoteForm({ bookingId, note }: { bookingId: string; note: string }) {
  const { t } = useTranslation("workspace");
  const fetcher = useFetcher<Result>();
  const toast = useToast();
  useFetcherResult(fetcher, (result) => {
    if (result.ok) toast.success(t("travellers.noteSaved"));
  });
  const error = fetcher.data && !fetcher.data.ok ? t(fetcher.data.error) : null;
  return (
    <fetcher.Form method="post" className="space-y-2" data-testid="traveller-note-form">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="bookingId" value={bookingId} />
      <TextareaField
        label={t("travellers.note")}
        hint={t("travellers.noteHelp")}
        name="note"
        rows={3}
        maxLength={TRAVELLER_NOTE_MAX}
        defaultValue={note}
        error={error}
      />
      <Button type="submit" size="sm" variant="dark" loading={fetcher.state !== "idle"}>
        {t("travellers.noteSave")}
      </Button>
    </fetcher.Form>
  );
}
