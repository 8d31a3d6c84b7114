// `npm run admin:create -- --email you@agency.ae --password '…' [--name "Your Name"] [--reset]`
import { parseArgs } from "node:util";
import { createDb } from "../app/db/index.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { ConfigError, loadEnv } from "../app/lib/env.server.ts";
import { isAppError } from "../app/lib/errors.ts";
import { createAdmin } from "../app/modules/users/user.service.server.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME] [--reset]");
  process.exit(2);
}

try {
  const env = loadEnv();
  const db = createDb(env.DATABASE_URL);
  try {
    await migrateToLatest(db.db);
    const r = await createAdmin(
      db.db,
      { email: values.email, password: values.password, name: values.name },
      { resetIfExists: values.reset },
    );
    console.log(
      r.created
        ? `Admin ${r.email} created.`
        : values.reset
          ? `Password of ${r.email} reset.`
          : `An admin with the email ${r.email} already exists (use --reset to set a new password).`,
    );
  } finally {
    await db.close();
  }
} catch (e) {
  if (isAppError(e) && e.fields) {
    for (const [k, v] of Object.entries(e.fields)) console.error(`${k}: ${v}`);
  } else {
    console.error(e instanceof ConfigError ? e.message : e);
  }
  process.exit(1);
}
