import { randomUUID } from "node:crypto";

/**
 * What one instance remembers that a write elsewhere can make wrong (issue 22): the page cache, the
 * remembered slow reads, the site settings. Each cache registers how to forget itself here under a
 * topic; when this instance writes, the cache forgets locally and `announce` tells every other
 * instance on the same PostgreSQL (lib/cluster.server.ts, LISTEN/NOTIFY), whose listener forgets the
 * same topics within a moment. With SQLite (one instance) there is no one else to tell.
 */
const INVALIDATION_TOPICS = ["pages", "slowReads", "settings"] as const;
export type InvalidationTopic = (typeof INVALIDATION_TOPICS)[number];

/** This process, so it can ignore its own announcements. */
export const INSTANCE_ID = randomUUID();

const forgetters = new Map<InvalidationTopic, () => void>();
let publish: ((topics: InvalidationTopic[]) => void) | null = null;
const pending = new Set<InvalidationTopic>();
let scheduled = false;

/** How `topic`'s cache forgets everything in this process (one forgetter a topic). */
export function registerForgetter(topic: InvalidationTopic, forget: () => void): void {
  forgetters.set(topic, forget);
}

/** Where announcements go (the PostgreSQL notifier), or null to keep them in this process. */
export function setPublisher(fn: ((topics: InvalidationTopic[]) => void) | null): void {
  publish = fn;
}

/**
 * Tells the other instances that `topic` changed here (this instance has already forgotten it).
 * Announcements made in the same tick travel together.
 */
export function announce(topic: InvalidationTopic): void {
  if (!publish) return;
  pending.add(topic);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const topics = [...pending];
    pending.clear();
    publish?.(topics);
  });
}

/** Another instance announced `topics`: forget them here, without announcing again. */
export function forgetLocally(topics: readonly string[]): void {
  for (const t of topics) forgetters.get(t as InvalidationTopic)?.();
}

/** After a lost connection to the other instances: anything may have changed meanwhile. */
export function forgetEverything(): void {
  forgetLocally(INVALIDATION_TOPICS);
}
