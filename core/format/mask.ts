/**
 * An identity number as the admin panel lists it before anyone asks to see it: only the last three characters
 * (enough to tell two submissions apart), the rest as dots.
 */
export function maskIdentityNumber(value: string): string {
  const visible = value.length > 4 ? value.slice(-3) : "";
  return `${"•".repeat(Math.max(4, value.length - visible.length))}${visible}`;
}

/**
 * An email address as the Sistema page lists a failed email's recipient: the first character of the name and
 * the domain ("a•••@example.com"), enough to tell a team address from a customer's without showing whose it is.
 */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${value[0]}•••${value.slice(at)}`;
}
