import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir, processStartTime } from '../../src/db/data-dir-lock.ts';

/**
 * The PGlite data-directory lock after a kill -9: the dead server's pid file
 * stays behind (test/crash/kill-restart.test.ts restarts over it), and its pid
 * may since belong to another process — a container restarted runs the same
 * sequence of processes again. The start time recorded beside the pid tells
 * the lock's holder from a newcomer with its number.
 */
let dir: string;
let other: ChildProcess;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zircon-lock-'));
  // Any live process that is not zircon: it stands for whoever got the dead server's pid.
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'zircon.pid');

test.each([
  ['a pid now held by another process (a different start time)', () => `${other.pid}\nzircon serve\n1\n`],
  ['a pid no process has', () => `2147483646\nzircon serve\n${processStartTime(process.pid)}\n`],
])('a lock left by a killed server with %s does not block the restart', (_name, content) => {
  writeFileSync(lockFile(), content());
  const unlock = lockDataDir(dir, 'zircon serve');
  expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\nzircon serve\n${processStartTime(process.pid)}\n`);
  unlock();
});

test.each([
  ['its pid and start time', () => `${other.pid}\nzircon serve\n${processStartTime(other.pid ?? 0)}\n`],
  ['its pid only (a file written before start times were recorded)', () => `${other.pid}\nzircon serve\n`],
])('a lock of a live process with %s still keeps a second one out', (_name, content) => {
  writeFileSync(lockFile(), content());
  expect(() => lockDataDir(dir, 'zircon migrate')).toThrow(DataDirInUseError);
  rmSync(lockFile());
});
