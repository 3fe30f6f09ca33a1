import { Alert } from "../../components/ui/alert.tsx";
import type { TimedMessage } from "./use-timed-message.ts";

/** Where a section's timed message shows; the region stays in place so screen readers hear each one. */
export function StatusMessage({ message, testId }: { message: TimedMessage; testId: string }) {
  return (
    <div aria-live="polite" data-testid={testId}>
      {message ? <Alert tone={message.tone === "success" ? "success" : "error"}>{message.text}</Alert> : null}
    </div>
  );
}
