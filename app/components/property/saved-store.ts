import { useCallback, useSyncExternalStore } from "react";

/**
 * Saved properties live in this browser only (localStorage), as a list of ids, newest first.
 * Every tab and component stays in step: writes notify this tab's subscribers directly and other
 * tabs through the `storage` event.
 */
const SAVED_KEY = "saved-properties";
const SAVED_MAX = 100;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];
const EMPTY: readonly string[] = [];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); saving then simply does nothing lasting.
    return null;
  }
}

export function parseSaved(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is string => typeof v === "string" && ID.test(v));
    return [...new Set(ids)].slice(0, SAVED_MAX);
  } catch {
    return [];
  }
}

function readSaved(): readonly string[] {
  const raw = storage()?.getItem(SAVED_KEY) ?? null;
  // Same string, same array: useSyncExternalStore needs a stable snapshot.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseSaved(raw);
  }
  return cachedIds;
}

function write(ids: readonly string[]): void {
  try {
    storage()?.setItem(SAVED_KEY, JSON.stringify(ids.slice(0, SAVED_MAX)));
  } catch {
    // Quota exceeded or storage disabled: keep going without persisting.
  }
  for (const l of listeners) l();
}

/** Adds or removes `id`; returns whether it is saved afterwards. */
function toggleSaved(id: string): boolean {
  const ids = readSaved();
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return false;
  }
  write([id, ...ids]);
  return true;
}

export function removeSaved(remove: readonly string[]): void {
  const drop = new Set(remove);
  write(readSaved().filter((x) => !drop.has(x)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SAVED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved ids; empty during server rendering and hydration, then the browser's list. */
export function useSavedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, readSaved, () => EMPTY);
}

export function useIsSaved(id: string): [boolean, () => boolean] {
  const ids = useSavedIds();
  const toggle = useCallback(() => toggleSaved(id), [id]);
  return [ids.includes(id), toggle];
}
