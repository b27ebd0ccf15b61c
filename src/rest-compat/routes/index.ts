import type { RouteDef } from '../route.ts';
import { serverRoutes } from './server.ts';
import { usersMeRoutes } from './users-me.ts';

/**
 * Every REST endpoint, in Django URL order: a more specific path must come
 * before a pattern that would also match it (`/users/me` before `/users/{email}`).
 */
export const allRoutes: RouteDef[] = [...serverRoutes, ...usersMeRoutes];
