import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsPlugin } from "./scripts/vite/islands-plugin.ts";

export default defineConfig({
  environments: {
    // The server build's entry is our Hono app, which imports the React Router build itself.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React is shared by the public pages' islands and the admin app; React Router is
            // the admin app's alone (public pages never load it).
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), islandsPlugin()],
});
