/** Whole years from a birth date (YYYY-MM-DD) to `today` (YYYY-MM-DD); null without a birth date. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}/.test(birthDate)) return null;
  const [by, bm, bd] = birthDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.slice(0, 10).split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  const age = ty - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
