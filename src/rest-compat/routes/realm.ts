import type { RouteDef } from '../route.ts';

export const realmRoutes: RouteDef[] = [];
