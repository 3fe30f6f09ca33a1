import { useState } from "react";
import type { TranslationDraftRequest } from "#core/schemas/translation-draft";

type DraftAnswer = { ok?: boolean; draft?: unknown; error?: unknown; messageKey?: unknown };

/** What the page asks to draft: one section's Spanish texts (POST /api/translation-draft checks them again). */
export type TranslationDraftInput = {
  section: TranslationDraftRequest["section"];
  values: unknown;
  tripId?: string;
};

/** The translated message of a refused draft (POST /api/translation-draft answers with an i18n key). */
function messageOf(body: DraftAnswer | null): string {
  const error = body?.error;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "messageKey" in error) {
    const key = (error as { messageKey: unknown }).messageKey;
    if (typeof key === "string") return key;
  }
  if (typeof body?.messageKey === "string") return body.messageKey;
  return "trips:translationDraft.errors.failed";
}

/**
 * 'Traducir al inglés': asks the server for a machine draft of one step's Spanish texts (or the tropleader's
 * profile texts, section `profile`). The draft is handed to `onDraft` (which fills the English fields; nothing is
 * saved); a failure leaves the fields as they were and gives the translated message.
 */
export function useTranslationDraft(onDraft: (draft: Record<string, unknown>) => void) {
  const [state, setState] = useState<"idle" | "busy" | "drafted">("idle");
  const [error, setError] = useState<string | null>(null);

  async function request(input: TranslationDraftInput) {
    setState("busy");
    setError(null);
    try {
      const response = await fetch("/api/translation-draft", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...input, from: "es", to: "en" }),
      });
      const body = (await response.json().catch(() => null)) as DraftAnswer | null;
      if (!response.ok || !body?.ok || typeof body.draft !== "object" || body.draft === null) {
        setError(messageOf(body));
        setState("idle");
        return;
      }
      onDraft(body.draft as Record<string, unknown>);
      setState("drafted");
    } catch {
      setError("trips:translationDraft.errors.unavailable");
      setState("idle");
    }
  }

  return { state, error, request, reset: () => setState("idle") };
}
