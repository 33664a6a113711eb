import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : {},
  plugins: [tailwindcss(), reactRouter()],
}));
