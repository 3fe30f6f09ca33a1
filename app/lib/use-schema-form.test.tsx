// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loginSchema, resetPasswordSchema } from "#core/schemas/login";
import { firstMessages, useSchemaForm } from "./use-schema-form.ts";

afterEach(cleanup);

function LoginForm() {
  const { field, errors, submitting, postForm } = useSchemaForm(loginSchema);
  return (
    <form method="post" noValidate onSubmit={postForm}>
      <input aria-label="email" {...field("email")} />
      <p data-testid="email-error">{errors.email ?? ""}</p>
      <input aria-label="password" type="password" {...field("password")} />
      <p data-testid="password-error">{errors.password ?? ""}</p>
      <input aria-label="remember" type="checkbox" {...field("rememberMe")} />
      <button type="submit">{submitting ? "sending" : "send"}</button>
    </form>
  );
}

/** The form on a route whose action records what it receives. */
function renderForm() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(Object.fromEntries(await request.formData()));
    return null;
  });
  const Stub = createRoutesStub([{ path: "/", Component: LoginForm, action }]);
  render(<Stub />);
  return { posted, action };
}

const email = () => screen.getByLabelText("email") as HTMLInputElement;
const password = () => screen.getByLabelText("password") as HTMLInputElement;
const errorOf = (name: string) => screen.getByTestId(`${name}-error`);

describe("useSchemaForm", () => {
  it("nothing on blur; on submit every error shows, the first invalid field gets the focus, nothing is posted", async () => {
    const { action } = renderForm();
    fireEvent.change(email(), { target: { value: "ana" } });
    fireEvent.blur(email());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errorOf("email").textContent).toBe("");
    fireEvent.change(email(), { target: { value: "ana@example.com" } });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(errorOf("password").textContent).toBe("auth:validation.passwordMin"));
    expect(errorOf("email").textContent).toBe("");
    expect(document.activeElement).toBe(password());
    expect(action).not.toHaveBeenCalled();
    // Then checked as it changes.
    fireEvent.change(password(), { target: { value: "secreta" } });
    await waitFor(() => expect(errorOf("password").textContent).toBe(""));
  });

  it("after a submit, a blur still changes nothing: only typing updates a message (issue 39)", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(errorOf("email").textContent).toBe("auth:validation.email"));
    fireEvent.change(email(), { target: { value: "ana@example.com" } });
    await waitFor(() => expect(errorOf("email").textContent).toBe(""));
    // The field is emptied without a change event (as a script or autofill might), then left: no message.
    email().value = "";
    fireEvent.blur(email());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errorOf("email").textContent).toBe("");
    fireEvent.change(email(), { target: { value: "ana@" } });
    await waitFor(() => expect(errorOf("email").textContent).toBe("auth:validation.email"));
  });

  it("posts the form element to the route's action once valid, with what the fields hold", async () => {
    const { posted } = renderForm();
    fireEvent.change(email(), { target: { value: " Ana@Example.com " } });
    fireEvent.change(password(), { target: { value: "secreta" } });
    fireEvent.click(screen.getByLabelText("remember"));
    fireEvent.click(screen.getByRole("button"));
    // The form as typed: the server reads it with the same schema.
    await waitFor(() =>
      expect(posted).toEqual([{ email: " Ana@Example.com ", password: "secreta", rememberMe: "on" }]),
    );
  });
});

describe("firstMessages", () => {
  it("keeps the first message of each field, whatever the path's form", () => {
    const issues = resetPasswordSchema["~standard"].validate({
      token: "",
      password: "1",
      confirmPassword: "2",
    });
    expect("issues" in issues && firstMessages(issues.issues)).toEqual({
      token: "auth:reset.invalidLink",
      password: "auth:validation.passwordMin",
      confirmPassword: "auth:validation.passwordMismatch",
    });
    expect(
      firstMessages([
        { message: "a", path: [{ key: "x" }] },
        { message: "b", path: ["x"] },
        { message: "c" },
      ]),
    ).toEqual({
      x: "a",
      "": "c",
    });
  });
});
