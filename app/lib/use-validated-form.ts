import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import { useNavigation, useSubmit } from "react-router";
import type { z } from "zod";

/**
 * A form checked in the browser with its core zod schema, then posted to the route's action, which checks it
 * again with the same schema. `postForm` is the form's onSubmit (it posts the form element once the fields
 * are valid); `submitting` is true while a post of this page is under way.
 */
export function useValidatedForm<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TValues>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, "resolver"> = {},
) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver: zodResolver(schema) });
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const postForm = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(() => submit(formElement))(event);
  };
  return { ...form, submitting, postForm };
}
