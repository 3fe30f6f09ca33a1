import { expect, test } from "@playwright/test";

test("unknown pages answer 404 with a way back to the trips", async ({ page }) => {
  const response = await page.goto("/esto-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Explorar viajes" })).toHaveAttribute(
    "href",
    "/viajes",
  );
});
