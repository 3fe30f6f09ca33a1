import { LIMITS } from "../constants/limits.ts";

export type AvailabilityLabel = "full" | "last-spots" | "available";

export function availableSpots(d: { maxParticipants: number; currentParticipants: number }): number {
  return Math.max(0, d.maxParticipants - d.currentParticipants);
}

/** Departure availability (doc 1 §4): full; 'last spots' at 3 or fewer; otherwise 'available'. */
export function availabilityLabel(d: {
  maxParticipants: number;
  currentParticipants: number;
  status?: string;
}): AvailabilityLabel {
  const spots = availableSpots(d);
  if (spots === 0 || d.status === "full") return "full";
  if (spots <= LIMITS.lastSpotsThreshold) return "last-spots";
  return "available";
}

/** A departure is guaranteed once its minimum group size is reached (product brief). */
export function isGuaranteed(d: { currentParticipants: number; minParticipants: number }): boolean {
  return d.currentParticipants >= d.minParticipants;
}
