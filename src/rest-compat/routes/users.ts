import type { RouteDef } from '../route.ts';

export const usersRoutes: RouteDef[] = [];
