import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useNotifications } from "../../lib/realtime/realtime-provider.tsx";

/**
 * Reloads the page's data when a notification arrives while `active` (an admin's identity decision writes
 * one), so the Perfil tab moves from 'under review' to verified without a manual reload.
 */
export function useRevalidateOnNotification(active: boolean) {
  const { version } = useNotifications();
  const revalidator = useRevalidator();
  const seen = useRef(version);
  useEffect(() => {
    if (version === seen.current) return;
    seen.current = version;
    if (active) void revalidator.revalidate();
  }, [version, active, revalidator]);
}
