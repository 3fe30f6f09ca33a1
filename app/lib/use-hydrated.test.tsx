// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

function OpenAll() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Open all
    </button>
  );
}

// The unit project shares one document between the files of a worker (isolate: false): leave it empty.
afterEach(cleanup);

describe("useHydrated (issue 17)", () => {
  it("is false in the server's page and while hydrating, then true without a hydration mismatch", async () => {
    const html = renderToString(<OpenAll />);
    expect(html).toContain('disabled=""');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <OpenAll />, { onRecoverableError: recoverable }),
    );
    await waitFor(() => expect(container.querySelector("button")?.disabled).toBe(false));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("turns true in a component mounted after hydration too", async () => {
    render(<OpenAll />);
    await waitFor(() => expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(false));
  });
});
