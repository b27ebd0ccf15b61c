import type { Writable } from 'node:stream';

export interface LogSink {
  write(line: string): void;
  /** Resolves true once every accepted line is handed to the OS, false if `ms` passed first. */
  drain(ms: number): Promise<boolean>;
  /** Lines refused because the reader was too far behind (or gone). */
  readonly dropped: number;
}

/**
 * Where the server's log lines go: stdout, written asynchronously and never
 * waited for. pino's default destination (sonic-boom) flushes synchronously
 * when the process exits and retries EAGAIN in a sleeping loop: with stdout a
 * pipe its reader no longer drains (a supervisor that stopped reading, a
 * parent that went away while a sibling holds the pipe open), the exit never
 * finished and signals could no longer be handled — the server stayed up
 * forever after SIGTERM. Here a reader that falls `maxBacklogBytes` behind
 * loses lines (counted, and said once it catches up) instead of holding up the
 * process, and a closed pipe (EPIPE) silences the log instead of crashing it.
 */
export function createLogSink(out: Writable = process.stdout, maxBacklogBytes = 4 * 1024 * 1024): LogSink {
  let dropped = 0;
  let droppedSinceDrain = 0;
  let broken = false;
  out.on('error', () => {
    broken = true;
  });
  out.on('drain', () => {
    if (droppedSinceDrain === 0 || broken) return;
    const n = droppedSinceDrain;
    droppedSinceDrain = 0;
    out.write(
      `${JSON.stringify({ level: 40, time: Date.now(), msg: `log: ${n} lines were dropped while stdout was not being read` })}\n`,
    );
  });
  return {
    write(line) {
      if (broken || out.writableLength > maxBacklogBytes) {
        dropped++;
        droppedSinceDrain++;
        return;
      }
      out.write(line);
    },
    drain(ms) {
      if (broken || out.writableLength === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(false), ms);
        timer.unref();
        const done = (ok: boolean) => {
          clearTimeout(timer);
          out.off('drain', onDrain);
          out.off('error', onError);
          resolve(ok);
        };
        const onDrain = () => done(true);
        const onError = () => done(true);
        out.on('drain', onDrain);
        out.on('error', onError);
      });
    },
    get dropped() {
      return dropped;
    },
  };
}
