import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL || "http://127.0.0.1:3000") },
  environments: {
    // The server build's entry is our Hono app, which imports the React Router build itself.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: over HTTP/1.1 every script costs a round trip. Only modules a
            // page imports statically ($initial) are grouped, so lazy ones (sonner, the lead
            // schemas) stay out until asked for.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  tags: ["$initial"],
                },
                {
                  name: "ui",
                  test: /[\\/](app[\\/](components|config)|node_modules[\\/]lucide-react)[\\/]/,
                  tags: ["$initial"],
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
