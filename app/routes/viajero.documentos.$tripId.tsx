import { requireUser } from "#server/auth/guards";
import { listTripDocuments } from "#server/services/trip-documents/list-trip-documents";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/viajero.documentos.$tripId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /viajero/documentos/:tripId, loaded by the dashboard's documents dialog: the trip's documents the
 * signed-in user may download (trip-wide ones and those of the departures they booked), as JSON.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!UUID.test(params.tripId)) {
    return actionRefusal("dashboard:documents.loadError", {}, { status: 404 });
  }
  try {
    const documents = await listTripDocuments(context.deps.db, user, params.tripId, context.locale);
    return Response.json({
      ok: true,
      documents: documents.map(({ id, title, titleLang, sizeBytes, createdAt, downloadUrl }) => ({
        id,
        title,
        titleLang,
        sizeBytes,
        createdAt,
        downloadUrl,
      })),
    });
  } catch (error) {
    return actionFailure(error, {}, { headers: { "Cache-Control": "private, no-store" } });
  }
}
