import { sql } from "kysely";
import pg from "pg";
import type { DB } from "../db/index.server.ts";
import {
  forgetEverything,
  forgetLocally,
  INSTANCE_ID,
  type InvalidationTopic,
  setPublisher,
} from "./invalidation.server.ts";
import { logger } from "./logger.server.ts";

/** The PostgreSQL channel the instances of one site tell each other what changed on. */
const CHANNEL = "site_changes";
const RETRY_MIN_MS = 250;
/** How often the listening connection is checked: an idle connection a network dropped says nothing. */
const HEARTBEAT_MS = 30_000;
const RETRY_MAX_MS = 5_000;

export interface ClusterLink {
  stop(): Promise<void>;
}

/**
 * Joins the other instances on this PostgreSQL database (issue 22): what this one announces
 * (lib/invalidation.server.ts) is sent with `pg_notify`, and a dedicated connection `LISTEN`s for
 * the others' announcements and forgets the same caches here. When that connection is lost it is
 * opened again (backing off up to 5 s), and everything is forgotten once it is back, since any
 * announcement made meanwhile was missed.
 */
export function joinCluster(databaseUrl: string, db: DB): ClusterLink {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lost = false;

  setPublisher((topics: InvalidationTopic[]) => {
    const payload = JSON.stringify({ from: INSTANCE_ID, topics });
    sql`select pg_notify(${CHANNEL}, ${payload})`
      .execute(db)
      .catch((error) => logger.warn("could not tell the other instances", { error, topics }));
  });

  const reconnect = () => {
    if (stopped || timer) return;
    lost = true;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = c;
    c.on("notification", (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { from, topics } = JSON.parse(msg.payload) as { from: string; topics: string[] };
        if (from !== INSTANCE_ID && Array.isArray(topics)) forgetLocally(topics);
      } catch {
        // Not one of ours: ignored.
      }
    });
    c.on("error", (error) => {
      if (client !== c) return;
      logger.warn("lost the other instances' channel", { error });
      void c.end().catch(() => {});
    });
    c.on("end", () => {
      if (client === c) reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      retryMs = RETRY_MIN_MS;
      if (lost) {
        lost = false;
        forgetEverything();
        logger.info("rejoined the other instances' channel; caches emptied");
      }
    } catch (error) {
      logger.warn("could not join the other instances' channel", { error });
      c.removeAllListeners("end");
      await c.end().catch(() => {});
      reconnect();
    }
  };

  // A half-open connection (a NAT or a failover that said nothing) fails this query: it is closed,
  // which reconnects and forgets everything.
  const heartbeat = setInterval(() => {
    const c = client;
    if (!c || timer) return;
    c.query("select 1").catch((error) => {
      if (client !== c) return;
      logger.warn("lost the other instances' channel", { error });
      void c.end().catch(() => {});
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      clearInterval(heartbeat);
      setPublisher(null);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
