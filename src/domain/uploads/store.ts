import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IncomingFiles } from './incoming.ts';

/**
 * Where uploaded files live: a local directory (LocalUploadStore) or an
 * S3-compatible bucket (S3UploadStore). Finished files are named by their
 * attachment path id; an upload is first received into a local temporary
 * file (its size is then known, and a refused one never reaches the store).
 */
export interface UploadStore {
  /** A fresh temporary path for an upload being received. */
  tempPath(): string;
  /** Streams `source` into the temporary file `dest`; resolves with the bytes written once they are on disk. */
  receive(source: NodeJS.ReadableStream, dest: string): Promise<number>;
  /** Stores a finished temporary file (from `tempPath`) as `pathId`; the temporary file is gone afterwards. */
  commit(tempPath: string, pathId: string): Promise<void>;
  /** The stored file's bytes (a closed range when given); errors surface on the stream. */
  open(pathId: string, range?: { start: number; end: number }): Readable;
  /** The stored file's size; null when there is none. */
  size(pathId: string): Promise<number | null>;
  /** Removes a stored file (by path id) or a temporary file (by its `tempPath`); a missing one is no error. */
  remove(pathIdOrTemp: string): Promise<void>;
  /** Every stored file whose path id starts with `prefix` (uploads being received aside), with when it was last written (S3: none yet). */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Removes uploads being received that were last written before `before` (a killed process leaves its own); returns how many. */
  removeIncomingBefore(before: Date): Promise<number>;
  /** Releases connections at shutdown. */
  close(): Promise<void>;
}

export interface StoredFile {
  pathId: string;
  modified: Date;
}

/**
 * Files under `root`: finished uploads at `root/<path id>`, uploads being
 * received under `root/.incoming` (same file system, so finishing one is a
 * rename and a reader never sees half a file).
 */
export class LocalUploadStore implements UploadStore {
  private readonly incoming: IncomingFiles;

  constructor(private readonly root: string) {
    this.incoming = new IncomingFiles(path.join(root, '.incoming'));
  }

  private fileOf(pathId: string): string {
    const resolved = path.resolve(this.root, pathId);
    // Path ids are made by the server, but a download path comes from the URL.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('path outside the upload store');
    return resolved;
  }

  tempPath(): string {
    return this.incoming.tempPath();
  }

  receive(source: NodeJS.ReadableStream, dest: string): Promise<number> {
    return this.incoming.receive(source, dest);
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

  async *list(prefix: string): AsyncIterable<StoredFile> {
    yield* walk(this.root, '', prefix);
  }

  removeIncomingBefore(before: Date): Promise<number> {
    return this.incoming.removeBefore(before);
  }

  async close(): Promise<void> {}
}

/** Files under `root/rel` whose path starts with `prefix`, skipping dot-directories (.incoming, .tus). */
async function* walk(root: string, rel: string, prefix: string): AsyncIterable<StoredFile> {
  let entries;
  try {
    entries = await readdir(path.join(root, rel), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const pathId = rel ? `${rel}/${e.name}` : e.name;
    if (e.name.startsWith('.') || !(pathId.startsWith(prefix) || prefix.startsWith(`${pathId}/`))) continue;
    if (e.isDirectory()) yield* walk(root, pathId, prefix);
    else if (e.isFile()) yield { pathId, modified: (await stat(path.join(root, pathId))).mtime };
  }
}

declare module '../context.ts' {
  interface Deps {
    uploads: UploadStore;
  }
}
