// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/create-i18n.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
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
    <I18nProvider i18n={createI18n("es")}>
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </I18nProvider>,
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

  const items = [
    { id: "1", title: "Uno", content: "respuesta uno" },
    { id: "2", title: "Dos", content: "respuesta dos" },
  ];
  const item = (name: string) => screen.getByText(name).closest("details") as HTMLDetailsElement;
  /** What the browser does when it opens a <details> by itself: change it, then fire "toggle". */
  function toggleNatively(details: HTMLDetailsElement) {
    act(() => {
      details.open = !details.open;
      details.dispatchEvent(new Event("toggle"));
    });
  }

  it("renders native disclosures (work without scripts), each title a heading inside its summary", () => {
    const html = renderToString(<Accordion defaultOpen={["2"]} headingLevel={4} items={items} />);
    const page = document.createElement("div");
    page.innerHTML = html;
    const [first, second] = [...page.querySelectorAll("details")];
    expect(first?.open).toBe(false);
    expect(second?.open).toBe(true);
    expect(first?.querySelector(":scope > summary > h4")?.textContent).toBe("Uno");
    expect(first?.textContent).toContain("respuesta uno");
    expect(page.querySelector("button")).toBeNull();
  });

  const title = (name: string) => screen.getByText(name).closest("summary") as HTMLElement;

  it("keeps several accordion items open at once", () => {
    wrap(<Accordion items={items} />);
    fireEvent.click(title("Uno"));
    fireEvent.click(title("Dos"));
    expect(item("Uno").open).toBe(true);
    expect(item("Dos").open).toBe(true);
    fireEvent.click(title("Uno"));
    expect(item("Uno").open).toBe(false);
    expect(item("Dos").open).toBe(true);
  });

  it("is controlled once hydrated: a press asks its owner, the owner decides what is open", () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Accordion open={["1"]} onOpenChange={onOpenChange} items={items} />);
    expect(item("Uno").open).toBe(true);
    fireEvent.click(title("Dos"));
    expect(onOpenChange).toHaveBeenLastCalledWith(["1", "2"]);
    // Not accepted by the owner: it stays closed.
    expect(item("Dos").open).toBe(false);
    rerender(<Accordion open={["2"]} onOpenChange={onOpenChange} items={items} />);
    expect(item("Uno").open).toBe(false);
    expect(item("Dos").open).toBe(true);
  });

  it("follows what the browser opens by itself (find in page)", () => {
    const onOpenChange = vi.fn();
    render(<Accordion onOpenChange={onOpenChange} items={items} />);
    toggleNatively(item("Dos"));
    expect(onOpenChange).toHaveBeenLastCalledWith(["2"]);
    expect(item("Dos").open).toBe(true);
  });

  it("reads an item opened before hydration, without a hydration warning", async () => {
    const onOpenChange = vi.fn();
    const tree = <Accordion open={["1"]} onOpenChange={onOpenChange} items={items} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // Opened by the visitor while the scripts were still loading.
    (container.querySelectorAll("details")[1] as HTMLDetailsElement).open = true;
    const root = await act(async () => hydrateRoot(container, tree));
    expect(onOpenChange).toHaveBeenCalledWith(["1", "2"]);
    act(() => root.unmount());
    container.remove();
  });
});
