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
  /** The part of Koa's context the test shim uses. */
  export interface ShimContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    /** Koa's middleware list, composed when the server starts. */
    middleware: Array<(ctx: ShimContext, next: () => Promise<void>) => Promise<void>>;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
