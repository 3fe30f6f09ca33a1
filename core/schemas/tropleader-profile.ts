import { z } from "zod";
import { SPOKEN_LANGUAGES } from "../constants/languages.ts";
import { LIMITS } from "../constants/limits.ts";
import { APPLICATION_SHORT_MAX, EXPERIENCE_YEARS_MAX, SPECIALTY_CHOICES } from "./auth.ts";
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from "./profile.ts";
import { text } from "./text.ts";
import { optionalWebUrl } from "./web-url.ts";

export const PRESENTATION_MAX = 2000;
export const SOCIAL_URL_MAX = 300;
/** How many photos the public creator page shows (get-creator-profile.ts) and a guide may keep. */
export const TROPLEADER_GALLERY_MAX = 24;

const E = "workspace:profileEdit.errors";

/** A guide lists at most this many certifications; each text is as long as the application's short fields. */
export const CERTIFICATIONS_MAX = 20;
export const CERTIFICATION_TEXT_MAX = APPLICATION_SHORT_MAX;
export const CERTIFICATION_FIRST_YEAR = 1950;

/** One certification as stored (tropleader_profiles.certifications) and shown on the public creator page. */
export type Certification = {
  name: string;
  issuer: string | null;
  year: number | null;
  /** The supporting document (a private certification-document upload): only the guide and admins open it. */
  fileId: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isBlankRow = (r: { name: string; issuer: string; year: string; fileId: string }) =>
  !r.name.trim() && !r.issuer.trim() && !r.year.trim() && !r.fileId.trim();

/** A certification row as the form holds it (every value a string); a row left wholly empty is dropped. */
const certificationRow = z
  .object({
    name: text().trim().max(CERTIFICATION_TEXT_MAX, `${E}.certificationNameMax`),
    issuer: text().trim().max(CERTIFICATION_TEXT_MAX, `${E}.certificationIssuerMax`),
    year: text()
      .trim()
      .refine(
        (v) =>
          v === "" ||
          (/^\d{4}$/.test(v) &&
            Number(v) >= CERTIFICATION_FIRST_YEAR &&
            Number(v) <= new Date().getFullYear()),
        `${E}.certificationYear`,
      ),
    fileId: text()
      .trim()
      .refine((v) => v === "" || UUID.test(v), `${E}.certificationFile`),
  })
  .superRefine((r, ctx) => {
    if (!isBlankRow(r) && !r.name) {
      ctx.addIssue({ code: "custom", path: ["name"], message: `${E}.certificationNameRequired` });
    }
  });

/** doc 2 §3 profile edit form (name, bio, socialMedia, tropleaderPresentation), §5 rules. */
export const tropleaderProfileSchema = z.object({
  name: text()
    .trim()
    .min(1, `${E}.nameRequired`)
    .min(LIMITS.nameMin, `${E}.nameMin`)
    .max(PROFILE_NAME_MAX, `${E}.nameMax`),
  bio: text().trim().max(PROFILE_BIO_MAX, `${E}.bioMax`),
  tropleaderPresentation: text().trim().max(PRESENTATION_MAX, `${E}.presentationMax`),
  socialMedia: optionalWebUrl(`${E}.socialUrl`, SOCIAL_URL_MAX),
  // The same choices and limits as the tropleader application (core/schemas/auth.ts).
  location: text().trim().min(2, `${E}.locationRequired`).max(APPLICATION_SHORT_MAX, `${E}.locationMax`),
  experienceYears: text()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= EXPERIENCE_YEARS_MAX, `${E}.experienceYears`)
    .transform(Number),
  specialties: z
    .array(z.enum(SPECIALTY_CHOICES as [string, ...string[]], { error: `${E}.specialties` }))
    .min(1, `${E}.specialties`)
    .transform((list) => [...new Set(list)]),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: `${E}.languages` }))
    .min(1, `${E}.languages`)
    .transform((list) => [...new Set(list)]),
  certifications: z
    .array(certificationRow)
    .transform((rows) =>
      rows
        .filter((r) => !isBlankRow(r))
        .map(
          (r): Certification => ({
            name: r.name,
            issuer: r.issuer || null,
            year: r.year ? Number(r.year) : null,
            fileId: r.fileId || null,
          }),
        ),
    )
    .refine((rows) => rows.length <= CERTIFICATIONS_MAX, `${E}.certificationsMax`),
});
export type TropleaderProfileInput = z.input<typeof tropleaderProfileSchema>;
export type TropleaderProfile = z.output<typeof tropleaderProfileSchema>;

/** The form's blank certification row (also the empty slot a page without scripts offers). */
export const blankCertification = (): TropleaderProfileInput["certifications"][number] => ({
  name: "",
  issuer: "",
  year: "",
  fileId: "",
});

/** A stored certification back as a form row. */
export const certificationRowOf = (c: Certification): TropleaderProfileInput["certifications"][number] => ({
  name: c.name,
  issuer: c.issuer ?? "",
  year: c.year === null ? "" : String(c.year),
  fileId: c.fileId ?? "",
});

/** The cover image just uploaded (a tropleader-cover file) to set on the public page. */
export const coverImageSchema = z.object({ fileId: z.string().regex(UUID, `${E}.coverFile`) });

/** Photos just uploaded (gallery-image files) to add to the gallery. */
export const galleryAddSchema = z.object({
  fileIds: z
    .array(z.string().uuid(`${E}.galleryFile`))
    .min(1, `${E}.galleryFile`)
    .max(TROPLEADER_GALLERY_MAX),
});
