import { randomBytes } from 'node:crypto';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { createInitialChannels, onboardNewUser, sendInitialRealmMessages } from './onboarding.ts';
import { insertUser } from './insert-user.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { Role } from '../roles.ts';
import { checkFullName, isValidEmail, PASSWORD_MIN_LENGTH, passwordTooWeak } from '../users/validate.ts';
import { createRealm } from './create-realm.ts';

export interface CreateRealmWithOwnerInput {
  realmName: string;
  ownerEmail: string;
  ownerName: string;
  ownerPassword?: string;
  stringId?: string;
  emailAddressVisibility?: number;
}

export interface Credentials {
  realm_id: number;
  user_id: number;
  email: string;
  api_key: string;
  password?: string;
}

/** An organization and its first owner, in one transaction, with Zulip's onboarding messages (WELCOME_MESSAGES). */
export async function createRealmWithOwner(deps: Deps, input: CreateRealmWithOwnerInput): Promise<Credentials> {
  if (!isValidEmail(input.ownerEmail)) throw badRequest(`Invalid email '${input.ownerEmail}'`);
  const fullName = checkFullName(input.ownerName);
  const password = input.ownerPassword ?? randomBytes(12).toString('base64url');
  if (password.length < PASSWORD_MIN_LENGTH) throw passwordTooWeak();
  return inTransaction(deps, async (tx, emit) => {
    const existing = await tx.realm.findUnique({ where: { stringId: input.stringId ?? '' } });
    if (existing) throw badRequest(`An organization with subdomain '${input.stringId ?? ''}' already exists`);
    const realm = await createRealm(deps, tx, {
      name: input.realmName,
      stringId: input.stringId,
      emailAddressVisibility: input.emailAddressVisibility,
    });
    await createInitialChannels(deps, tx, realm.id);
    const owner = await insertUser(deps, tx, {
      realmId: realm.id,
      email: input.ownerEmail,
      fullName,
      role: Role.OWNER,
      password,
      canCreateUsers: true,
    });
    await onboardNewUser(deps, tx, emit, owner);
    await sendInitialRealmMessages(deps, tx, emit, realm.id);
    return { realm_id: realm.id, user_id: owner.id, email: owner.deliveryEmail, api_key: owner.apiKey, password };
  });
}

/** First start with an empty database: make the server usable at once. */
export async function ensureInitialRealm(
  deps: Deps,
  env: { email?: string; password?: string; realmName?: string },
): Promise<Credentials | null> {
  const count = await deps.db.prisma.realm.count();
  if (count > 0) return null;
  const email = env.email ?? 'owner@zircon.example.com';
  const creds = await createRealmWithOwner(deps, {
    realmName: env.realmName ?? 'Zircon',
    ownerEmail: email,
    ownerName: 'Organization Owner',
    ownerPassword: env.password,
  });
  const owner = await findUserByDeliveryEmail(deps.db.prisma, creds.realm_id, email);
  return owner ? creds : null;
}
