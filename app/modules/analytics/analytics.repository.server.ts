import { sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import { startsWith } from "../../db/like.ts";

export async function incrementPageView(
  db: DB,
  path: string,
  day: string,
  referrerHost: string,
): Promise<void> {
  await db
    .insertInto("page_views")
    .values({ path, day, referrer_host: referrerHost, count: 1 })
    .onConflict((oc) =>
      oc.columns(["path", "day", "referrer_host"]).doUpdateSet({ count: sql<number>`page_views.count + 1` }),
    )
    .execute();
}

export async function viewsByDay(
  db: DB,
  from: string,
  to: string,
): Promise<{ day: string; views: number }[]> {
  const rows = await db
    .selectFrom("page_views")
    .select((eb) => ["day", eb.fn.sum<number>("count").as("views")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("day")
    .orderBy("day")
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

export async function viewsByPath(
  db: DB,
  opts: { from: string; to: string; prefix?: string; limit: number },
): Promise<{ path: string; views: number }[]> {
  let q = db
    .selectFrom("page_views")
    .select((eb) => ["path", eb.fn.sum<number>("count").as("views")])
    .where("day", ">=", opts.from)
    .where("day", "<=", opts.to);
  if (opts.prefix) q = q.where(startsWith("path", opts.prefix));
  const rows = await q.groupBy("path").orderBy("views", "desc").orderBy("path").limit(opts.limit).execute();
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

export async function viewsByReferrer(
  db: DB,
  opts: { from: string; to: string; limit: number },
): Promise<{ host: string; views: number }[]> {
  const rows = await db
    .selectFrom("page_views")
    .select((eb) => ["referrer_host", eb.fn.sum<number>("count").as("views")])
    .where("day", ">=", opts.from)
    .where("day", "<=", opts.to)
    .where("referrer_host", "!=", "")
    .groupBy("referrer_host")
    .orderBy("views", "desc")
    .orderBy("referrer_host")
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({ host: r.referrer_host, views: Number(r.views) }));
}

export async function totalViews(db: DB, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .select((eb) => eb.fn.sum<number>("count").as("views"))
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}
