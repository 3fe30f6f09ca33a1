import { formatLongDate } from "#core/format/dates";
import { plural } from "#core/format/plural";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type InactivityWarningData = { name: string; deletionDate: string; years: number };

/** 30 days before an inactive account is deleted (issue 15): signing in once keeps it. */
export const inactivityWarning: EmailTemplate<InactivityWarningData> = (data, ctx) => {
  const date = formatLongDate(data.deletionDate, ctx.locale);
  if (ctx.locale === "en") {
    return renderEmailLayout(ctx, {
      subject: "Your Tropa account will be deleted for inactivity",
      preheader: `Sign in before ${date} to keep it.`,
      greeting: `Hi ${data.name},`,
      paragraphs: [
        `Nobody has signed in to your Tropa account for ${plural(data.years, { one: "{{count}} year", other: "{{count}} years" })}. To protect your data, we will delete it on ${date}.`,
        "If you want to keep it, just sign in before then. If not, you do not need to do anything.",
      ],
      action: { label: "Sign in to keep my account", url: "/login" },
    });
  }
  return renderEmailLayout(ctx, {
    subject: "Tu cuenta de Tropa se eliminará por inactividad",
    preheader: `Inicia sesión antes del ${date} para conservarla.`,
    greeting: `Hola, ${data.name}:`,
    paragraphs: [
      `Nadie ha iniciado sesión en tu cuenta de Tropa desde hace ${plural(data.years, { one: "{{count}} año", other: "{{count}} años" })}. Para proteger tus datos, la eliminaremos el ${date}.`,
      "Si quieres conservarla, basta con que inicies sesión antes. Si no, no tienes que hacer nada.",
    ],
    action: { label: "Iniciar sesión y conservar mi cuenta", url: "/login" },
  });
};
