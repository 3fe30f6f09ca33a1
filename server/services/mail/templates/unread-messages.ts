import { DELETED_USER_NAME } from "#core/constants/privacy";
import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

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
  const t = emailText(ctx);
  const who = list(
    data.senderNames.map((n) =>
      n === DELETED_USER_NAME ? t("unreadMessages.deletedUser") : n === "" ? t("unreadMessages.team") : n,
    ),
    t("unreadMessages.and"),
  );
  const place = data.isGroup
    ? t("unreadMessages.inGroup", { trip: data.tripTitle ?? t("unreadMessages.yourTrip") })
    : data.tripTitle
      ? t("unreadMessages.about", { trip: data.tripTitle })
      : "";
  const where = place ? ` ${place}` : "";
  return renderEmailLayout(ctx, {
    subject: t("unreadMessages.subject", { count: data.count, who }),
    preheader: clip(data.preview),
    greeting: t("unreadMessages.greeting", { name: data.recipientName }),
    paragraphs: [t("unreadMessages.body", { count: data.count, who, where }), `“${clip(data.preview)}”`],
    action: { label: t("unreadMessages.action"), url: data.url },
    notes: [t("unreadMessages.settings")],
    unsubscribe: { label: t("unreadMessages.unsubscribe"), url: data.unsubscribeUrl },
  });
};
