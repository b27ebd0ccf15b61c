import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live: a directory here, an object store later. Paths are attachment path ids. */
export interface UploadStore {
  /** Moves a finished temporary file (from `tempPath`) to its final place. */
  commit(tempPath: string, pathId: string): Promise<void>;
  /** A fresh temporary path for an upload being received. */
  tempPath(): string;
  /** Streams `source` into `dest`; resolves with the bytes written once they are on disk. */
  receive(source: NodeJS.ReadableStream, dest: string): Promise<number>;
  open(pathId: string, range?: { start: number; end: number }): Readable;
  size(pathId: string): Promise<number | null>;
  remove(pathIdOrTemp: string): Promise<void>;
}

let tempCounter = 0;

/**
 * Files under `root`: finished uploads at `root/<path id>`, uploads being
 * received under `root/.incoming` (same file system, so finishing one is a
 * rename and a reader never sees half a file).
 */
export class LocalUploadStore implements UploadStore {
  constructor(private readonly root: string) {}

  private fileOf(pathId: string): string {
    const resolved = path.resolve(this.root, pathId);
    // Path ids are made by the server, but a download path comes from the URL.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('path outside the upload store');
    return resolved;
  }

  tempPath(): string {
    tempCounter += 1;
    return path.join(this.root, '.incoming', `${process.pid}-${Date.now()}-${tempCounter}`);
  }

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

  async commit(tempPath: string, pathId: string): Promise<void> {
    const dest = this.fileOf(pathId);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(tempPath, dest);
  }

  open(pathId: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.fileOf(pathId), range);
  }

  async size(pathId: string): Promise<number | null> {
    try {
      const s = await stat(this.fileOf(pathId));
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  }

  async remove(pathIdOrTemp: string): Promise<void> {
    const file = path.isAbsolute(pathIdOrTemp) ? pathIdOrTemp : this.fileOf(pathIdOrTemp);
    await rm(file, { force: true });
  }
}
