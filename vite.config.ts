import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL || "http://127.0.0.1:3000") },
  // The server build's entry is our Hono app, which imports the React Router build itself.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
