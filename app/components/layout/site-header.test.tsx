// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/create-i18n.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
import { type HeaderUser, SiteHeader } from "./site-header.tsx";

afterEach(cleanup);

function renderHeader(user: HeaderUser | null, unreadMessages = 0, path = "/ayuda") {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <SiteHeader user={user} unreadMessages={unreadMessages} /> },
  ]);
  return render(
    <I18nProvider i18n={createI18n("es")}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}

const lucia: HeaderUser = {
  name: "Lucía Fernández",
  email: "lucia@tropa.demo",
  role: "tropleader",
  image: null,
};

// Rendering the whole header (and loading its lazy parts) in jsdom takes seconds on a busy machine.
describe("SiteHeader", { timeout: 30_000 }, () => {
  it("offers login and register when signed out", async () => {
    renderHeader(null);
    const header = await screen.findByRole("banner");
    expect(within(header).getAllByRole("link", { name: "Iniciar sesión" })[0]?.getAttribute("href")).toBe(
      "/login",
    );
    expect(within(header).getAllByRole("link", { name: "Registrarse" })[0]?.getAttribute("href")).toBe(
      "/register",
    );
    expect(header.dataset.transparent).toBe("false");
  });

  it("links the dashboard by role, shows unread messages and logs out with a POST", async () => {
    for (const [role, path] of [
      ["admin", "/admin"],
      ["tropleader", "/tropleader/dashboard"],
      ["viajero", "/viajero/dashboard"],
    ] as const) {
      renderHeader({ ...lucia, role }, 3);
      // The user menu's module loads once a signed-in header renders (site-header.tsx).
      const toggle = await screen.findByRole(
        "button",
        { name: /Abrir menú de usuario/ },
        { timeout: 10_000 },
      );
      // The red dot on the avatar is announced too.
      expect(toggle.textContent).toContain("3 mensajes sin leer");
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      // It works once the component is running (use-hydrated.ts): disabled until then.
      await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
      expect(within(menu).getByRole("link", { name: "Mi panel" }).getAttribute("href")).toBe(path);
      const messages = within(menu).getByRole("link", { name: /Mensajes/ });
      expect(messages.getAttribute("href")).toBe("/mensajes");
      expect(messages.textContent).toContain("3 mensajes sin leer");
      const logout = within(menu).getByRole("button", { name: "Cerrar sesión" });
      const form = logout.closest("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/logout");
      // Escape closes the menu.
      fireEvent.keyDown(document, { key: "Escape" });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      cleanup();
    }
  });

  it("is transparent on the home page at the top", async () => {
    renderHeader(null, 0, "/");
    expect((await screen.findByRole("banner")).dataset.transparent).toBe("true");
  });
});
