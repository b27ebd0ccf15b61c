// @20minutes/s3rver ships no types; only what test/support/s3-server.ts uses.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
