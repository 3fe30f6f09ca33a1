import type { AdminSettings } from "../constants/admin-settings-defaults.ts";

/**
 * The status a trip gets when its tropleader sends it (doc 2 §4: new trips are pending), following the admin
 * settings (product brief: the server enforces them): with trip_approval_required off it is published at
 * once; with auto_approve_verified_tropleaders on, so are the trips of identity-verified tropleaders.
 */
export function newTripStatus(
  settings: Pick<AdminSettings, "trip_approval_required" | "auto_approve_verified_tropleaders">,
  tropleader: { isIdentityVerified: boolean },
): "pending" | "approved" {
  if (!settings.trip_approval_required) return "approved";
  if (settings.auto_approve_verified_tropleaders && tropleader.isIdentityVerified) return "approved";
  return "pending";
}
