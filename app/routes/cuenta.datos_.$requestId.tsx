import { redirect } from "react-router";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { downloadDataExport } from "#server/services/privacy/download-data-export";
import type { Route } from "./+types/cuenta.datos_.$requestId";

/**
 * The export's download link from the email (issue 15), a resource route: signed in as its owner (else the
 * sign-in page, then back here), once, before it expires. Anything else goes to the page saying the link is
 * no longer valid.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const token = new URL(request.url).searchParams.get("clave") ?? "";
  try {
    const { body, fileName } = await downloadDataExport(context.deps, user, params.requestId, token);
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return redirect("/cuenta/datos/no-valido");
  }
}
