import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Clock } from '../clock.ts';
import type { UploadStore } from './store.ts';

/**
 * Where resumable uploads live while they are received, and how a finished
 * one joins the upload store: files on disk here, or multipart uploads in
 * the S3 bucket (tus-s3-store.ts).
 */
export interface TusStorage {
  /** What @tus/server reads and writes; upload ids are final path ids. */
  datastore: DataStore;
  /** Moves the complete upload `id` to `pathId` in the upload store and forgets it as a tus upload. */
  commit(id: string, pathId: string): Promise<void>;
  /** Where upload `id`'s bytes are on this machine (an image's header is read there before commit); undefined when they are not. */
  localPath(id: string): string | undefined;
  /** Removes the unfinished uploads created before `cutoff`; how many went. */
  sweep(cutoff: Date): Promise<number>;
}

/** The extensions offered: Zulip's tusd's, less concatenation (deferred lengths are then refused with 411, as Zulip does). */
const EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'creation-defer-length'];

/** A path id as one file name (`+` appears in no path id, so no two ids share one). */
const flat = (id: string): string => id.replaceAll('/', '+');

/**
 * Partial uploads as files under `<uploads root>/.tus`, one file and one
 * `.json` description per upload: the same file system as the store, so
 * finishing is a rename, whatever the size.
 */
class LocalTusStore extends DataStore {
  private store: Promise<FileStore> | null = null;

  constructor(
    readonly directory: string,
    private readonly clock: Clock,
  ) {
    super();
    this.extensions = EXTENSIONS;
  }

  /** Made on first use: FileStore creates its directory at construction, and a failure there would be thrown out of a callback. */
  files(): Promise<FileStore> {
    this.store ??= mkdir(this.directory, { recursive: true }).then(() => new FileStore({ directory: this.directory }));
    return this.store;
  }

  override async create(upload: Upload): Promise<Upload> {
    // Dated by the server's clock (tus would use the system's), which the sweep reads too.
    upload.creation_date = this.clock.now().toISOString();
    await (await this.files()).create(new Upload({ ...upload, id: flat(upload.id) }));
    return upload;
  }

  /** Uploads still described here (a finished one is not), by their description's file name. */
  async sweep(cutoff: Date): Promise<number> {
    const files = await this.files();
    let removed = 0;
    for (const name of await readdir(this.directory)) {
      if (!name.endsWith('.json')) continue;
      const key = name.slice(0, -'.json'.length);
      const info = await files.configstore.get(key);
      if (!info?.creation_date || new Date(info.creation_date) >= cutoff) continue;
      await files.remove(key).catch(() => files.configstore.delete(key));
      removed += 1;
    }
    return removed;
  }

  override async getUpload(id: string): Promise<Upload> {
    return new Upload({ ...(await (await this.files()).getUpload(flat(id))), id });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    return (await this.files()).write(stream, flat(id), offset);
  }

  override async remove(id: string): Promise<void> {
    await (await this.files()).remove(flat(id));
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await (await this.files()).declareUploadLength(flat(id), length);
  }
}

export function createTusDataStore(config: { uploadsDir: string; uploads: UploadStore; clock: Clock }): TusStorage {
  const store = new LocalTusStore(path.join(config.uploadsDir, '.tus'), config.clock);
  return {
    datastore: store,
    async commit(id, pathId) {
      await config.uploads.commit(path.join(store.directory, flat(id)), pathId);
      await (await store.files()).configstore.delete(flat(id));
    },
    localPath: (id) => path.join(store.directory, flat(id)),
    sweep: (cutoff) => store.sweep(cutoff),
  };
}

/**
 * Uploads that finished are no longer tus uploads (their bytes are in the
 * upload store, their description gone), but a client may still ask: HEAD
 * answers their full offset, a retried final PATCH reaches the finish hook
 * again (which answers as before), and termination is refused since they are
 * complete. `finished` describes one from its attachment row.
 */
export class WithFinishedUploads extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly finished: (id: string) => Promise<{ size: number; metadata: Record<string, string> } | null>,
  ) {
    super();
    this.extensions = inner.extensions;
  }

  private async finishedUpload(id: string): Promise<Upload | null> {
    const f = await this.finished(id);
    return f && new Upload({ id, size: f.size, offset: f.size, metadata: f.metadata });
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await this.inner.getUpload(id);
    } catch (e) {
      if (e !== ERRORS.FILE_NOT_FOUND && e !== ERRORS.FILE_NO_LONGER_EXISTS) throw e;
      const done = await this.finishedUpload(id);
      if (!done) throw e;
      return done;
    }
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const unfinished = await this.inner.getUpload(id).then(
      () => true,
      () => false,
    );
    if (unfinished || !(await this.finishedUpload(id))) return this.inner.write(stream, id, offset);
    // Only an empty body at the final offset gets here (tus checks both first).
    for await (const _chunk of stream);
    return offset;
  }

  override create(upload: Upload): Promise<Upload> {
    return this.inner.create(upload);
  }

  override remove(id: string): Promise<void> {
    return this.inner.remove(id);
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(id, length);
  }
}
