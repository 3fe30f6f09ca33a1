import { CheckCircle2, MailX } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { UnsubscribeKind } from "#core/constants/privacy";
import { MessagePage } from "../../components/message-page.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

export type UnsubscribeState = { valid: false } | { valid: true; kind: UnsubscribeKind; done: boolean };

const DONE_KEY = { newsletter: "unsubscribe.doneNewsletter", mensajes: "unsubscribe.doneMensajes" } as const;

/**
 * The unsubscribe page (issue 15): what the link turns off and a button to confirm (a GET never changes
 * anything, since mail scanners open links), then the confirmation. A plain form: no scripts needed.
 */
export function UnsubscribeCard({ state }: { state: UnsubscribeState }) {
  const { t } = useTranslation("privacy");
  const navigation = useNavigation();
  const Icon = state.valid && state.done ? CheckCircle2 : MailX;
  return (
    <MessagePage icon={<Icon aria-hidden="true" />} title={t("unsubscribe.title")}>
      {!state.valid ? (
        <p role="alert" className="text-gray-700">
          {t("unsubscribe.invalid")}
        </p>
      ) : state.done ? (
        <>
          <p role="status" className="font-medium text-ink">
            {t(DONE_KEY[state.kind])}
          </p>
          <p className="text-sm text-gray-600">{t("unsubscribe.again")}</p>
        </>
      ) : (
        <>
          <p className="text-gray-700">{t(`unsubscribe.${state.kind}`)}</p>
          <Form method="post">
            <Button type="submit" variant="dark" loading={navigation.state === "submitting"}>
              {t("unsubscribe.confirm")}
            </Button>
          </Form>
        </>
      )}
      <Link to="/viajero/dashboard?tab=perfil" className={buttonClasses({ variant: "ghost", size: "sm" })}>
        {t("unsubscribe.goToProfile")}
      </Link>
    </MessagePage>
  );
}
