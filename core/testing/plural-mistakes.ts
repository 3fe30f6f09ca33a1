import type { Locale } from "../constants/locales.ts";

/**
 * For tests (issue 39): finds a number written with the wrong form of the word next to it ("1 días",
 * "2 plaza", "Faltan 1", "plaza(s)"). Used by the catalogue's plural test (app/i18n/plurals.test.ts) and the
 * email templates' (server/services/mail/templates/counted-phrases.test.ts). Extend the lists with the nouns
 * new counted texts use.
 */

/** [singular, plural] of the nouns our counted texts use. */
export const NOUNS: Record<Locale, [string, string][]> = {
  es: [
    ["año", "años"],
    ["borrador", "borradores"],
    ["carácter", "caracteres"],
    ["día", "días"],
    ["diferencia", "diferencias"],
    ["documento", "documentos"],
    ["estrella", "estrellas"],
    ["foto", "fotos"],
    ["hora", "horas"],
    ["imagen", "imágenes"],
    ["intento", "intentos"],
    ["mensaje", "mensajes"],
    ["mes", "meses"],
    ["minuto", "minutos"],
    ["noche", "noches"],
    ["notificación", "notificaciones"],
    ["pago", "pagos"],
    ["participante", "participantes"],
    ["persona", "personas"],
    ["plaza", "plazas"],
    ["pregunta", "preguntas"],
    ["recordatorio", "recordatorios"],
    ["reseña", "reseñas"],
    ["reserva", "reservas"],
    ["resultado", "resultados"],
    ["salida", "salidas"],
    ["semana", "semanas"],
    ["transferencia", "transferencias"],
    ["viaje", "viajes"],
    ["viajero", "viajeros"],
    ["visitante", "visitantes"],
  ],
  en: [
    ["attempt", "attempts"],
    ["booking", "bookings"],
    ["character", "characters"],
    ["checkout", "checkouts"],
    ["day", "days"],
    ["departure", "departures"],
    ["difference", "differences"],
    ["document", "documents"],
    ["draft", "drafts"],
    ["hour", "hours"],
    ["image", "images"],
    ["member", "members"],
    ["message", "messages"],
    ["minute", "minutes"],
    ["month", "months"],
    ["night", "nights"],
    ["notification", "notifications"],
    ["participant", "participants"],
    ["person", "people"],
    ["photo", "photos"],
    ["place", "places"],
    ["question", "questions"],
    ["reminder", "reminders"],
    ["result", "results"],
    ["review", "reviews"],
    ["seat", "seats"],
    ["spot", "spots"],
    ["star", "stars"],
    ["transfer", "transfers"],
    ["traveller", "travellers"],
    ["trip", "trips"],
    ["visitor", "visitors"],
    ["week", "weeks"],
    ["year", "years"],
  ],
};

/** Words before a number that agree with it ("Faltan 1", "these 1"). */
const PLURAL_BEFORE: Record<Locale, string[]> = {
  es: ["faltan", "quedan", "liberan", "estas", "estos", "los"],
  en: ["these", "those", "are"],
};
const SINGULAR_BEFORE: Record<Locale, string[]> = {
  es: ["falta", "queda", "libera", "esta", "este"],
  en: ["this", "is"],
};

const word = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What is wrong with `text`, rendered with the number `n` in every place that counts, if anything. */
export function wrongForms(locale: Locale, text: string, n: number): string[] {
  const problems: string[] = [];
  if (text.includes("(s)")) problems.push(`"(s)" in «${text}»`);
  const one = n === 1;
  for (const [singular, plural] of NOUNS[locale]) {
    const wrong = one ? plural : singular;
    if (new RegExp(`(^|[^\\d.,])${n}\\s+${word(wrong)}(?![\\p{L}])`, "iu").test(text))
      problems.push(`«${n} ${wrong}» in «${text}»`);
  }
  for (const before of one ? PLURAL_BEFORE[locale] : SINGULAR_BEFORE[locale]) {
    if (new RegExp(`(^|[^\\p{L}])${word(before)}\\s+${n}(?![\\d.,])`, "iu").test(text))
      problems.push(`«${before} ${n}» in «${text}»`);
  }
  return problems;
}
