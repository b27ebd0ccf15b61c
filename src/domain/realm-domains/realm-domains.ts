import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, ownerRequired } from '../errors.ts';
import type { AddressedEvent, RealmDomain } from '../events/types.ts';
import { readInput, readTypedField, type InputOrReader, type TypedFieldsOrReader } from '../input-reader.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { isOwner } from '../roles.ts';
import { isStorableText } from '../text.ts';
import { normalizedDomain } from './validate.ts';

export type { RealmDomain } from '../events/types.ts';

export interface AddRealmDomainInput {
  allowSubdomains: boolean;
  domain: string;
}

const LIST_SQL = `SELECT domain, allow_subdomains AS "allowSubdomains" FROM realm_domain WHERE realm_id = $1 ORDER BY id`;

/** GET /realm/domains and register's realm_domains: everyone may read them, in the order they were added. */
export const listRealmDomains = (sql: SqlReader, realmId: number): Promise<RealmDomain[]> =>
  sql.query<RealmDomain & Record<string, unknown>>(LIST_SQL, [realmId]);

/** Zulip's require_realm_owner, checked before any parameter is read. */
function requireOwner(actor: Actor): void {
  if (!isOwner(actor.user.role)) throw ownerRequired();
}

const noEntry = (domain: string) => badRequest(`No entry found for domain ${domain}.`).as('notFound');

/** A domain from a path, to look up: one PostgreSQL could not even compare is in no row. */
function checkLookup(domain: string): void {
  if (!isStorableText(domain)) throw noEntry(domain);
}

/** Each write holds the realm row, so two owners' writes of one domain are taken in turn. */
async function writeDomains<T>(
  deps: Deps,
  actor: Actor,
  write: (tx: Tx, announce: (event: AddressedEvent['event']) => Promise<void>) => Promise<T>,
): Promise<T> {
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    return write(tx, async (event) => emit({ realmId, userIds: await activeUserIds(tx, realmId), event }));
  });
}

/** POST /realm/domains: the new row's id and the domain as stored. */
export async function addRealmDomain(
  deps: Deps,
  actor: Actor,
  input: TypedFieldsOrReader<AddRealmDomainInput>,
): Promise<{ id: number; domain: string }> {
  requireOwner(actor);
  const allowSubdomains = readTypedField(input, 'allowSubdomains');
  const domain = normalizedDomain(readTypedField(input, 'domain'));
  return writeDomains(deps, actor, async (tx, announce) => {
    const [row] = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      `INSERT INTO realm_domain (realm_id, domain, allow_subdomains) VALUES ($1, $2, $3)
       ON CONFLICT (realm_id, domain) DO NOTHING RETURNING id`,
      actor.realm.id,
      domain,
      allowSubdomains,
    );
    if (!row) throw badRequest(`The domain ${domain} is already a part of your organization.`);
    await announce({ type: 'realm_domains', op: 'add', realmDomain: { domain, allowSubdomains } });
    return { id: row.id, domain };
  });
}

/** PATCH /realm/domains/{domain}: the domain as stored (lower case), not normalized from the path. */
export async function changeRealmDomain(
  deps: Deps,
  actor: Actor,
  domain: string,
  allowSubdomains: InputOrReader<boolean>,
): Promise<RealmDomain> {
  requireOwner(actor);
  const allow = readInput(allowSubdomains);
  checkLookup(domain);
  return writeDomains(deps, actor, async (tx, announce) => {
    const rows = await tx.$queryRawUnsafe<unknown[]>(
      'UPDATE realm_domain SET allow_subdomains = $3 WHERE realm_id = $1 AND domain = $2 RETURNING id',
      actor.realm.id,
      domain,
      allow,
    );
    if (rows.length === 0) throw noEntry(domain);
    const realmDomain = { domain, allowSubdomains: allow };
    await announce({ type: 'realm_domains', op: 'change', realmDomain });
    return realmDomain;
  });
}

/**
 * DELETE /realm/domains/{domain}. Removing the last domain of an organization
 * restricted to its domains lifts the restriction first, as Zulip does (the
 * realm update comes before the removal's event).
 */
export async function removeRealmDomain(deps: Deps, actor: Actor, domain: string): Promise<void> {
  requireOwner(actor);
  checkLookup(domain);
  const realmId = actor.realm.id;
  await writeDomains(deps, actor, async (tx, announce) => {
    const gone = await tx.$queryRawUnsafe<unknown[]>(
      'DELETE FROM realm_domain WHERE realm_id = $1 AND domain = $2 RETURNING id',
      realmId,
      domain,
    );
    if (gone.length === 0) throw noEntry(domain);
    const [{ left }] = await tx.$queryRawUnsafe<Array<{ left: number }>>(
      'SELECT COUNT(*)::int AS "left" FROM realm_domain WHERE realm_id = $1',
      realmId,
    );
    const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId }, select: { settings: true } });
    const settings: Record<string, unknown> = realmSettingsOf(realm.settings);
    if (left === 0 && settings.emails_restricted_to_domains === true) {
      settings.emails_restricted_to_domains = false;
      await tx.realm.update({ where: { id: realmId }, data: { settings: settings as object } });
      await announce({ type: 'realm', op: 'update', changes: { emailsRestrictedToDomains: false } });
    }
    await announce({ type: 'realm_domains', op: 'remove', domain });
  });
}
