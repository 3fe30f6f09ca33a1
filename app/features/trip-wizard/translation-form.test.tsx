// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/create-i18n.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
import { TranslationForm } from "./translation-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spanish = {
  basics: { title: "Playas del norte", shortDescription: "Una semana de playas.", description: "Larga." },
  itinerary: { days: [] },
  inclusions: { included: [], excluded: [], faqs: [] },
};

function stubDraftApi(status: number, body: unknown) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe("/api/translation-draft");
      posted.push(JSON.parse(String(init?.body)));
      return Response.json(body, { status });
    }),
  );
  return posted;
}

function form(defaults = { title: "", shortDescription: "", description: "" }) {
  return (
    <I18nProvider i18n={createI18n("es")}>
      <TranslationForm
        step="basics"
        stepNumber={1}
        spanish={spanish}
        defaults={defaults}
        result={undefined}
        canTranslate
        tripId="7b7f3d4e-2a0c-4d8e-9a7e-0c1b2d3e4f50"
        submitLabel="Guardar versión en inglés"
      />
    </I18nProvider>
  );
}

function renderForm() {
  const Stub = createRoutesStub([{ path: "/", Component: () => form() }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the English form of a step", () => {
  it("'Traducir al inglés' fills the fields with the draft, which the save does not echo back", async () => {
    const posted = stubDraftApi(200, {
      ok: true,
      draft: {
        title: "[EN] Beaches of the north",
        shortDescription: "[EN] A week",
        description: "[EN] Long.",
      },
    });
    const { container } = renderForm();
    const button = await screen.findByRole("button", { name: "Traducir al inglés" });
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    const title = screen.getByLabelText(/Título en inglés/);
    await waitFor(() => expect(title).toHaveProperty("value", "[EN] Beaches of the north"));
    expect(posted).toEqual([
      expect.objectContaining({ section: "basics", to: "en", values: spanish.basics }),
    ]);
    // The server remembers what it drafted; the browser sends no claim about it.
    expect(container.querySelector('input[name="machineDraft"]')).toBeNull();
    expect(screen.getByText(/Borrador de traducción automática/)).toBeTruthy();
  });

  it("a provider error leaves the fields as they were and shows its translated message", async () => {
    stubDraftApi(503, {
      ok: false,
      error: { code: "translation.quota", messageKey: "trips:translationDraft.errors.quota" },
    });
    const { container } = renderForm();
    const title = screen.getByLabelText(/Título en inglés/);
    fireEvent.change(title, { target: { value: "My own title" } });
    const button = await screen.findByRole("button", { name: "Traducir al inglés" });
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      "Hemos agotado por ahora las traducciones automáticas",
    );
    expect(title).toHaveProperty("value", "My own title");
  });

  it("is a real form in the server's HTML: saved values in the fields, the Spanish text marked, the button disabled", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => form({ title: "Northern beaches", shortDescription: "", description: "" }),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(
      /name="title"[^>]*value="Northern beaches"|value="Northern beaches"[^>]*name="title"/,
    );
    expect(html).toContain('lang="es"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Traducir al inglés/s);
  });
});
