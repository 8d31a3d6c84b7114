import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserChunks, compileHints } from "./scripts/vite-chunks.ts";
import { precompress } from "./scripts/vite-precompress.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints(), precompress()],
  resolve: { tsconfigPaths: true },
  environments: {
    // Fewer, larger files for the browser (scripts/vite-chunks.ts; ADR 0023).
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: browserChunks(path.resolve(import.meta.dirname, "app")) } },
        },
      },
    },
  },
  ssr: {
    // Native or Node-only packages stay external in the server bundle.
    external: ["sharp", "pg"],
  },
});
