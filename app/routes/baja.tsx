import { isAppError } from "#server/lib/app-error";
import { parseUnsubscribeLink, unsubscribe } from "#server/services/privacy/unsubscribe";
import { UnsubscribeCard, type UnsubscribeState } from "../features/unsubscribe/unsubscribe-card.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import type { Route } from "./+types/baja";

/** The link at the foot of a digest or marketing email (signed; no sign-in needed): shows what it turns off. */
export function loader({ context, request }: Route.LoaderArgs): UnsubscribeState {
  try {
    const { kind } = parseUnsubscribeLink(context.deps, new URL(request.url).searchParams);
    return { valid: true, kind, done: false };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { valid: false };
  }
}

/** The confirmation button: turns that kind of email off. */
export async function action({ context, request }: Route.ActionArgs): Promise<UnsubscribeState> {
  try {
    const { kind } = await unsubscribe(context.deps, new URL(request.url).searchParams);
    return { valid: true, kind, done: true };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { valid: false };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, "privacy");
  return [...pageMeta(t("meta.unsubscribe")), { name: "robots", content: "noindex" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeCard state={actionData ?? loaderData} />;
}
