/**
 * Keeps the wizard's autosave and its step posts (Siguiente, Anterior, Crear viaje) from overlapping.
 *
 * Why: an autosave is a fetcher submission, and React Router reloads the page's data after it. If that reload
 * lands while a step post's redirect is still discovering its target's route (the dashboard, after 'Crear
 * viaje': with lazy route discovery it fetched /__manifest first; routes are now all known at start, but a
 * slow action or loader leaves the same window), the router commits the redirect's address with
 * the wizard's matches and drops the redirect: the address reads /tropleader/dashboard/mis-viajes?creado=…
 * while the wizard stays on screen for good. So a step post waits for the autosave on its way (action and
 * reload), and no autosave leaves while a step post is on its way. The step post saves the draft itself.
 */
export type AutosaveGate = {
  /** Sends an autosave now, unless a step post is queued or on its way (then `false`: try again later). */
  save: (send: () => Promise<unknown>) => boolean;
  /**
   * Sends a step post once the autosave on its way (if any) has fully landed. While it waits, another post
   * is dropped (a double click sends one); once it has left, another post goes as usual.
   */
  post: (send: () => Promise<unknown>) => void;
  /** A step post is queued or on its way. */
  posting: () => boolean;
};

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export function createAutosaveGate(): AutosaveGate {
  let saving: Promise<void> | null = null;
  let waiting = false;
  let posts = 0;

  return {
    save(send) {
      if (posts > 0) return false;
      const sent = settled(send()).then(() => {
        if (saving === sent) saving = null;
      });
      saving = sent;
      return true;
    },
    post(send) {
      if (waiting) return;
      posts += 1;
      const go = () => {
        waiting = false;
        void settled(send()).then(() => {
          posts -= 1;
        });
      };
      if (saving) {
        waiting = true;
        void saving.then(go);
      } else {
        go();
      }
    },
    posting: () => posts > 0,
  };
}
