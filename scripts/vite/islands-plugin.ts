import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { islandCatalog } from "#app/islands/catalog.ts";
import type { ClientAssets } from "#app/islands/client-assets.ts";

const ENTRY = "app/islands/entry.client.ts";
const LOADERS_ID = "virtual:island-loaders";
const ASSETS_ID = "virtual:client-assets";

/**
 * Builds the public pages' islands into the React Router client build: emits their loader as an
 * extra entry, generates the loader's import table from the catalog, and hands the server
 * (`virtual:client-assets`) the loader's URL and the stylesheet once the client build is done.
 * In development there are no islands: every page hydrates through React Router.
 */
export function islandsPlugin(): Plugin {
  let root = process.cwd();
  let assets: ClientAssets | null = null;
  return {
    name: "bayou-crest:islands",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build") {
        this.emitFile({ type: "chunk", id: path.join(root, ENTRY), name: "islands" });
      }
    },
    resolveId(id) {
      if (id === LOADERS_ID || id === ASSETS_ID) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = Object.entries(islandCatalog).map(
          ([name, { module, export: exported }]) =>
            `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(root, module))}).then((m) => m.${exported}),`,
        );
        return `export const islandLoaders = {\n${entries.join("\n")}\n};`;
      }
      if (id === `\0${ASSETS_ID}`) {
        // Only the server gets the figures; the browser build never needs them.
        const value = this.environment.name === "client" ? null : assets;
        return `export default ${JSON.stringify(value)};`;
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      assets = clientAssets(bundle, root);
    },
  };
}

function clientAssets(bundle: Rolldown.OutputBundle, root: string): ClientAssets {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
  // React Router's route entries carry a query (`root.tsx?…`): compare the file part.
  const chunkOf = (module: string) =>
    chunks.find((chunk) => chunk.facadeModuleId?.split("?")[0] === path.join(root, module));
  const loader = chunkOf(ENTRY);
  if (!loader) throw new Error("islands: the loader chunk is missing");
  const css = [...(chunkOf("app/root.tsx")?.viteMetadata?.importedCss ?? [])]
    .map((file) => {
      const asset = bundle[file];
      return asset?.type === "asset" ? String(asset.source) : "";
    })
    .join("\n");
  if (!css) throw new Error("islands: the root stylesheet is missing");
  return { css, loader: `/${loader.fileName}` };
}
