// `npm run media:migrate -- --from <store> --to <store> [--dry-run]`: copies the site's media and
// CVs from one store to another, e.g. `--from file: --to s3://agency-media/site` (docs/operations.md).
// A store is `file:` (DATA_DIR), `file:/other/data/dir`, or `s3://bucket/prefix` (endpoint, region and
// credentials from MEDIA_S3_* and AWS_*). Every object not already at the destination with the same
// size is copied, so an interrupted run is simply run again. Nothing is deleted at either end.
import { parseArgs } from "node:util";
import { ConfigError, loadEnv, parseMediaStore } from "../app/lib/env.server.ts";
import {
  createMediaStore,
  inParallel,
  isTransientKey,
  type MediaStore,
  readObject,
  s3Settings,
} from "../app/modules/media/store.server.ts";

/** What is copied: the folders (key prefixes) that hold files the database refers to. */
const PREFIXES = ["media/uploads/", "private/cv/"];
const CONCURRENCY = 8;

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
if (!values.from || !values.to) {
  console.error(
    "Usage: npm run media:migrate -- --from <file:|file:DIR|s3://bucket/prefix> --to <…> [--dry-run]",
  );
  process.exit(2);
}

async function migrate(from: MediaStore, to: MediaStore, dryRun: boolean) {
  const counts = { copied: 0, skipped: 0, bytes: 0, failed: 0 };
  for (const prefix of PREFIXES) {
    const present = new Map<string, number>();
    for await (const o of to.list(prefix)) present.set(o.key, o.size);
    await inParallel(from.list(prefix), CONCURRENCY, async (o) => {
      if (isTransientKey(o.key)) return; // work in progress, belongs to no row
      if (present.get(o.key) === o.size) {
        counts.skipped++;
        return;
      }
      try {
        if (!dryRun) {
          const data = await readObject(from, o.key);
          if (!data) return; // deleted since it was listed
          await to.put(o.key, data);
        }
        counts.copied++;
        counts.bytes += o.size;
      } catch (error) {
        counts.failed++;
        console.error(`could not copy ${o.key}: ${(error as Error).message}`);
      }
    });
  }
  return counts;
}

try {
  const env = loadEnv();
  const s3 = s3Settings(env);
  const parse = (name: string, v: string) => {
    try {
      return parseMediaStore(v);
    } catch (e) {
      throw new ConfigError(`--${name}: ${(e as Error).message}`);
    }
  };
  const from = createMediaStore(parse("from", values.from), env.DATA_DIR, s3);
  const to = createMediaStore(parse("to", values.to), env.DATA_DIR, s3);
  if (from.description === to.description) throw new ConfigError("--from and --to are the same store");
  const started = Date.now();
  const counts = await migrate(from, to, values["dry-run"] ?? false);
  console.log(
    JSON.stringify({ from: from.description, to: to.description, ...counts, ms: Date.now() - started }),
  );
  if (counts.failed > 0) {
    console.error(`${counts.failed} file(s) not copied; run the same command again`);
    process.exit(1);
  }
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Migration failed: ${(e as Error).message}`);
  process.exit(1);
}
