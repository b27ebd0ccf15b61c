// autocannon 8 ships no types; only what the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Per-request rewriting, e.g. a different path each time. */
    requests?: Array<{
      setupRequest?: (req: { path: string; [key: string]: unknown }) => { path: string; [key: string]: unknown };
    }>;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
