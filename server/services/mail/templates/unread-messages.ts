import { DELETED_USER_NAME } from "#core/constants/privacy";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type UnreadMessagesData = {
  recipientName: string;
  /** Who wrote the unread messages (first names as shown in the chat; '' the admin team of a support chat). */
  senderNames: string[];
  count: number;
  tripTitle: string | null;
  isGroup: boolean;
  /** The start of the last unread message (the recipient can already read it in the chat). */
  preview: string;
  /** /mensajes?c=<conversation id> */
  url: string;
  /** The signed /baja link that turns these emails off without signing in (issue 15). */
  unsubscribeUrl: string;
};

const PREVIEW_MAX = 140;
const clip = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text);

const list = (names: string[], and: string) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;

/** Sent when chat messages stay unread for a while (throttled per conversation and recipient). */
export const unreadMessages: EmailTemplate<UnreadMessagesData> = (data, ctx) => {
  const preview = `“${clip(data.preview)}”`;
  if (ctx.locale === "en") {
    const who = list(
      data.senderNames.map((n) => (n === DELETED_USER_NAME ? "a deleted user" : n === "" ? "Tropa team" : n)),
      "and",
    );
    const where = data.isGroup
      ? ` in the group of ${data.tripTitle ?? "your trip"}`
      : data.tripTitle
        ? ` about ${data.tripTitle}`
        : "";
    return renderEmailLayout(ctx, {
      subject: data.count === 1 ? `New message from ${who}` : `${data.count} new messages from ${who}`,
      preheader: clip(data.preview),
      greeting: `Hi ${data.recipientName},`,
      paragraphs: [
        data.count === 1
          ? `${who} sent you a message${where} that you have not read yet:`
          : `${who} sent you ${data.count} messages${where} that you have not read yet. The latest:`,
        preview,
      ],
      action: { label: "Read and reply", url: data.url },
      notes: ["You can turn off these emails in your profile settings (email notifications)."],
      unsubscribe: { label: "Stop emails about new messages", url: data.unsubscribeUrl },
    });
  }
  const who = list(
    data.senderNames.map((n) => (n === "" ? "Equipo Tropa" : n)),
    "y",
  );
  const where = data.isGroup
    ? ` en el grupo de ${data.tripTitle ?? "tu viaje"}`
    : data.tripTitle
      ? ` sobre ${data.tripTitle}`
      : "";
  return renderEmailLayout(ctx, {
    subject: data.count === 1 ? `Nuevo mensaje de ${who}` : `${data.count} mensajes nuevos de ${who}`,
    preheader: clip(data.preview),
    greeting: `Hola, ${data.recipientName}:`,
    paragraphs: [
      data.count === 1
        ? `${who} te ha enviado un mensaje${where} que aún no has leído:`
        : `${who} te ha enviado ${data.count} mensajes${where} que aún no has leído. El último:`,
      preview,
    ],
    action: { label: "Leer y responder", url: data.url },
    notes: ["Puedes desactivar estos emails en la configuración de tu perfil (notificaciones por email)."],
    unsubscribe: { label: "Dejar de recibir emails de mensajes nuevos", url: data.unsubscribeUrl },
  });
};
