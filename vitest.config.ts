import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "services",
          globalSetup: ["./server/testing/global-setup.ts"],
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
