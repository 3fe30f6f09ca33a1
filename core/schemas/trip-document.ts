import { z } from "zod";
import { text } from "./text.ts";

export const DOCUMENT_TITLE_MAX = 120;
/** How many documents one departure may hold (itineraries, packing lists, vouchers). */
export const DEPARTURE_DOCUMENTS_MAX = 20;

const E = "workspace:documents.errors";

/** A PDF the guide just uploaded (trip-document file) and the title travellers will see. */
export const departureDocumentSchema = z.object({
  fileId: z.string().uuid(`${E}.fileMissing`),
  title: text().trim().min(2, `${E}.titleMin`).max(DOCUMENT_TITLE_MAX, `${E}.titleMax`),
});
export type DepartureDocumentInput = z.input<typeof departureDocumentSchema>;

/**
 * A document's title in English (issue 34), for travellers whose account is in English: the Spanish title's
 * rules; left empty, the English title is removed and they see the Spanish one.
 */
export const documentEnglishTitleSchema = z.object({
  documentId: z.string().uuid(`${E}.fileMissing`),
  title: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    departureDocumentSchema.shape.title.optional(),
  ),
});
export type DocumentEnglishTitleInput = z.input<typeof documentEnglishTitleSchema>;
