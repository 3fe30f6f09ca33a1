import { redirect } from "react-router";
import { signOut } from "#server/services/auth/sign-out";
import type { Route } from "./+types/logout";

/** Logging out is a POST (a link or a prefetch must not sign anyone out); a GET just goes home. */
export function loader() {
  return redirect("/");
}

/** Ends the session on the server and returns to / (doc 1 §2 Header). */
export async function action({ context, request }: Route.ActionArgs) {
  const { setCookie } = await signOut(context.deps, request.headers);
  const headers = new Headers();
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}
