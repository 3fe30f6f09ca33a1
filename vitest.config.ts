import { configDefaults, defineConfig } from "vitest/config";

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
          exclude: [...configDefaults.exclude, "server/**/*.built.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
      {
        // Tests that start the production build (`npm run build` first) on PostgreSQL: the last stage of npm test.
        test: {
          name: "built",
          include: ["server/**/*.built.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 150_000,
          setupFiles: ["./server/testing/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
