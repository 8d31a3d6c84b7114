import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/** A second server refused because another one holds the SQLite database. */
class InstanceLockedError extends Error {
  override name = "InstanceLockedError";
}

/**
 * SQLite serves one instance (issue 22; docs/operations.md): its caches and limits live in that
 * process. The server takes `<database>.lock` at start (its process id and host) and gives it back
 * when it stops; a second server on the same file is refused with a clear message instead of being
 * silently wrong. A lock left by a server that died (its process is gone) is taken over. Tools that
 * read the file (backup) do not take it.
 */
export function lockSqliteInstance(databaseFile: string): { release(): void } {
  const lockFile = `${databaseFile}.lock`;
  const me = `${process.pid} ${hostname()}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, me);
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(lockFile, "utf8") === me) rmSync(lockFile, { force: true });
          } catch {
            // Already gone.
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const [pid, host] = readFileSync(lockFile, "utf8").trim().split(" ");
    if (host === hostname() && isRunning(Number(pid)) && Number(pid) !== process.pid)
      throw new InstanceLockedError(
        `Another server (process ${pid}) is already using the SQLite database ${databaseFile}. ` +
          "SQLite serves one instance; to run several, use PostgreSQL (DATABASE_URL=postgres://…).",
      );
    if (host !== hostname() && host)
      throw new InstanceLockedError(
        `The SQLite database ${databaseFile} is locked by a server on ${host}. ` +
          `SQLite serves one instance; if that server is gone, remove ${lockFile}.`,
      );
    // Left by a server that is no longer running: taken over.
    rmSync(lockFile, { force: true });
  }
  throw new InstanceLockedError(`Could not lock ${lockFile}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
