import { requestWithHost } from './host-request.ts';
import { checkRestResponse } from './openapi.ts';

export interface Credentials {
  email: string;
  apiKey: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { result?: string; msg?: string; code?: string };
  text: string;
}

/**
 * Per-call options. Every REST response is validated against Zulip's OpenAPI
 * description; `unchecked` turns that off for one call and says why (a
 * deliberately malformed request, a known gap in the server's conformance).
 */
export interface CallOptions {
  unchecked?: string;
}

/** The REST API's prefixes: what Zulip's OpenAPI description covers. */
const API_PREFIXES = new Set(['/api/v1', '/json']);

export type ParamValue = string | number | boolean | unknown[] | Record<string, unknown>;

/** One file of a multipart request: its form field (`file` unless named), file name, bytes and type. */
export interface FilePart {
  field?: string;
  name: string;
  body: string | Uint8Array;
  type?: string;
}

/**
 * Speaks Zulip's wire format: form-encoded parameters (query string for GET),
 * with lists, objects, numbers and booleans JSON-encoded as Zulip clients send them.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly creds?: Credentials,
  ) {}

  static encode(params: Record<string, ParamValue | undefined>): URLSearchParams {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined) continue;
      form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return form;
  }

  authHeader(creds = this.creds): Record<string, string> {
    return creds ? { authorization: `Basic ${Buffer.from(`${creds.email}:${creds.apiKey}`).toString('base64')}` } : {};
  }

  async request(
    method: string,
    path: string,
    params: Record<string, ParamValue | undefined> = {},
    init: { headers?: Record<string, string>; prefix?: string; body?: string | FormData } & CallOptions = {},
  ): Promise<ApiResponse> {
    const form = ApiClient.encode(params);
    const prefix = init.prefix ?? '/api/v1';
    let url = `${this.baseUrl}${prefix}${path}`;
    const headers: Record<string, string> = { ...this.authHeader(), ...init.headers };
    let body: string | FormData | undefined = init.body;
    if (method === 'GET' || method === 'HEAD') {
      if ([...form].length > 0) url += `?${form}`;
    } else if (body === undefined) {
      body = form.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: ApiResponse['body'] = {};
    try {
      parsed = text ? (JSON.parse(text) as ApiResponse['body']) : {};
    } catch {
      parsed = {};
    }
    // Zulip's `method` parameter: a POST that says GET is dispatched, and answered, as a GET.
    const dispatched = method === 'POST' && typeof params.method === 'string' ? params.method.toUpperCase() : method;
    if (API_PREFIXES.has(prefix) && !init.unchecked)
      checkRestResponse(dispatched, path, res.status, res.headers.get('content-type'), text);
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  get = (path: string, params?: Record<string, ParamValue | undefined>, opts?: CallOptions) =>
    this.request('GET', path, params, opts);
  post = (path: string, params?: Record<string, ParamValue | undefined>, opts?: CallOptions) =>
    this.request('POST', path, params, opts);
  patch = (path: string, params?: Record<string, ParamValue | undefined>, opts?: CallOptions) =>
    this.request('PATCH', path, params, opts);
  delete = (path: string, params?: Record<string, ParamValue | undefined>, opts?: CallOptions) =>
    this.request('DELETE', path, params, opts);

  /**
   * A multipart/form-data request, as Zulip clients upload files (POST /user_uploads,
   * /realm/emoji/{name}, a bot's avatar): `fields` first, then the files in order.
   * Its response is validated like any other.
   */
  multipart(
    path: string,
    files: FilePart[],
    fields: Record<string, string> = {},
    opts: CallOptions & { method?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) {
      const bytes = typeof f.body === 'string' ? Buffer.from(f.body) : f.body;
      form.append(
        f.field ?? 'file',
        new Blob([new Uint8Array(bytes)], f.type === undefined ? {} : { type: f.type }),
        f.name,
      );
    }
    return this.request(opts.method ?? 'POST', path, {}, { ...opts, body: form });
  }

  /** A GraphQL operation over HTTP with the same credentials. */
  async graphql(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{
    data?: Record<string, any>;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }> {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.authHeader() },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, any>;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
  }
}

/** A form POST with a Host header of one's choosing (the organization comes from it). */
export function postWithHost(
  baseUrl: string,
  path: string,
  host: string,
  params: Record<string, string>,
): Promise<ApiResponse> {
  return requestWithHost(baseUrl, path, {
    host,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: ApiClient.encode(params).toString(),
  });
}
