import pg from "pg";
import { pgUrl } from "./paths.ts";

/** Runs one statement on the maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function pgAdmin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export const safeIdent = (s: string) => s.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
