import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/actor.ts';
import type { WebhookOpenOperation } from '../domain/users/bots-access.ts';
import type { Deps } from '../domain/context.ts';
import type { Params } from './params.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: `user` needs credentials, `public` needs none (the
 * realm comes from the host), `dev` is public and exists only with ZIRCON_DEV=1,
 * `spectator` needs credentials except on /json, where a logged-out visitor
 * gets the web-public view (Zulip's allow_anonymous_user_web views).
 */
export type RouteAuth = 'user' | 'public' | 'dev' | 'spectator';

export interface RestContext<A extends Actor | null | undefined = Actor> {
  deps: Deps;
  params: Params;
  /** Path parameters, already checked against their declared type. */
  path: Record<string, string>;
  actor: A;
  realm: Realm;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteResult = Record<string, unknown> | void;

interface BaseRoute {
  method: HttpMethod;
  /** Zulip path below /api/v1, e.g. `/users/{user_id:int}` or `/users/{email}`. */
  path: string;
  /** Whether the view is a typed_endpoint (adds ignored_parameters_unsupported). Default true. */
  typed?: boolean;
  /** Only served below /api/v1, not /json (e.g. fetch_api_key). */
  apiOnly?: boolean;
  /** The operation this route calls, when the domain opens it to incoming webhook bots (POST /messages). */
  operation?: WebhookOpenOperation;
}

export type RouteDef =
  | (BaseRoute & { auth: 'user'; handler: (ctx: RestContext<Actor>) => Promise<RouteResult> })
  | (BaseRoute & { auth: 'public' | 'dev'; handler: (ctx: RestContext<Actor | undefined>) => Promise<RouteResult> })
  | (BaseRoute & { auth: 'spectator'; handler: (ctx: RestContext<Actor | null>) => Promise<RouteResult> });

/** Typed helpers so route files read as a table. */
export const userRoute = (
  method: HttpMethod,
  path: string,
  handler: (ctx: RestContext<Actor>) => Promise<RouteResult>,
  extra: Partial<BaseRoute> = {},
): RouteDef => ({ method, path, auth: 'user', handler, ...extra });

export const publicRoute = (
  method: HttpMethod,
  path: string,
  handler: (ctx: RestContext<Actor | undefined>) => Promise<RouteResult>,
  extra: Partial<BaseRoute> & { auth?: 'public' | 'dev' } = {},
): RouteDef => ({ method, path, auth: extra.auth ?? 'public', handler, ...extra });

/** A user route that logged-out visitors may also call on /json; `actor` is null for them. */
export const spectatorRoute = (
  method: HttpMethod,
  path: string,
  handler: (ctx: RestContext<Actor | null>) => Promise<RouteResult>,
  extra: Partial<BaseRoute> = {},
): RouteDef => ({ method, path, auth: 'spectator', handler, ...extra });
