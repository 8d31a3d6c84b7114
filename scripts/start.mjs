// `npm start`: builds the app when no build exists (or when it is older than the sources), then
// runs the production server. Deployments run `npm run build` once and `npm run serve`.
import path from "node:path";
import { ensureBuild } from "./lib/process.ts";

ensureBuild(path.resolve(process.env.BUILD_DIR ?? "build"), (msg) => console.log(msg));
process.env.NODE_ENV ??= "production";
// The demo start keeps a generated secret in the data folder; real deployments set SESSION_SECRET.
process.env.ALLOW_GENERATED_SECRET ??= "1";
await import("../server/index.js");
