import { DEFAULT_COMMISSION_RATE } from "./limits.ts";
import { SITE_CONTENT_DEFAULTS } from "./site-content-defaults.ts";

/**
 * The platform rules an admin edits (doc 2 §3 admin_settings), with their starting values. The seed writes
 * them into admin_settings; readers fall back to these when a key is missing.
 */
export const ADMIN_SETTINGS_DEFAULTS = {
  site_name: "Tropa",
  contact_email: SITE_CONTENT_DEFAULTS.contact.email,
  contact_phone: SITE_CONTENT_DEFAULTS.contact.phone,
  /** A fraction: 0.1 is 10%. */
  commission_rate: DEFAULT_COMMISSION_RATE,
  currency: "EUR",
  tropleader_approval_required: true,
  trip_approval_required: true,
  auto_approve_verified_tropleaders: false,
} as const;

export type AdminSettingKey = keyof typeof ADMIN_SETTINGS_DEFAULTS;
export type AdminSettings = {
  -readonly [K in AdminSettingKey]: (typeof ADMIN_SETTINGS_DEFAULTS)[K] extends boolean
    ? boolean
    : (typeof ADMIN_SETTINGS_DEFAULTS)[K] extends number
      ? number
      : string;
};

/** The description stored beside each setting (shown to admins). */
export const ADMIN_SETTING_DESCRIPTIONS: Record<AdminSettingKey, string> = {
  site_name: "Nombre del sitio",
  contact_email: "Email de contacto",
  contact_phone: "Teléfono de contacto",
  commission_rate: "Comisión de la plataforma (fracción del total de cada reserva)",
  currency: "Moneda por defecto",
  tropleader_approval_required: "Los nuevos tropleaders necesitan aprobación del equipo",
  trip_approval_required: "Los viajes nuevos necesitan aprobación antes de publicarse",
  auto_approve_verified_tropleaders: "Aprobar automáticamente los viajes de tropleaders verificados",
};
