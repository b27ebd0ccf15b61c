import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * When process `pid` started, in clock ticks since boot (field 22 of Linux's
 * /proc/<pid>/stat); null where there is no /proc. Together with the pid it
 * names one process: a pid the kernel handed to another process since has
 * another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote a lock file still holds it. A server killed
 * with SIGKILL (or a machine that lost power) leaves its file behind; its pid
 * may by now belong to another process — after a container restart, to the
 * very process sequence that started zircon before. The start time recorded
 * beside the pid tells them apart; a file without one (older versions) falls
 * back to whether the pid is alive.
 */
function isHeldBy(pid: number, startTime: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return false;
  const now = processStartTime(pid);
  return !startTime || now === null || now === startTime;
}

/**
 * PGlite is one process's database: a second process opening the same data
 * directory would corrupt it. A pid file makes the second one stop with a clear message.
 */
export function lockDataDir(dir: string, purpose: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'zircon.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${purpose}\n${processStartTime(process.pid) ?? ''}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const [pidText, holder, startTime] = readFileSync(file, 'utf8').split('\n');
      const pid = Number(pidText);
      if (isHeldBy(pid, startTime)) {
        throw new DataDirInUseError(
          `The data directory ${dir} is in use by another zircon process (pid ${pid}, ${holder || 'unknown'}). ` +
            'Stop the server first, or use PostgreSQL (DATABASE_URL) to run commands while it is up.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}`);
}
