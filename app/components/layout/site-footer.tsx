import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { SiteContact, SiteSocial } from "#core/schemas/site-content";
import { useTranslation } from "../../i18n/use-translation.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { SocialLinks } from "./social-icons.tsx";

type SiteFooterProps = { contact: SiteContact; social: SiteSocial; siteName: string };

export function SiteFooter({ contact, social, siteName }: SiteFooterProps) {
  const { t } = useTranslation("common");
  const year = new Date().getFullYear();
  const linkClass = "text-sm text-white/70 transition-colors hover:text-white";
  const headingClass = "text-xs font-semibold tracking-wider text-brand uppercase";

  return (
    <footer className="below-fold bg-ink text-white" data-surface="dark">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 md:grid-cols-2 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <BrandLogo tone="light" />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/70">{t("footer.blurb")}</p>
            <div className="mt-6">
              <SocialLinks social={social} />
            </div>
          </div>

          <nav aria-labelledby="footer-explore" className="lg:col-span-2">
            <h2 id="footer-explore" className={headingClass}>
              {t("footer.explore")}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              <li>
                <Link to="/viajes" className={linkClass}>
                  {t("footer.exploreTrips")}
                </Link>
              </li>
              <li>
                <Link to="/sobre-nosotros" className={linkClass}>
                  {t("nav.about")}
                </Link>
              </li>
              <li>
                <Link to="/blog" className={linkClass}>
                  {t("footer.blog")}
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-support" className="lg:col-span-3">
            <h2 id="footer-support" className={headingClass}>
              {t("footer.support")}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              <li>
                <Link to="/ayuda" className={linkClass}>
                  {t("footer.help")}
                </Link>
              </li>
              <li>
                <Link to="/politica-cancelacion" className={linkClass}>
                  {t("footer.cancellation")}
                </Link>
              </li>
              <li>
                <Link to="/terminos" className={linkClass}>
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link to="/privacidad" className={linkClass}>
                  {t("footer.privacy")}
                </Link>
              </li>
            </ul>
          </nav>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>{t("footer.contact")}</h2>
            <address className="mt-4 flex flex-col gap-3 not-italic">
              <a href={`mailto:${contact.email}`} className={`${linkClass} flex items-start gap-2.5`}>
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span className="break-all">{contact.email}</span>
              </a>
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                className={`${linkClass} flex items-start gap-2.5`}
              >
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {contact.phone}
              </a>
              <p className="flex items-start gap-2.5 text-sm text-white/70">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {contact.address}
              </p>
            </address>
          </div>
        </div>

        <div className="mt-14 flex flex-col-reverse items-start justify-between gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center">
          <p className="text-xs text-white/60">{t("footer.copyright", { year, name: siteName })}</p>
          <div className="flex items-center gap-3">
            <span className="text-xs text-white/60">{t("language.label")}</span>
            <LanguageToggle tone="light" />
          </div>
        </div>
      </div>
    </footer>
  );
}
