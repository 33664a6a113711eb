import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

/**
 * Writes .br and .gz beside every compressible file of the client build, at maximum
 * compression, so the server streams them from disk instead of compressing per request.
 */
export async function compressAssets(clientDir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file);
    if (source.byteLength < 1024) continue;
    await writeFile(
      `${file}.br`,
      await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    );
    await writeFile(`${file}.gz`, await gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}
