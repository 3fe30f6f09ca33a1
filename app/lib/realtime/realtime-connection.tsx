import { useEffect } from "react";
import type { ServerFrame } from "#core/schemas/realtime-frames";
import { type RealtimeStatus, type SendFrame, useRealtimeSocket } from "./realtime-socket.ts";

type RealtimeConnectionProps = {
  userId: string;
  onFrame: (frame: ServerFrame, send: SendFrame) => void;
  onStatus: (status: RealtimeStatus) => void;
};

/**
 * The signed-in user's socket, as a component that renders nothing: RealtimeProvider loads this module only
 * once a user is signed in and the page has hydrated, so visitors never download the socket code.
 */
export default function RealtimeConnection({ userId, onFrame, onStatus }: RealtimeConnectionProps) {
  const status = useRealtimeSocket(userId, onFrame);
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}
