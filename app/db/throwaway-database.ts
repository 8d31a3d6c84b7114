import pg from "pg";

/**
 * A new, empty PostgreSQL database on the server of `baseUrl` (same credentials), named
 * `<prefix>_<random>`: its URL, and `drop()` to remove it again (connections closed by force).
 * The test databases and the benches make theirs with it.
 */
export async function createThrowawayDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
