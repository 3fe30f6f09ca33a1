/** Where "my dashboard" leads for each role (doc 1 §2 Header): admin, tropleader, anyone else. */
export function dashboardPath(role: string): string {
  if (role === "admin") return "/admin";
  if (role === "tropleader") return "/tropleader/dashboard";
  return "/viajero/dashboard";
}

/** Mi Perfil (settings, sessions, "Tus datos": export and account deletion), the same page for every role. */
export const ACCOUNT_PATH = "/viajero/dashboard?tab=perfil";
