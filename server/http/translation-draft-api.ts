import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { getSessionUser } from "../auth/guards.ts";
import { httpStatusFor, isAppError } from "../lib/app-error.ts";
import { draftTripTranslation } from "../services/trip-translations/draft-trip-translation.ts";

/**
 * 'Traducir al inglés' in the wizard, the edit screen and Editar perfil (issue 34):
 * - POST /api/translation-draft  { section, values, to: "en", from?: "es", tripId? }  (section `profile`:
 *   the signed-in guide's own bio and presentation, no id)
 *   → 200 { ok: true, draft } (the same shape as `values`, translated; only its digest is stored, for the
 *     'Traducción automática' label at save)
 *   → 4xx/5xx { ok: false, error: { code, messageKey } } (messageKey is an i18n key such as
 *     'trips:translationDraft.errors.unavailable'; the fields stay as they were).
 * Passes the site's same-origin (CSRF) check in create-app like every other post; signed-in guides and admins
 * only (the service checks who).
 */
export function createTranslationDraftApi(deps: AppDeps) {
  const app = new Hono();

  app.post("/translation-draft", async (c) => {
    try {
      const user = await getSessionUser(deps, c.req.raw.headers);
      const body = await c.req.json().catch(() => null);
      const draft = await draftTripTranslation(deps, user, body);
      return c.json({ ok: true, draft });
    } catch (error) {
      if (!isAppError(error)) throw error;
      return c.json(
        { ok: false, error: { code: error.code, messageKey: error.messageKey } },
        httpStatusFor(error.code) as 400,
      );
    }
  });

  return app;
}
