import type { Realm } from '../../generated/prisma/client.ts';
import type { UserRow } from '../users/format.ts';

/** The authenticated user a domain function acts for, with their realm. */
export interface Actor {
  user: UserRow;
  realm: Realm;
}
