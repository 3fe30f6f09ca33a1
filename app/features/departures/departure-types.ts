import type { CancellationPreview } from "#server/services/departures/preview-departure-cancellation";

export type DepartureIntent = "add" | "update" | "delete" | "cancel" | "ask-delete" | "ask-cancel";

/**
 * What a post of the dates page answers (shown as a toast with scripts, an alert without); a refusal in the one
 * action-error shape (`error`: the full i18n key; `field`: the form field it concerns).
 */
export type DepartureResult =
  | {
      ok: true;
      intent: DepartureIntent;
      departureId?: string;
      messageKey: string;
      params?: Record<string, string | number>;
      field?: undefined;
    }
  | {
      ok: false;
      intent: DepartureIntent;
      departureId?: string;
      error: string;
      params?: Record<string, string | number>;
      field?: string;
    };

export type { CancellationPreview };
