import { describe, expect, it } from "vitest";
import { keysetHref } from "./keyset-page-links.tsx";

const at = (search: string) => ({ pathname: "/tropleader/dashboard/reservas", search });

describe("keysetHref", () => {
  it("keeps the filters, replaces the place and carries the page label", () => {
    const href = keysetHref(at("?q=ana&estado=confirmed&despues=OLD&pagina=2"), "despues", "NEXT", 3);
    const [path, query] = href.split("?");
    expect(path).toBe("/tropleader/dashboard/reservas");
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: "ana",
      estado: "confirmed",
      despues: "NEXT",
      pagina: "3",
    });
  });

  it("goes back through the newer cursor, and page 1 is the plain address with the filters", () => {
    expect(keysetHref(at("?q=ana&despues=X&pagina=3"), "antes", "NEW", 2)).toBe(
      "/tropleader/dashboard/reservas?q=ana&antes=NEW&pagina=2",
    );
    expect(keysetHref(at("?q=ana&despues=X&pagina=2"), "antes", "NEW", 1)).toBe(
      "/tropleader/dashboard/reservas?q=ana",
    );
    expect(keysetHref(at("?despues=X&pagina=2"), "antes", "NEW", 1)).toBe("/tropleader/dashboard/reservas");
  });

  it("without a page label (Cobros' history) the cursor alone", () => {
    expect(keysetHref(at(""), "despues", "C")).toBe("/tropleader/dashboard/reservas?despues=C");
    expect(keysetHref(at("?despues=A"), "antes", "B")).toBe("/tropleader/dashboard/reservas?antes=B");
  });
});
