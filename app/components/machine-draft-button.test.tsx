// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/create-i18n.ts";
import { I18nProvider } from "../i18n/i18n-context.tsx";
import { MachineDraftButton } from "./machine-draft-button.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const labels = { translate: "Traducir", translating: "Traduciendo", drafted: "Es un borrador" };

function renderButton(onDraft: (draft: Record<string, unknown>) => void, values = { bio: "Hola" }) {
  return render(
    <I18nProvider i18n={createI18n("es")}>
      <MachineDraftButton input={() => ({ section: "profile", values })} onDraft={onDraft} labels={labels} />
    </I18nProvider>,
  );
}

describe("'Traducir al inglés', the one machine-draft button (issue 36)", () => {
  it("posts the texts as they are when pressed, shows the busy label, hands the draft over and says it is one", async () => {
    let answer: (response: Response) => void = () => {};
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        expect(url).toBe("/api/translation-draft");
        posted.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const onDraft = vi.fn();
    renderButton(onDraft);
    const button = await screen.findByRole("button", { name: "Traducir" });
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    await screen.findByRole("button", { name: "Traduciendo" });
    expect(posted).toEqual([{ section: "profile", values: { bio: "Hola" }, from: "es", to: "en" }]);
    answer(Response.json({ ok: true, draft: { bio: "Hello" } }));
    await screen.findByText("Es un borrador");
    expect(onDraft).toHaveBeenCalledWith({ bio: "Hello" });
  });

  it("shows a refusal's translated message and hands nothing over", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            ok: false,
            error: { code: "translation.quota", messageKey: "trips:translationDraft.errors.quota" },
          },
          { status: 503 },
        ),
      ),
    );
    const onDraft = vi.fn();
    const { container } = renderButton(onDraft);
    const button = await screen.findByRole("button", { name: "Traducir" });
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      "Hemos agotado por ahora las traducciones automáticas",
    );
    expect(onDraft).not.toHaveBeenCalled();
    expect(screen.queryByText("Es un borrador")).toBeNull();
  });
});
