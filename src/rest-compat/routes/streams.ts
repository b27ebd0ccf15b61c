import type { RouteDef } from '../route.ts';

export const streamsRoutes: RouteDef[] = [];
