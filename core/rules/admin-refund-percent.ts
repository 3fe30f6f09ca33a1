/**
 * doc 2 §9: a medical emergency (with a certificate) refunds 90%; travel restrictions refund everything.
 * A rule of its own, without the refund form's schema: the help and policy pages quote it, and importing it from
 * `core/schemas/` put zod and the schemas chunk on those public pages (22 KiB compressed: /ayuda 143.9 → 121.3 KiB,
 * /terminos 141.6 → 119.1 KiB, bench/results/2026-11-28-b477f48-2.txt).
 */
export const ADMIN_REFUND_PERCENT = { medical: 90, travel_restriction: 100 } as const;
