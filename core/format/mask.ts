/**
 * An identity number as the admin panel lists it before anyone asks to see it: only the last three characters
 * (enough to tell two submissions apart), the rest as dots.
 */
export function maskIdentityNumber(value: string): string {
  const visible = value.length > 4 ? value.slice(-3) : "";
  return `${"•".repeat(Math.max(4, value.length - visible.length))}${visible}`;
}
