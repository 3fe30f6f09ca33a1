/** A valid Contenido contact form (the demo's details), for tests that publish or read the site content. */
export const SITE_CONTACT_FORM = {
  address: "Calle de Fuencarral 45, 28004 Madrid, España",
  facebook: "https://www.facebook.com/tropa.travel",
  instagram: "https://www.instagram.com/tropa.travel",
  twitter: "https://x.com/tropatravel",
  phoneOpens: "09:00",
  phoneCloses: "18:00",
  emailReplyHours: "24",
};
