// `npm start`: builds the app when no build exists (or when it is older than the sources), then
// runs the production server. Deployments run `npm run build` once and `npm run serve`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const stale = !existsSync(serverEntry) || newest("app") > statSync(serverEntry).mtimeMs;
if (stale) {
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= "production";
// The demo start keeps a generated secret in the data folder; real deployments set SESSION_SECRET.
process.env.ALLOW_GENERATED_SECRET ??= "1";
await import("../server/index.js");
