/**
 * The navigation state other pages send to /mensajes (doc 1 §2, doc 2 §2): startConversation with the other
 * user as tropleaderId, travelerId or participant2_id (optional tripId, tripTitle), or startGroupConversation
 * with travelerIds (optional departureId, tripId, tripTitle). Turned into the form the route action expects;
 * ids are validated there, by the service.
 */
export function parseStartState(state: unknown): { form: FormData } | { error: string } | null {
  if (!state || typeof state !== "object") return null;
  const s = state as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const form = new FormData();
  if (s.startConversation) {
    const other = str(s.tropleaderId) || str(s.travelerId) || str(s.participant2_id);
    if (!other) return { error: "chat:errors.noUserInfo" };
    form.set("intent", "start");
    form.set("otherUserId", other);
    form.set("tripId", str(s.tripId));
    return { form };
  }
  if (s.startGroupConversation) {
    const ids = Array.isArray(s.travelerIds)
      ? s.travelerIds.filter((v): v is string => typeof v === "string")
      : [];
    if (!ids.length && !str(s.departureId)) return { error: "chat:errors.noUserInfo" };
    form.set("intent", "startGroup");
    for (const id of ids) form.append("travelerId", id);
    form.set("departureId", str(s.departureId));
    form.set("tripId", str(s.tripId));
    return { form };
  }
  return null;
}
