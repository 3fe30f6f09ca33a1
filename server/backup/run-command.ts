/**
 * The tail shared by the `npm run backup` and `npm run restore` commands: a refusal the command expects (one of
 * `refusals`) prints `<failure>: <message>` and exits 1, success prints its report and exits 0, and anything else
 * prints the error and exits 1.
 */
export async function reportOutcome(
  failure: string,
  refusals: (abstract new (...args: never[]) => Error)[],
  work: () => Promise<string>,
): Promise<number> {
  try {
    console.info(await work());
    return 0;
  } catch (e) {
    if (refusals.some((kind) => e instanceof kind)) {
      console.error(`${failure}: ${(e as Error).message}`);
      return 1;
    }
    throw e;
  }
}

/** Runs a command's body and exits the process with its code (1 on an unexpected error, printed). */
export function exitWith(run: () => Promise<number>): void {
  run().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
