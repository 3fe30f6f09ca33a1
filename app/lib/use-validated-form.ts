import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import { useNavigation, useSubmit } from "react-router";
import type { z } from "zod";

/**
 * When every form of the product checks its fields (`docs/decisions/0031-validation-on-submit.md`): on submit, then,
 * for the fields found invalid, as they change. Never on blur: pressing a submit button blurs the field before
 * the button is released, and a message appearing above the button then would push it out from under the
 * pointer, so the click would be lost (issue 39).
 */
export const FORM_VALIDATION_TIMING = { mode: "onSubmit", reValidateMode: "onChange" } as const;

/** Options of a checked form; the validation timing is the product's, not the form's. */
export type CheckedFormOptions<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TValues, unknown, TOutput>,
  "resolver" | "mode" | "reValidateMode"
>;

/**
 * react-hook-form checked with a core zod schema, at the product's validation timing. Every react-hook-form of
 * the app is made here (a unit test keeps it so).
 */
export function useCheckedForm<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TValues>,
  options: CheckedFormOptions<TValues, TOutput> = {},
) {
  return useForm<TValues, unknown, TOutput>({
    ...options,
    ...FORM_VALIDATION_TIMING,
    resolver: zodResolver(schema),
  });
}

/**
 * A form checked in the browser with its core zod schema, then posted to the route's action, which checks it
 * again with the same schema. `postForm` is the form's onSubmit (it posts the form element once the fields
 * are valid); `submitting` is true while a post of this page is under way.
 */
export function useValidatedForm<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TValues>,
  options: CheckedFormOptions<TValues, TOutput> = {},
) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useCheckedForm(schema, options);
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const postForm = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(() => submit(formElement))(event);
  };
  return { ...form, submitting, postForm };
}
