// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { useCheckedForm } from "./use-validated-form.ts";

afterEach(cleanup);

const schema = z.object({
  city: z.string().min(2, "city-short"),
  seats: z.coerce.number().min(2, "seats-min"),
});

function SeatsForm() {
  const form = useCheckedForm(schema, { defaultValues: { city: "", seats: "" as never } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <input aria-label="city" {...form.register("city")} />
      <p data-testid="city-error">{errors.city?.message ?? ""}</p>
      <input aria-label="seats" {...form.register("seats")} />
      <p data-testid="seats-error">{errors.seats?.message ?? ""}</p>
      <button type="submit">next</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (name: string) => screen.getByTestId(`${name}-error`).textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("useCheckedForm: the product's validation timing (issue 39)", () => {
  it("a field left invalid shows nothing on blur; the submit shows every error", async () => {
    render(<SeatsForm />);
    fireEvent.focus(field("seats"));
    fireEvent.input(field("seats"), { target: { value: "1" } });
    // Pressing the submit button blurs the field: no message may appear above the button then.
    fireEvent.blur(field("seats"));
    await settle();
    expect(errorOf("seats")).toBe("");
    expect(errorOf("city")).toBe("");
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(errorOf("seats")).toBe("seats-min"));
    expect(errorOf("city")).toBe("city-short");
  });

  it("after the first submit, a field is checked as it changes, still never on blur", async () => {
    render(<SeatsForm />);
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(errorOf("city")).toBe("city-short"));
    fireEvent.input(field("city"), { target: { value: "Cusco" } });
    await waitFor(() => expect(errorOf("city")).toBe(""));
    fireEvent.input(field("city"), { target: { value: "C" } });
    await waitFor(() => expect(errorOf("city")).toBe("city-short"));
    fireEvent.input(field("city"), { target: { value: "Cusco" } });
    await waitFor(() => expect(errorOf("city")).toBe(""));
    // Emptied without a change event (a script, autofill), then left: the blur checks nothing.
    field("city").value = "";
    fireEvent.blur(field("city"));
    await settle();
    expect(errorOf("city")).toBe("");
  });
});

/** Every source file of the app but the tests. */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("every form uses the product's validation timing", () => {
  it("react-hook-form is only made through useCheckedForm, and no form asks for blur validation", () => {
    const sources = appSources("app");
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.flatMap((path) => {
      const code = readFileSync(path, "utf8");
      const found: string[] = [];
      if (!path.endsWith(join("lib", "use-validated-form.ts"))) {
        if (/\buseForm\s*[<(]/.test(code)) found.push(`${path}: useForm (use useCheckedForm)`);
        if (/\bzodResolver\b/.test(code)) found.push(`${path}: zodResolver (use useCheckedForm)`);
      }
      if (/\b(mode|reValidateMode)\s*:\s*["'](onBlur|onTouched|all)["']/.test(code)) {
        found.push(`${path}: validation on blur`);
      }
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
