import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';

/** A test-only S3-compatible server (s3rver) on a random port, its data in a temporary directory. */
export interface TestS3 {
  /** S3_* settings for a zircon server that stores its uploads in the bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  /** Whether the bucket holds `key`. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const BUCKET = 'zircon-test';
// s3rver's one built-in account.
const KEY = 'S3RVER';

export async function startS3Server(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'zircon-s3rver-'));
  // Buckets through s3rver's own option: its bucket-level API calls fail signature checks on a trailing slash.
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
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
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: '1' },
    // ListObjects v1: s3rver's paginated ListObjectsV2 needs OpenSSL's legacy provider.
    keys: async () => ((await client.send(new ListObjectsCommand({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key ?? ''),
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
