// The benchmarks' REST client: Zulip's API with Basic credentials over one
// kept-alive agent on loopback, every request bounded by the caller.
import http from 'node:http';

export interface Creds {
  email: string;
  apiKey: string;
  id: number;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export const basic = (creds: Pick<Creds, 'email' | 'apiKey'>): string =>
  `Basic ${Buffer.from(`${creds.email}:${creds.apiKey}`).toString('base64')}`;

type Answer = { status: number; body: Record<string, unknown> };

/** A response handler that resolves with the status and the parsed JSON body. */
const jsonResponse =
  (resolve: (a: Answer) => void, reject: (e: unknown) => void) =>
  (res: http.IncomingMessage): void => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (body += c));
    res.on('end', () => {
      try {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as Record<string, unknown> });
      } catch (e) {
        reject(e);
      }
    });
  };

/** One request to /api/v1 (form-encoded unless GET); resolves with the status and the parsed body. */
export function apiCall(
  port: number,
  method: string,
  p: string,
  creds: Creds,
  params: Record<string, string> = {},
): Promise<Answer> {
  const form = new URLSearchParams(params).toString();
  const isGet = method === 'GET';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        agent,
        path: `/api/v1${p}${isGet && form ? `?${form}` : ''}`,
        headers: {
          authorization: basic(creds),
          ...(isGet
            ? {}
            : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) }),
        },
      },
      jsonResponse(resolve, reject),
    );
    req.on('error', reject);
    if (!isGet) req.write(form);
    req.end();
  });
}

/** A GraphQL operation over HTTP; resolves with the status and the parsed body. */
export function graphqlCall(
  port: number,
  creds: Creds,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        agent,
        path: '/graphql',
        headers: {
          authorization: basic(creds),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      jsonResponse(resolve, reject),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
