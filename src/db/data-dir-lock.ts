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
 * PGlite is one process's database: a second process opening the same data
 * directory would corrupt it. A pid file makes the second one stop with a clear message.
 */
export function lockDataDir(dir: string, purpose: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'zircon.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${purpose}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const [pidText, holder] = readFileSync(file, 'utf8').split('\n');
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
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
