import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or Node-only packages stay external in the server bundle.
    external: ["sharp", "pg"],
  },
});
