import type { Realm, User } from '../generated/prisma/client.ts';

/** The authenticated user a domain function acts for, with their realm. */
export interface Actor {
  user: User;
  realm: Realm;
}
