import { z } from "zod";
import { text } from "./text.ts";

/** The editable public content kept in the site_content table, one row per key. */
const optionalUrl = z.union([
  z.url({ protocol: /^https?$/, error: "common:siteContent.errors.url" }),
  z.literal(""),
]);

/**
 * The stored contact block holds only the address: the contact email and phone are admin settings
 * (doc 2 §3 contact_email, contact_phone), their one source, merged in when the content is read.
 */
export const siteAddressSchema = z.object({
  address: text()
    .trim()
    .min(5, "common:siteContent.errors.address")
    .max(200, "common:siteContent.errors.address"),
});

/** Empty string hides the link. */
export const siteSocialSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
});

const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "common:siteContent.errors.time");

/** doc 2 §9 Support: email reply within 24 h; phone Monday-Friday 9:00-18:00. */
export const siteSupportSchema = z.object({
  phoneOpens: time,
  phoneCloses: time,
  emailReplyHours: z.number().int().min(1).max(168),
});

/** The "last updated" date printed on the cancellation, terms and privacy pages. */
export const siteLegalSchema = z.object({
  lastUpdated: z.iso.date("common:siteContent.errors.date"),
});

export const siteContentSchemas = {
  contact: siteAddressSchema,
  social: siteSocialSchema,
  support: siteSupportSchema,
  legal: siteLegalSchema,
} as const;

export type SiteContentKey = keyof typeof siteContentSchemas;
/** The contact details every page shows: the settings' email and phone with the stored address. */
export type SiteContact = { email: string; phone: string; address: string };
export type SiteSocial = z.infer<typeof siteSocialSchema>;
export type SiteSupport = z.infer<typeof siteSupportSchema>;
export type SiteLegal = z.infer<typeof siteLegalSchema>;
export type SiteContent = {
  contact: SiteContact;
  social: SiteSocial;
  support: SiteSupport;
  legal: SiteLegal;
};

const formNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.number({ error: message }),
  );

/**
 * Contenido's contact block, one form for the three language-neutral rows: the address, the social links and
 * the support hours (the contact email and phone are in Configuración).
 */
export const siteContactFormSchema = z
  .object({
    address: siteAddressSchema.shape.address,
    facebook: optionalUrl,
    instagram: optionalUrl,
    twitter: optionalUrl,
    phoneOpens: time,
    phoneCloses: time,
    emailReplyHours: formNumber("common:siteContent.errors.replyHours").pipe(
      z
        .number()
        .int("common:siteContent.errors.replyHours")
        .min(1, "common:siteContent.errors.replyHours")
        .max(168, "common:siteContent.errors.replyHours"),
    ),
  })
  .refine((v) => v.phoneCloses > v.phoneOpens, {
    path: ["phoneCloses"],
    message: "common:siteContent.errors.closesAfterOpens",
  });
export type SiteContactForm = z.infer<typeof siteContactFormSchema>;
