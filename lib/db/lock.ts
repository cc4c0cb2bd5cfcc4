// PGlite is one process per data folder: a second process could open it without an error and
// its writes would be lost. A lock file with the owner's pid keeps a second process out.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { StartupError } from "./errors";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFileOf(dir: string) {
  return `${dir}.lock`;
}

/** Takes the lock for `dir` or throws a StartupError naming the process that holds it. */
export function acquireDataDirLock(dir: string): () => void {
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
  } catch (e) {
    throw new StartupError(
      `Cannot create ${path.dirname(dir)} (${(e as NodeJS.ErrnoException).code}): make DATA_DIR a writable folder.`,
    );
  }
  const file = lockFileOf(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "EACCES" || code === "EROFS" || code === "EPERM")
        throw new StartupError(
          `DATA_DIR ${path.dirname(dir)} is not writable (${code}): fix its permissions or choose another DATA_DIR.`,
        );
      if (code !== "EEXIST") throw e;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (pid === process.pid) return () => {};
      if (pid && alive(pid))
        throw new StartupError(
          `DATA_DIR ${path.dirname(dir)} is in use by another process (pid ${pid}): stop it, or set DATA_DIR to another folder (if no app runs, delete ${file}).`,
        );
      unlinkSync(file); // stale lock of a process that is gone
    }
  }
  throw new StartupError(`Cannot lock ${dir}: delete ${file} if no app is running.`);
}
