// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/create-i18n.ts";
import { I18nProvider } from "../i18n/i18n-context.tsx";
import { CancelBookingButton } from "./cancel-booking-button.tsx";
import { ConfirmProvider } from "./ui/confirm-dialog.tsx";
import { ToastProvider } from "./ui/toast.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = { kind: "refund", currency: "EUR", daysBefore: 20, percent: 75, refundCents: 133_500 };

/** The API as the button sees it: GET answers the preview, POST the cancellation (recorded). */
function stubApi(previewBody: unknown, cancelBody: unknown) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe("/api/bookings/b-1/cancel");
      if (init?.method !== "POST") return Response.json(previewBody);
      posted.push(JSON.parse(String(init.body)));
      return Response.json(cancelBody);
    }),
  );
  return posted;
}

function renderButton() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider i18n={createI18n("es")}>
          <ToastProvider>
            <ConfirmProvider>
              <CancelBookingButton bookingId="b-1" />
            </ConfirmProvider>
          </ToastProvider>
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("CancelBookingButton", () => {
  it("shows the refund before confirming, then cancels with the amount shown", async () => {
    const posted = stubApi({ ok: true, preview }, { ok: true, result: preview });
    renderButton();

    fireEvent.click(screen.getByRole("button", { name: "Cancelar reserva" }));
    const message = await screen.findByTestId("cancel-refund-message");
    expect(message.textContent).toMatch(
      /Te devolveremos 1\.335\s€ \(75% de lo pagado\), porque faltan 20 días/,
    );
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelar reserva" }));
    await waitFor(() => expect(posted).toEqual([{ expectedRefundCents: 133_500 }]));
    expect(await screen.findByText(/Reserva cancelada\. Te devolveremos 1\.335\s€\./)).toBeTruthy();
  });

  it("does nothing when the traveller keeps the booking", async () => {
    const posted = stubApi({ ok: true, preview }, { ok: true, result: preview });
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar reserva" }));
    await screen.findByTestId("cancel-refund-message");
    fireEvent.click(screen.getByRole("button", { name: "No, mantener" }));
    await waitFor(() => expect(screen.queryByTestId("cancel-refund-message")).toBeNull());
    expect(posted).toEqual([]);
  });

  it("tells when no refund applies, and shows the server's refusal as an error", async () => {
    stubApi(
      { ok: true, preview: { ...preview, daysBefore: 3, percent: 0, refundCents: 0 } },
      { ok: false, error: "booking:errors.cancelTooLate", params: {} },
    );
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar reserva" }));
    expect((await screen.findByTestId("cancel-refund-message")).textContent).toContain(
      "no corresponde reembolso",
    );
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelar reserva" }));
    expect(
      await screen.findByText("El viaje ya ha comenzado: la reserva no se puede cancelar."),
    ).toBeTruthy();
  });

  it("shows why a booking cannot be cancelled, without opening the dialog", async () => {
    stubApi({ ok: false, error: "booking:errors.notCancellable", params: {} }, null);
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar reserva" }));
    expect(await screen.findByText("Esta reserva ya no se puede cancelar.")).toBeTruthy();
    expect(screen.queryByTestId("cancel-refund-message")).toBeNull();
  });
});
