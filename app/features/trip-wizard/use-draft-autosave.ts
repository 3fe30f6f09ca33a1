import { type RefObject, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useFetcher, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { createAutosaveGate } from "./autosave-gate.ts";
import type { StepResult } from "./wizard-types.ts";

const DELAY_MS = 1200;
/** The wizard's address (app/routes/tropleader.crear-viaje.tsx). */
const WIZARD_PATH = "/tropleader/crear-viaje";

/**
 * Keeps the wizard's draft on the server as the tropleader types (a reload or a closed tab loses nothing):
 * a moment after the last change the form is posted with intent `save`. The first save creates the draft and
 * puts its id in the address (replacing the history entry), so a reload opens the same draft. Step posts go
 * through `post`, which never overlaps an autosave (./autosave-gate.ts says why).
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
  const [gate] = useState(createAutosaveGate);
  /** Changes made since the last save that has landed: until it lands, the draft is not "saved". */
  const changes = useRef(0);
  const [unsaved, setUnsaved] = useState(false);
  const savedUpTo = (sentAt: number) => () => {
    if (changes.current === sentAt) setUnsaved(false);
  };

  useEffect(() => {
    if (!enabled) return;
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const element = formRef.current;
        if (!element) return;
        const data = new FormData(element);
        data.set("intent", "save");
        const landed = savedUpTo(changes.current);
        // A step post on its way saves the draft itself; if it leaves the wizard on its step, save after it.
        if (!gate.save(() => submitRef.current(data, { method: "post" }).finally(landed))) schedule();
      }, DELAY_MS);
    };
    const subscription = form.watch(() => {
      changes.current += 1;
      setUnsaved(true);
      schedule();
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [enabled, form, formRef, gate]);

  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== "idle";
  const inAddress = params.get("borrador");
  const savedId = fetcher.data?.ok === true ? fetcher.data.draftId : undefined;
  useEffect(() => {
    // Only while the wizard is the page: once 'Crear viaje' has led to the dashboard, a save answered late was
    // seen (CI, then locally) to put its "?borrador=&paso=" into the dashboard's address, replacing ?creado=.
    if (pathname !== WIZARD_PATH || window.location.pathname !== WIZARD_PATH) return;
    // A step post on its way would be cancelled by this navigation; its answer sets the address anyway.
    if (navigating || gate.posting()) return;
    if (savedId && savedId !== inAddress) {
      navigate(`${WIZARD_PATH}?borrador=${savedId}&paso=${step}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [savedId, inAddress, step, navigate, pathname, navigating, gate]);

  return {
    /**
     * Sends a step post (`send`, e.g. useSubmit's): drops a save still waiting to go out (the step post saves
     * the draft too) and waits for a save already on its way to land.
     */
    post: (send: () => Promise<unknown>) => {
      clearTimeout(timer.current);
      const landed = savedUpTo(changes.current);
      gate.post(() => send().finally(landed));
    },
    state:
      fetcher.state !== "idle" || unsaved
        ? ("saving" as const)
        : fetcher.data
          ? fetcher.data.ok === true
            ? ("saved" as const)
            : ("failed" as const)
          : ("idle" as const),
  };
}
