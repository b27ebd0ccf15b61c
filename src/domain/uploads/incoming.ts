import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploads being received, as local files in `dir`: a store keeps nothing of
 * an upload before its size is known and checked, and never holds one in
 * memory.
 */
export class IncomingFiles {
  constructor(readonly dir: string) {}

  tempPath(): string {
    return path.join(this.dir, `${process.pid}-${randomUUID()}`);
  }

  /** Removes files last written before `before`: uploads a killed process was receiving. */
  async removeBefore(before: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.dir, name);
      const s = await stat(file).catch(() => null);
      if (s?.isFile() && s.mtime < before) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Streams `source` into `dest`; resolves with the bytes written once they are on disk. */
  async receive(source: NodeJS.ReadableStream, dest: string): Promise<number> {
    await mkdir(path.dirname(dest), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(source, counter, createWriteStream(dest));
    return size;
  }
}
