// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/create-i18n.ts";
import { Accordion } from "./accordion.tsx";
import { ConfirmProvider, useConfirm } from "./confirm-dialog.tsx";
import { Tabs } from "./tabs.tsx";
import { ToastProvider, useToast } from "./toast.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n("es")}>
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe("toast", () => {
  function Trigger() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.success("Guardado")}>
        go
      </button>
    );
  }

  it("announces in a polite live region, dismisses by button and by time", () => {
    vi.useFakeTimers();
    wrap(<Trigger />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByText("go"));
    expect(region.textContent).toContain("Guardado");
    fireEvent.click(screen.getByRole("button", { name: "Cerrar notificación" }));
    expect(region.textContent).not.toContain("Guardado");

    fireEvent.click(screen.getByText("go"));
    expect(region.textContent).toContain("Guardado");
    act(() => {
      vi.advanceTimersByTime(5100);
    });
    expect(region.textContent).not.toContain("Guardado");
  });
});

describe("confirm", () => {
  function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const confirm = useConfirm();
    return (
      <button
        type="button"
        onClick={async () =>
          onAnswer(
            await confirm({ title: "¿Cancelar reserva?", confirmLabel: "Sí, cancelar", tone: "danger" }),
          )
        }
      >
        ask
      </button>
    );
  }

  it("resolves true on confirm and false on Escape, and gives focus back", async () => {
    const answers: boolean[] = [];
    wrap(<Asker onAnswer={(ok) => answers.push(ok)} />);
    const trigger = screen.getByText("ask");
    trigger.focus();
    fireEvent.click(trigger);
    // The dialog's module loads on the first question (confirm-dialog-view.tsx).
    const dialog = await screen.findByRole("alertdialog", undefined, { timeout: 10_000 });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    // Destructive: focus starts on the safe answer.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancelar"));
    await act(async () => {
      fireEvent.click(screen.getByText("Sí, cancelar"));
    });
    expect(answers).toEqual([true]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    await act(async () => {
      fireEvent.keyDown(document, { key: "Escape" });
    });
    expect(answers).toEqual([true, false]);
  });

  it("keeps Tab inside the dialog", async () => {
    wrap(<Asker onAnswer={() => {}} />);
    fireEvent.click(screen.getByText("ask"));
    const confirmButton = await screen.findByText("Sí, cancelar", undefined, { timeout: 10_000 });
    confirmButton.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement?.textContent).toBe("Cancelar");
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirmButton);
  });
});

describe("tabs and accordion", () => {
  it("moves between tabs with the arrow keys", () => {
    wrap(
      <Tabs
        label="Reservas"
        items={[
          { id: "a", label: "Próximas", content: "panel A" },
          { id: "b", label: "Pasadas", content: "panel B" },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole("tab");
    expect(first?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(first!, { key: "ArrowRight" });
    expect(second?.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole("tabpanel").textContent).toBe("panel B");
    fireEvent.keyDown(second!, { key: "ArrowRight" });
    expect(first?.getAttribute("aria-selected")).toBe("true");
  });

  it("keeps several accordion items open at once", () => {
    wrap(
      <Accordion
        items={[
          { id: "1", title: "Uno", content: "respuesta uno" },
          { id: "2", title: "Dos", content: "respuesta dos" },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Uno" }));
    fireEvent.click(screen.getByRole("button", { name: "Dos" }));
    expect(screen.getByRole("button", { name: "Uno" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Dos" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("respuesta uno").closest("section")?.hidden).toBe(false);
  });
});
