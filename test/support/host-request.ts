import http from 'node:http';
import type { ApiResponse } from './client.ts';

/**
 * One HTTP request with a Host header of one's choosing (fetch() cannot set
 * Host, and the organization comes from it). A JSON answer is parsed; any
 * other body is left in `text`.
 */
export function requestWithHost(
  baseUrl: string,
  path: string,
  init: { host: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<ApiResponse> {
  const headers: Record<string, string | number> = { ...init.headers, host: init.host };
  if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          let body: ApiResponse['body'] = {};
          try {
            body = JSON.parse(text) as ApiResponse['body'];
          } catch {
            body = {};
          }
          const responseHeaders = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') responseHeaders.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body, text });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
