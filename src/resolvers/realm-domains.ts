import {
  addRealmDomain as add,
  changeRealmDomain as change,
  listRealmDomains,
  removeRealmDomain as remove,
  type AddRealmDomainInput,
  type RealmDomain,
} from '../domain/realm-domains/realm-domains.ts';
import type { InputOrReader, TypedFieldsOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Organization domains (Zulip's /realm/domains): everyone reads them, owners write them. */

export const realmDomains = (ctx: OperationContext): Promise<RealmDomain[]> =>
  listRealmDomains(ctx.deps.db.sql, ctx.actor.realm.id);

export const addRealmDomain = (
  ctx: OperationContext,
  input: TypedFieldsOrReader<AddRealmDomainInput>,
): Promise<{ id: number; domain: string }> => add(ctx.deps, ctx.actor, input);

export const changeRealmDomain = (
  ctx: OperationContext,
  domain: string,
  allowSubdomains: InputOrReader<boolean>,
): Promise<RealmDomain> => change(ctx.deps, ctx.actor, domain, allowSubdomains);

export const removeRealmDomain = (ctx: OperationContext, domain: string): Promise<void> =>
  remove(ctx.deps, ctx.actor, domain);
