import type { RouteDef } from '../route.ts';

export const subscriptionsRoutes: RouteDef[] = [];
