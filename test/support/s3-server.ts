import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type ShimContext } from '@20minutes/s3rver';
import { HeadObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';

/** A test-only S3-compatible server (s3rver) on a random port, its data in a temporary directory. */
export interface TestS3 {
  /** S3_* settings for a zircon server that stores its uploads in the bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  /** How many parts of open multipart uploads s3rver has received whole. */
  partsReceived(): Promise<number>;
  /** Whether the bucket holds `key`. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const BUCKET = 'zircon-test';
// s3rver's one built-in account.
const KEY = 'S3RVER';

const xml = (ctx: ShimContext, status: number, body: string) => {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
};

/**
 * Test-only shim: the multipart calls @tus/s3-store makes that s3rver lacks
 * (ListParts, AbortMultipartUpload, ListMultipartUploads), answered from
 * s3rver's own files for open multipart uploads (`<bucket>/._S3rver_uploads/<id>/`:
 * `key`, and parts `<n>` with `<n>.md5`). Placed before s3rver's middleware,
 * so these requests skip its signature check; every other request is s3rver's.
 */
function multipartShim(directory: string) {
  const uploads = path.join(directory, BUCKET, '._S3rver_uploads');
  const missing = (ctx: ShimContext) =>
    xml(ctx, 404, '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
  return async (ctx: ShimContext, next: () => Promise<void>): Promise<void> => {
    const uploadId = ctx.query.uploadId;
    const objectPath = ctx.path.startsWith(`/${BUCKET}/`);
    if (objectPath && typeof uploadId === 'string' && (ctx.method === 'GET' || ctx.method === 'DELETE')) {
      const dir = path.join(uploads, path.basename(uploadId));
      const numbers = await readdir(dir).then(
        (names) => names.filter((n) => /^\d+$/.test(n)).map(Number),
        () => null,
      );
      if (numbers === null) return missing(ctx);
      if (ctx.method === 'DELETE') {
        await rm(dir, { recursive: true, force: true });
        ctx.status = 204;
        return;
      }
      const parts = await Promise.all(
        numbers
          .sort((a, b) => a - b)
          .map(async (n) => {
            const [md5, { size }] = await Promise.all([
              readFile(path.join(dir, `${n}.md5`), 'utf8'),
              stat(path.join(dir, String(n))),
            ]);
            return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
          }),
      );
      return xml(
        ctx,
        200,
        `<ListPartsResult><Bucket>${BUCKET}</Bucket><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
      );
    }
    if (ctx.method === 'GET' && ctx.path.replace(/\/$/, '') === `/${BUCKET}` && 'uploads' in ctx.query) {
      const ids = await readdir(uploads).catch(() => []);
      const listed = await Promise.all(
        ids.map(async (id) => {
          const [key, { birthtime }] = await Promise.all([
            readFile(path.join(uploads, id, 'key'), 'utf8'),
            stat(path.join(uploads, id)),
          ]);
          return `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${birthtime.toISOString()}</Initiated></Upload>`;
        }),
      );
      return xml(
        ctx,
        200,
        `<ListMultipartUploadsResult><Bucket>${BUCKET}</Bucket><IsTruncated>false</IsTruncated>${listed.join('')}</ListMultipartUploadsResult>`,
      );
    }
    return next();
  };
}

export async function startS3Server(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'zircon-s3rver-'));
  // Buckets through s3rver's own option: its bucket-level API calls fail signature checks on a trailing slash.
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  s3rver.middleware.unshift(multipartShim(directory));
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Test-only shim: the SDK asks for a bucket as `/bucket/`, and s3rver checks bucket-level signatures
  // against the path without its trailing slash; the path is trimmed before signing so the two agree.
  client.middlewareStack.add(
    (next) => (args) => {
      const req = args.request as { path?: string };
      if (req.path === `/${BUCKET}/`) req.path = `/${BUCKET}`;
      return next(args);
    },
    { step: 'build', name: 's3rverBucketPath' },
  );
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    // ListObjects v1: s3rver's paginated ListObjectsV2 needs OpenSSL's legacy provider.
    keys: async () =>
      ((await client.send(new ListObjectsCommand({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key ?? ''),
    partsReceived: async () => {
      const uploads = path.join(directory, BUCKET, '._S3rver_uploads');
      const files = await readdir(uploads, { recursive: true }).catch(() => []);
      return files.filter((f) => f.endsWith('.md5')).length;
    },
    has: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (e) {
        if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw e;
      }
    },
    close: async () => {
      client.destroy();
      s3rver.httpServer?.closeAllConnections();
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
