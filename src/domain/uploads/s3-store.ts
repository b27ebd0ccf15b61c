import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { IncomingFiles } from './incoming.ts';
import type { StoredFile, UploadStore } from './store.ts';

/** An S3-compatible bucket for uploads (the S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** The service's URL; AWS's own endpoint for the region when unset. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default credential chain (AWS_* variables, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle: boolean;
}

const ignore = (): void => undefined;

/**
 * The SDK client's configuration for `settings`, plus the bucket: the shape
 * @tus/s3-store's `s3ClientConfig` option takes, so resumable uploads can
 * share the bucket.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig & { bucket: string } {
  return {
    bucket: settings.bucket,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    // Checksums only where the API demands them: otherwise the SDK sends
    // `aws-chunked` bodies with trailing checksums, which many S3-compatible
    // services (and the test server) do not understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 10_000 },
    // Without a logger the SDK writes some warnings to the console; its errors reach the caller, whose log has them.
    logger: { debug: ignore, info: ignore, warn: ignore, error: ignore },
  };
}

const isNotFound = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  '$metadata' in e &&
  (e.$metadata as { httpStatusCode?: number }).httpStatusCode === 404;

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Uploads as objects named by their path id. An upload is received into a
 * local temporary file first (under `incomingDir`), then sent with its known
 * length in one PutObject, streamed from the file: memory stays bounded
 * whatever the size (PutObject takes up to 5 GiB; uploads are capped at 1 GiB).
 * The SDK (~20 MiB, ~150 ms to load) is loaded at the first use.
 */
export class S3UploadStore implements UploadStore {
  private readonly incoming: IncomingFiles;
  private readonly bucket: string;
  private sdk?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(
    private readonly settings: S3Settings,
    incomingDir: string,
  ) {
    this.incoming = new IncomingFiles(incomingDir);
    this.bucket = settings.bucket;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.sdk ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { bucket: _bucket, ...config } = s3ClientConfig(this.settings);
      return { sdk, client: new sdk.S3Client(config) };
    });
    return this.sdk;
  }

  tempPath(): string {
    return this.incoming.tempPath();
  }

  receive(source: NodeJS.ReadableStream, dest: string): Promise<number> {
    return this.incoming.receive(source, dest);
  }

  async commit(tempPath: string, pathId: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const { size } = await stat(tempPath);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: pathId,
        Body: createReadStream(tempPath),
        ContentLength: size,
      }),
    );
    await rm(tempPath, { force: true });
  }

  open(pathId: string, range?: { start: number; end: number }): Readable {
    const object = async function* (store: S3UploadStore): AsyncGenerator<Uint8Array> {
      const { sdk, client } = await store.connect();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const got = await client.send(new sdk.GetObjectCommand({ Bucket: store.bucket, Key: pathId, Range }));
      // In Node the body is the response stream; leaving the loop early (the client went away) destroys it.
      if (got.Body) yield* got.Body as AsyncIterable<Uint8Array>;
    };
    return Readable.from(object(this), { objectMode: false });
  }

  async size(pathId: string): Promise<number | null> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: pathId }));
      return head.ContentLength ?? null;
    } catch (e) {
      // Only a missing object is a missing file; an unreachable store is an error, not a 404.
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async remove(pathIdOrTemp: string): Promise<void> {
    if (path.isAbsolute(pathIdOrTemp)) {
      await rm(pathIdOrTemp, { force: true });
      return;
    }
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: pathIdOrTemp }));
  }

  /**
   * Nothing: the sweep of files without a row does not list buckets yet (the
   * S3 server the tests run cannot list one as the SDK asks). An object whose
   * row never committed stays, unreachable; a lifecycle rule can expire them.
   */
  async *list(): AsyncIterable<StoredFile> {}

  removeIncomingBefore(before: Date): Promise<number> {
    return this.incoming.removeBefore(before);
  }

  async close(): Promise<void> {
    const connected = await this.sdk?.catch(() => undefined);
    connected?.client.destroy();
  }
}
