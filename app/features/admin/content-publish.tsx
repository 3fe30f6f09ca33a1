import { Eye, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

export type ContentActionResult =
  | { ok: true; intent: "preview"; values: Record<string, string> }
  | { ok: true; intent: "publish"; changed: number }
  | { ok: false; error: string };

/** The values the last 'Vista previa' checked (null before one, or after a publish). */
function usePreviewed(): Record<string, string> | null {
  const result = useActionData<ContentActionResult>();
  return result?.ok && result.intent === "preview" ? result.values : null;
}

/**
 * What every Contenido block shares: the outcome of the last post, the block's form (`children`), its
 * 'Vista previa' button, then the preview of the checked values (`preview`) with 'Publicar', which posts exactly
 * those values. Plain form posts: it works before the scripts load.
 */
export function ContentPublish({
  children,
  previewTitle,
  preview,
}: {
  children: ReactNode;
  previewTitle: string;
  preview: (values: Record<string, string>) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const result = useActionData<ContentActionResult>();
  const busy = useNavigation().state !== "idle";
  const previewed = usePreviewed();
  return (
    <div className="flex flex-col gap-6">
      {result?.ok && result.intent === "publish" ? (
        <Alert tone="success">{t("content.published")}</Alert>
      ) : result && !result.ok ? (
        <Alert tone="error">{`${t("content.error")}: ${t(result.error)}`}</Alert>
      ) : null}
      {children}
      {previewed ? (
        <section aria-labelledby="content-preview" className="flex flex-col gap-4">
          <h3 id="content-preview" className="text-base font-semibold">
            {previewTitle}
          </h3>
          {preview(previewed)}
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            {Object.entries(previewed).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="dark" disabled={busy}>
              <Send aria-hidden="true" className="size-4" />
              {t("content.publish")}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

/** The block form's 'Vista previa' button. */
export function PreviewButton() {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state !== "idle";
  return (
    <div>
      <Button type="submit" variant="outline" disabled={busy}>
        <Eye aria-hidden="true" className="size-4" />
        {t("content.preview")}
      </Button>
    </div>
  );
}
