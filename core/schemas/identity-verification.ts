import { z } from "zod";
import { birthDateField } from "./birth-date.ts";
import { text } from "./text.ts";

export const IDENTITY_NUMBER_MAX = 40;

const BOTH_SIDES = "profile:identity.errors.bothSides";

/**
 * The identity form (doc 1 §5): birth date, identity number and both sides of the document. The files are
 * uploaded first (checked by content on the server); the form carries the ids the server gave them.
 */
export const identityVerificationSchema = z.object({
  birthDate: birthDateField("profile:identity.errors.birthDateRequired"),
  identityNumber: text({ error: "profile:identity.errors.identityNumberRequired" })
    .trim()
    .min(1, "profile:identity.errors.identityNumberRequired")
    .max(IDENTITY_NUMBER_MAX, "profile:identity.errors.identityNumberInvalid")
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u, "profile:identity.errors.identityNumberInvalid"),
  frontFileId: z.uuid({ error: BOTH_SIDES }),
  backFileId: z.uuid({ error: BOTH_SIDES }),
});
export type IdentityVerificationInput = z.infer<typeof identityVerificationSchema>;

/** What the identity form shows about the user's verification; never the identity number or file keys. */
export type IdentityState = {
  status: "none" | "pending" | "verified" | "rejected";
  isVerified: boolean;
  /** ISO instant of the last submission. */
  submittedAt: string | null;
  birthDate: string;
  /** The submitted documents, opened through /api/files/:fileId. */
  documents: { side: "front" | "back"; fileId: string; contentType: string }[];
};
