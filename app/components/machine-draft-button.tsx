import { Languages } from "lucide-react";
import { useTranslation } from "../i18n/use-translation.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { type TranslationDraftInput, useTranslationDraft } from "../lib/use-translation-draft.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";

/**
 * 'Traducir al inglés' (issue 34), the one button of the trip wizard's English steps and the tropleader's English
 * profile: asks for a machine draft of `input()` (the Spanish texts as they are when pressed), hands it to
 * `onDraft` to fill the English fields (nothing is saved), then says it is a draft to read; a refusal is shown
 * under it. Disabled until the scripts run and while a draft is on its way. `labels` are the page's own texts.
 */
export function MachineDraftButton({
  input,
  onDraft,
  labels,
}: {
  input: () => TranslationDraftInput;
  onDraft: (draft: Record<string, unknown>) => void;
  labels: { translate: string; translating: string; drafted: string };
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const draft = useTranslationDraft(onDraft);
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!hydrated || draft.state === "busy"}
        loading={draft.state === "busy"}
        onClick={() => void draft.request(input())}
      >
        <Languages aria-hidden="true" className="size-4" />
        {draft.state === "busy" ? labels.translating : labels.translate}
      </Button>
      {draft.error ? <Alert tone="error">{t(draft.error)}</Alert> : null}
      {draft.state === "drafted" ? <Alert tone="info">{labels.drafted}</Alert> : null}
    </div>
  );
}
