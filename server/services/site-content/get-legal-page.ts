import type { Locale } from "#core/constants/locales";
import { LEGAL_BLOCKS, pickTexts } from "#core/schemas/site-texts";
import type { DbOrTx } from "../../db/client.ts";
import { getCommissionRate } from "../settings/get-commission-rate.ts";
import { getSiteContent } from "./get-site-content.ts";

type LegalDocument = (typeof LEGAL_BLOCKS)[number];

/**
 * What a policy page shows: the contact details, the commission the terms quote, the texts an admin published
 * for it in this language (and the other policies' titles, for the links between them), and its last-updated
 * date: the later of the policies' date and the day this page was last published in Contenido.
 */
export async function getLegalPage(db: DbOrTx, locale: Locale, doc: LegalDocument) {
  const [content, commissionRate] = await Promise.all([getSiteContent(db), getCommissionRate(db)]);
  const texts = pickTexts(content.texts, locale, [doc]);
  for (const other of LEGAL_BLOCKS) {
    const title = content.texts[locale][`legal:${other}.title`];
    if (title !== undefined) texts[`legal:${other}.title`] = title;
  }
  const published = content.published[doc];
  const lastUpdated =
    published && published > content.legal.lastUpdated ? published : content.legal.lastUpdated;
  return { contact: content.contact, commissionRate, texts, lastUpdated };
}
