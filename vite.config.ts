import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Modules of the shared "shell" chunk (below), by their path under app/ without the extension. */
const SHELL = [
  ...["layout/brand-logo", "layout/error-page", "layout/language-toggle", "layout/mobile-menu"],
  ...["layout/site-footer", "layout/site-header", "layout/site-layout", "layout/social-icons"],
  ...["layout/user-avatar", "ui/button", "ui/badge", "ui/toast", "ui/confirm-dialog", "ui/spinner"],
  ...["ui/tabs", "ui/accordion", "ui/alert", "ui/field", "ui/select", "ui/empty-state"],
  ...["pending-approval-banner", "trip-card", "wishlist-button", "responsive-image"],
].map((name) => `/app/components/${name}.`);
for (const name of ["cn", "root-data", "csp-nonce", "use-disclosure", "use-locale", "use-hydrated"]) {
  SHELL.push(`/app/lib/${name}.`);
}
SHELL.push("/app/lib/realtime/realtime-provider.");
const I18N = ["create-client-i18n", "locale-preference", "page-meta", "i18n-instance", "i18n-context"];
for (const name of [...I18N, "translator", "use-translation"]) {
  SHELL.push(`/app/i18n/${name}.`);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { hmr: { port: 24678 } },
  build: {
    rolldownOptions: {
      output: {
        // React and its router in one long-cached chunk every page needs. Icons are not grouped: each
        // page carries the few it draws (one shared chunk of every icon cost each public page ~12 KiB).
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              // The layout every page draws and the few components the public pages share, in one file: split
              // into ~50 small chunks they cost the public pages ~9 KiB more once compressed.
              name: "shell",
              test: (id) => SHELL.some((path) => id.includes(path)),
            },
          ],
        },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "better-auth", "nodemailer", "pdfkit", "stripe", "ws"],
    // Bundled into the page build rather than loaded file by file from node_modules at start-up (lucide-react
    // alone was ~0.4 s: its whole CommonJS icon set, of which the pages draw a few dozen). Only packages the Hono
    // server does not import itself: the two builds must share one copy of react-router, drizzle-orm and zod.
    noExternal: ["lucide-react", "react-hook-form", "@hookform/resolvers", "isbot"],
  },
});
