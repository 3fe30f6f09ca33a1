import type { SiteContent } from "../schemas/site-content.ts";

/**
 * What the public pages show until an admin edits the site content (site_content table). Each key falls back
 * on its own, so a half-configured site still shows complete contact details.
 */
export const SITE_CONTENT_DEFAULTS: SiteContent = {
  contact: {
    email: "hola@tropa.travel",
    phone: "+34 910 123 456",
    address: "Calle de Fuencarral 45, 28004 Madrid, España",
  },
  social: {
    facebook: "https://www.facebook.com/tropa.travel",
    instagram: "https://www.instagram.com/tropa.travel",
    twitter: "https://x.com/tropatravel",
  },
  support: {
    phoneOpens: "09:00",
    phoneCloses: "18:00",
    emailReplyHours: 24,
  },
  legal: {
    lastUpdated: "2026-11-20",
  },
};
