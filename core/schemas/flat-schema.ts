import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from "./control-characters.ts";

/**
 * A small schema for flat forms (every field a string or a boolean), for the forms of the public pages whose
 * JavaScript budget has no room for zod (login and password recovery, issue 17; see
 * `docs/decisions/0026-javascript-budget-and-caching.md`). Like a zod schema it is the one schema of its form: the
 * browser checks the form with it (`app/lib/use-schema-form.ts`, through its Standard Schema interface) and the
 * server checks the request with it (`safeParse`). It keeps zod's behaviour where the forms see it: text fields
 * refuse control characters first (as `text()` does), then run their steps in order; messages are i18n keys;
 * unknown keys are dropped.
 */

export type FlatIssue = { readonly message: string; readonly path: readonly PropertyKey[] };

/** Reads one field: its value for the output, or the message of its first failed check. */
type FieldReader<T> = (
  value: unknown,
) => { value: T; message?: undefined } | { value: unknown; message: string };

/** A text field's step: a change to the value (as zod's `.trim()`), or a check with its message. */
export type TextStep =
  | ((value: string) => string)
  | { readonly test: (value: string) => boolean; readonly message: string };

const WRONG_TYPE = "wrong type";

/** A string refusing control characters, then each step in order; the first failed check gives the message. */
export function text(...steps: TextStep[]): FieldReader<string> {
  return (value) => {
    if (typeof value !== "string") return { value, message: WRONG_TYPE };
    if (hasForbiddenCharacters(value)) return { value, message: CONTROL_CHARACTERS_MESSAGE };
    let current = value;
    for (const step of steps) {
      if (typeof step === "function") current = step(current);
      else if (!step.test(current)) return { value: current, message: step.message };
    }
    return { value: current };
  };
}

/** A checkbox. */
export function boolean(): FieldReader<boolean> {
  return (value) => (typeof value === "boolean" ? { value } : { value, message: WRONG_TYPE });
}

export const trim = (value: string) => value.trim();
export const toLowerCase = (value: string) => value.toLowerCase();
export const minLength = (min: number, message: string): TextStep => ({
  test: (v) => v.length >= min,
  message,
});
export const maxLength = (max: number, message: string): TextStep => ({
  test: (v) => v.length <= max,
  message,
});
export const matches = (pattern: RegExp, message: string): TextStep => ({
  test: (v) => pattern.test(v),
  message,
});

type Shape = Record<string, FieldReader<string> | FieldReader<boolean>>;
export type FlatOutput<S extends Shape> = { [K in keyof S]: S[K] extends FieldReader<infer T> ? T : never };
export type FlatInput<S extends Shape> = FlatOutput<S>;

type SafeParse<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: FlatIssue[] } };

export type FlatSchema<S extends Shape> = {
  readonly shape: S;
  safeParse(input: unknown): SafeParse<FlatOutput<S>>;
  /** Standard Schema v1 (https://standardschema.dev): what `useSchemaForm` reads. */
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "tropa";
    readonly validate: (
      input: unknown,
    ) => { value: FlatOutput<S>; issues?: undefined } | { issues: FlatIssue[] };
    readonly types?: { readonly input: FlatInput<S>; readonly output: FlatOutput<S> } | undefined;
  };
};

export type FlatSchemaOptions<S extends Shape> = {
  /** The message when the input is not an object or a field has the wrong type (never from the form itself). */
  invalid: string;
  /**
   * A check across fields (as zod's `.refine` on the object, with a path): run once every field has the right
   * type, even if some failed their checks (zod's continuable issues), on the values as read.
   */
  refine?: (values: FlatOutput<S>) => FlatIssue | undefined;
};

/** An object of flat fields, checked field by field in the shape's order. */
export function flatSchema<S extends Shape>(
  shape: S,
  { invalid, refine }: FlatSchemaOptions<S>,
): FlatSchema<S> {
  const safeParse = (input: unknown): SafeParse<FlatOutput<S>> => {
    if (typeof input !== "object" || input === null) {
      return { success: false, error: { issues: [{ message: invalid, path: [] }] } };
    }
    const values: Record<string, unknown> = {};
    const issues: FlatIssue[] = [];
    let wrongType = false;
    for (const [key, read] of Object.entries(shape)) {
      const result = read((input as Record<string, unknown>)[key]);
      values[key] = result.value;
      if (result.message === WRONG_TYPE) wrongType = true;
      if (result.message !== undefined) {
        issues.push({ message: result.message === WRONG_TYPE ? invalid : result.message, path: [key] });
      }
    }
    const crossIssue = wrongType ? undefined : refine?.(values as FlatOutput<S>);
    if (crossIssue) issues.push(crossIssue);
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: values as FlatOutput<S> };
  };
  return {
    shape,
    safeParse,
    "~standard": {
      version: 1,
      vendor: "tropa",
      validate: (input) => {
        const result = safeParse(input);
        return result.success ? { value: result.data } : { issues: result.error.issues };
      },
    },
  };
}
