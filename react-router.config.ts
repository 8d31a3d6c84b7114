import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel test runs and benches can build into their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
