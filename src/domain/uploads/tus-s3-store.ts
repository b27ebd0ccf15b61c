import type { Readable } from 'node:stream';
import type { S3Store } from '@tus/s3-store';
import { ERRORS, type KvStore, type Upload } from '@tus/utils';
import type { Clock } from '../clock.ts';
import { s3ClientConfig, type S3Settings } from './s3-store.ts';
import type { TusStorage } from './tus-store.ts';

/** The extensions offered, as the local store's (deferred lengths are refused with 411 before tus sees them). */
const EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'creation-defer-length'];

type Described = { file: Upload; 'upload-id': string; 'tus-version': string };

/**
 * No cache of upload descriptions: another machine may have written parts or
 * finished the upload since, so each request reads the `.info` object anew.
 */
const noCache: KvStore<Described> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
};

/**
 * Resumable uploads as S3 multipart uploads in the upload bucket, so any
 * machine can take any PATCH. The multipart upload's key is the upload id,
 * which is the final path id: completing it puts the object exactly where
 * S3UploadStore reads that path id. Beside it, while unfinished, S3Store keeps
 * `<id>.info` (the description) and `<id>.part` (a tail shorter than a part).
 */
const bucketTusStore = (Base: typeof S3Store) =>
  class BucketTusStore extends Base {
    constructor(
      settings: S3Settings,
      private readonly clock: Clock,
    ) {
      super({ s3ClientConfig: s3ClientConfig(settings), cache: noCache, useTags: false });
      this.extensions = EXTENSIONS;
    }

    /**
     * Called by create only (declareUploadLength, the other caller, is never
     * reached): the upload is dated by the server's clock rather than the
     * system's, as the local store does, since the sweep reads the date.
     */
    protected override saveMetadata(upload: Upload, uploadId: string): Promise<void> {
      upload.creation_date = this.clock.now().toISOString();
      return super.saveMetadata(upload, uploadId);
    }

    /**
     * A final PATCH retried after its bytes all arrived but finishing failed
     * (the upload is still described, its multipart upload completed): S3Store
     * would fail listing the parts of a completed upload; the offset stands, as
     * the local store's, so the finish hook runs again. tus lets only an empty
     * body through at the final offset.
     */
    override async write(src: Readable, id: string, offset: number): Promise<number> {
      try {
        return await super.write(src, id, offset);
      } catch (e) {
        const upload = await this.getUpload(id).catch(() => null);
        if (upload?.size === undefined || upload.offset !== upload.size || offset !== upload.size) throw e;
        for await (const _chunk of src);
        return offset;
      }
    }

    /** A finished upload is an object now: its description goes (a tail, if any was left, too). */
    async forget(id: string): Promise<void> {
      for (const Key of [this.infoKey(id), this.partKey(id, true)])
        await this.client.deleteObject({ Bucket: this.bucket, Key });
    }

    /**
     * Termination and the sweep: the multipart upload is aborted, then its
     * description and tail removed. S3Store's own removal leaves the tail and
     * uses DeleteObjects, whose required checksum not every S3-compatible service takes.
     */
    override async remove(id: string): Promise<void> {
      const described = await this.getMetadata(id).catch(() => {
        throw ERRORS.FILE_NOT_FOUND;
      });
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: described['upload-id'] });
      await this.forget(id);
    }

    /** Unfinished uploads (S3's open multipart uploads) created before `cutoff` are aborted and their description removed. */
    async sweep(cutoff: Date): Promise<number> {
      let removed = 0;
      let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await this.client.listMultipartUploads({ Bucket: this.bucket, ...marker });
        for (const { Key } of page.Uploads ?? []) {
          if (Key === undefined) continue;
          const created = await this.getMetadata(Key).then(
            (d) => d.file.creation_date,
            () => undefined,
          );
          // A multipart upload without a description is not a tus upload (or is being created): left alone.
          if (created === undefined || new Date(created) >= cutoff) continue;
          await this.remove(Key);
          removed += 1;
        }
        if (!page.IsTruncated) return removed;
        marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    }
  };

/**
 * tus storage in the S3 bucket (S3_* settings), for deployments of several
 * machines without a shared UPLOADS_DIR. Finishing moves nothing: the object
 * is already at its path id's key, and only the tus description is removed.
 * No local copy exists, so no image header is read: tus uploads stored this
 * way get no thumbnails (their attachment is recorded as any other file's).
 */
export async function createTusS3DataStore(config: { s3: S3Settings; clock: Clock }): Promise<TusStorage> {
  // Loaded only with S3 settings: @tus/s3-store loads the AWS SDK (~150 ms, ~20 MiB) as it is imported.
  const { S3Store } = await import('@tus/s3-store');
  const store = new (bucketTusStore(S3Store))(config.s3, config.clock);
  return {
    datastore: store,
    commit: (id) => store.forget(id),
    localPath: () => undefined,
    sweep: (cutoff) => store.sweep(cutoff),
  };
}
