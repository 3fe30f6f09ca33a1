import { type RefObject, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import type { StepResult } from "./wizard-types.ts";

const DELAY_MS = 1200;
/** The wizard's address (app/routes/tropleader.crear-viaje.tsx). */
const WIZARD_PATH = "/tropleader/crear-viaje";

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
  const { pathname } = useLocation();
  const inAddress = params.get("borrador");
  const savedId = fetcher.data?.ok === true ? fetcher.data.draftId : undefined;
  useEffect(() => {
    // Only while the wizard is the page: once 'Crear viaje' has led to the dashboard, a save answered late was
    // seen (CI, then locally) to put its "?borrador=&paso=" into the dashboard's address, replacing ?creado=.
    if (pathname !== WIZARD_PATH || window.location.pathname !== WIZARD_PATH) return;
    if (savedId && savedId !== inAddress) {
      navigate(`${WIZARD_PATH}?borrador=${savedId}&paso=${step}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [savedId, inAddress, step, navigate, pathname]);

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
