import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every script,
 * style sheet and SVG of at least 1 KiB in the client bundle (not React Router's manifest file,
 * which it writes afterwards and which pages do not load) (issue 8, weight budget). The server sends
 * them to browsers that accept them (server/index.js), so the fingerprinted assets go out at the
 * strongest compression without costing a request any CPU; on-the-fly compression (brotli 4) stays
 * for everything else.
 */
export function precompress(): Plugin {
  return {
    name: "precompress-client-assets",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
