import type { EventOf } from '../../domain/events/types.ts';
import type { RealmDomain } from '../../domain/realm-domains/realm-domains.ts';
import * as domains from '../../resolvers/realm-domains.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Organization domains: everyone reads them, owners add, change and remove them; each change is an event. */

export const RealmDomainRef = builder.objectRef<RealmDomain>('RealmDomain').implement({
  description: 'An e-mail domain of the organization (what `emailsRestrictedToDomains` accepts).',
  fields: (t) => ({
    domain: t.exposeString('domain', { description: 'Lower case.' }),
    allowSubdomains: t.exposeBoolean('allowSubdomains', { description: 'Whether its subdomains belong too.' }),
  }),
});

builder.queryFields((t) => ({
  realmDomains: t.withAuth({ loggedIn: true }).field({
    type: [RealmDomainRef],
    description: "The organization's domains, in the order they were added (GET /realm/domains).",
    resolve: (_root, _a, ctx) => domains.realmDomains(ctx),
  }),
}));

const AddRealmDomainInput = builder.inputType('AddRealmDomainInput', {
  description: 'POST /realm/domains: a domain to allow.',
  fields: (t) => ({
    domain: t.string({ required: true, description: 'Stripped and lower-cased, then checked as Zulip checks it.' }),
    allowSubdomains: t.boolean({ required: true, description: 'Whether addresses at its subdomains are allowed too.' }),
  }),
});

const ChangeRealmDomainInput = builder.inputType('ChangeRealmDomainInput', {
  description: "PATCH /realm/domains/{domain}: whether a domain's subdomains are allowed.",
  fields: (t) => ({
    domain: t.string({ required: true, description: 'As stored (lower case).' }),
    allowSubdomains: t.boolean({ required: true, description: 'Whether addresses at its subdomains are allowed too.' }),
  }),
});

const RemoveRealmDomainInput = builder.inputType('RemoveRealmDomainInput', {
  description: 'DELETE /realm/domains/{domain}: a domain to stop allowing.',
  fields: (t) => ({ domain: t.string({ required: true, description: 'As stored (lower case).' }) }),
});

/** The payload's shape; each mutation has its own type of it. */
const realmDomainPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ realmDomain: RealmDomain }>(name).implement({
    description,
    fields: (t) => ({
      realmDomain: t.field({ description: 'The domain.', type: RealmDomainRef, resolve: (p) => p.realmDomain }),
    }),
  });

const RemoveRealmDomainPayload = builder.objectRef<{ domain: string }>('RemoveRealmDomainPayload').implement({
  description: 'The removed domain.',
  fields: (t) => ({ domain: t.exposeString('domain', { description: 'The domain.' }) }),
});

const AddRealmDomainPayload = realmDomainPayloadOf('AddRealmDomainPayload', 'The domain added.');
const ChangeRealmDomainPayload = realmDomainPayloadOf('ChangeRealmDomainPayload', 'The domain as it is now.');

builder.mutationFields((t) => ({
  addRealmDomain: t.withAuth({ loggedIn: true }).field({
    type: AddRealmDomainPayload,
    errors: mutationErrors('addRealmDomain'),
    description: 'Owners only (POST /realm/domains).',
    args: { input: t.arg({ type: AddRealmDomainInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const added = await domains.addRealmDomain(ctx, input);
      return { realmDomain: { domain: added.domain, allowSubdomains: input.allowSubdomains } };
    },
  }),
  changeRealmDomain: t.withAuth({ loggedIn: true }).field({
    type: ChangeRealmDomainPayload,
    errors: mutationErrors('changeRealmDomain'),
    description: 'Owners only (PATCH /realm/domains/{domain}).',
    args: { input: t.arg({ type: ChangeRealmDomainInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      realmDomain: await domains.changeRealmDomain(ctx, input.domain, input.allowSubdomains),
    }),
  }),
  removeRealmDomain: t.withAuth({ loggedIn: true }).field({
    type: RemoveRealmDomainPayload,
    errors: mutationErrors('removeRealmDomain'),
    description:
      'Owners only (DELETE /realm/domains/{domain}); removing the last domain lifts the restriction to domains.',
    args: { input: t.arg({ type: RemoveRealmDomainInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await domains.removeRealmDomain(ctx, input.domain);
      return { domain: input.domain };
    },
  }),
}));

const RealmDomainsOp = opEnum(
  'RealmDomainsEventOp',
  ['add', 'change', 'remove'],
  "What happened to the organization's allowed email domains.",
);

export const RealmDomainsEvent = deliveredRef<EventOf<'realm_domains'>>('RealmDomainsEvent').implement({
  description: 'An organization domain was added, changed or removed.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: RealmDomainsOp, resolve: ({ event }) => event.op }),
    domain: t.string({
      description: 'The domain the event is about.',
      resolve: ({ event }) => (event.op === 'remove' ? event.domain : event.realmDomain.domain),
    }),
    realmDomain: t.field({
      type: RealmDomainRef,
      nullable: true,
      description: 'With ADD and CHANGE: the domain as it is now.',
      resolve: ({ event }) => (event.op === 'remove' ? null : event.realmDomain),
    }),
  }),
});
