import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { hmr: { port: 24678 } },
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp", "better-auth", "nodemailer", "stripe", "ws"] },
});
