import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it("knows the most common passwords, whatever their case", () => {
    for (const pw of ["123456", "password", "12345678", "Password1", "QWERTY123", "iloveyou", "123456789a"]) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });
  it("lets uncommon passwords through (the demo and test ones among them)", () => {
    for (const pw of ["tropa1234", "viaje-seguro-1", "secreta1", "mochila-azul-77", "nueva-clave-9"]) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });
});
