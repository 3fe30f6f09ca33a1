import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type AccountDeletedData = { name: string; trigger: "user" | "inactivity" };

/** The last email to a deleted account's address (issue 15): what was erased and what the law keeps. */
export const accountDeleted: EmailTemplate<AccountDeletedData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("accountDeleted.subject"),
    preheader: t("accountDeleted.preheader"),
    greeting: t("accountDeleted.greeting", { name: data.name }),
    paragraphs: [
      data.trigger === "inactivity"
        ? t("accountDeleted.byInactivity", { count: ctx.policy.inactiveAccountYears })
        : t("accountDeleted.byUser"),
      t("accountDeleted.erased", { count: ctx.policy.transactionYears }),
      t("accountDeleted.welcomeBack"),
    ],
  });
};
