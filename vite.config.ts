import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { hmr: { port: 24678 } },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: dozens of one-icon modules cost a request each on a slow connection.
        codeSplitting: {
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "better-auth", "nodemailer", "pdfkit", "stripe", "ws"],
  },
});
