import { type FormEvent, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";

/**
 * What this hook reads of a Standard Schema (https://standardschema.dev), which `zod/mini` and classic zod
 * schemas implement: `validate` and, for the field names, the input type.
 */
type Issue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
};
type Result = { readonly issues?: ReadonlyArray<Issue> };
export type FormSchema<TValues> = {
  readonly "~standard": {
    readonly validate: (value: unknown) => Result | Promise<Result>;
    readonly types?: { readonly input: TValues } | undefined;
  };
};

/** A flat form: each field is a text (string) or a checkbox (boolean). */
type FlatValues = Record<string, string | boolean>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type SchemaFormErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

/** The first message of each field (the first element of the issue's path), in the schema's order. */
export function firstMessages(issues: ReadonlyArray<Issue> | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const head = issue.path?.[0];
    const name = String((typeof head === "object" ? head.key : head) ?? "");
    messages[name] ??= issue.message;
  }
  return messages;
}

/**
 * A light form hook for the simple forms of the public pages (login, password recovery), whose JavaScript budget
 * has no room for react-hook-form (issue 17, `docs/decisions/0026-javascript-budget-and-caching.md`). Like
 * `useValidatedForm`, the form is checked in the browser with its core schema, then posted to the route's action,
 * which checks it again with the same schema. The fields stay uncontrolled: their values are read from the
 * elements when checking, so what was typed before hydration is kept, and the form works as a plain post
 * without scripts.
 *
 * Fields are checked when the form is submitted, then as they change, never on blur: the product's validation
 * timing (`FORM_VALIDATION_TIMING` in `use-validated-form.ts`, `docs/decisions/0031-validation-on-submit.md`), so a
 * message never appears above a submit button that is being pressed.
 *
 * `field(name)` gives the props of a field (`name`, `ref`, `onChange`); `errors` holds the message
 * (an i18n key) of each field shown as invalid; `postForm` is the form's onSubmit (it posts the form element
 * once the fields are valid, else shows every error and focuses the first invalid field); `submitting` is true
 * while a post of this page is under way.
 */
export function useSchemaForm<TValues extends FlatValues>(schema: FormSchema<TValues>) {
  type Name = keyof TValues & string;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [errors, setErrors] = useState<SchemaFormErrors<TValues>>({});
  const state = useRef({
    schema,
    elements: new Map<string, FieldElement>(),
    /** Fields whose errors are shown: all of them once the form was submitted. */
    shown: new Set<string>(),
    props: new Map<string, ReturnType<typeof makeField>>(),
  }).current;
  state.schema = schema;

  /** Checks the whole form; shows the errors of the shown fields; answers every field's error. */
  async function check() {
    const values: FlatValues = {};
    for (const [name, element] of state.elements) {
      values[name] =
        element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
    }
    const messages = firstMessages((await state.schema["~standard"].validate(values)).issues);
    const visible: SchemaFormErrors<TValues> = {};
    for (const name of state.shown) if (messages[name]) visible[name as Name] = messages[name];
    setErrors(visible);
    return messages;
  }

  function makeField(name: Name) {
    return {
      name,
      ref: (element: FieldElement | null) => {
        if (element) state.elements.set(name, element);
        else state.elements.delete(name);
      },
      onChange: () => {
        if (state.shown.has(name)) void check();
      },
    };
  }

  /** The props of a field, the same object on every render (a stable ref). */
  const field = (name: Name) => {
    let props = state.props.get(name);
    if (!props) {
      props = makeField(name);
      state.props.set(name, props);
    }
    return props;
  };

  const postForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    for (const name of state.elements.keys()) state.shown.add(name);
    void check().then((messages) => {
      const invalid = [...state.elements].find(([name]) => messages[name]);
      if (invalid) invalid[1].focus();
      else if (!Object.keys(messages).length) void submit(form);
    });
  };

  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return { field, errors, submitting, postForm };
}
