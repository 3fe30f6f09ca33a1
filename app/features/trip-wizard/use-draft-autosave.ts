import { type RefObject, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import type { StepResult } from "./wizard-types.ts";

const DELAY_MS = 1200;

/**
 * Keeps the wizard's draft on the server as the tropleader types (a reload or a closed tab loses nothing):
 * a moment after the last change the form is posted with intent `save`. The first save creates the draft and
 * puts its id in the address (replacing the history entry), so a reload opens the same draft.
 */
export function useDraftAutosave(
  form: UseFormReturn<FieldValues>,
  formRef: RefObject<HTMLFormElement | null>,
  options: { enabled: boolean; step: number },
) {
  const { enabled, step } = options;
  const fetcher = useFetcher<StepResult>();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submitRef = useRef(fetcher.submit);
  submitRef.current = fetcher.submit;

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const element = formRef.current;
        if (!element) return;
        const data = new FormData(element);
        data.set("intent", "save");
        void submitRef.current(data, { method: "post" });
      }, DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [enabled, form, formRef]);

  const [params] = useSearchParams();
  const inAddress = params.get("borrador");
  const savedId = fetcher.data?.ok === true ? fetcher.data.draftId : undefined;
  useEffect(() => {
    if (savedId && savedId !== inAddress) {
      navigate(`?borrador=${savedId}&paso=${step}`, { replace: true, preventScrollReset: true });
    }
  }, [savedId, inAddress, step, navigate]);

  return {
    /** Drops a save still waiting to go out (the step is being sent anyway). */
    cancel: () => clearTimeout(timer.current),
    state:
      fetcher.state !== "idle"
        ? ("saving" as const)
        : fetcher.data
          ? fetcher.data.ok === true
            ? ("saved" as const)
            : ("failed" as const)
          : ("idle" as const),
  };
}
