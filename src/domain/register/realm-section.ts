import { fakeEmailDomain, realmUrl } from '../realm/realm-url.ts';
import {
  passwordAuthEnabled,
  realmAuthenticationMethods,
  type AuthenticationMethods,
} from '../realm/authentication-methods.ts';
import { realmIconUrl } from '../realm/server-settings.ts';
import { readRealmSettings, realmSettingsOf, type RealmSettings } from '../realm/settings.ts';
import { legacyRealmPolicies, type LegacyRealmPolicies } from './legacy-policies.ts';
import * as C from './server-constants.ts';
import type { StateContext, TypedSections } from './types.ts';

/**
 * Zulip's `realm` block of fetch_initial_state_data, typed: the organization
 * and what this server offers it. The server's fixed limits and choices
 * (src/domain/register/server-constants.ts and the areas' limits) are the
 * same for every organization and are written by the transport.
 */
export interface RealmRegisterState {
  name: string;
  description: string;
  settings: RealmSettings;
  legacyPolicies: LegacyRealmPolicies;
  /** Backend name → whether the organization allows logging in with it. */
  authenticationMethods: AuthenticationMethods;
  passwordAuthEnabled: boolean;
  url: string;
  iconUrl: string;
  /** The domain of bots' addresses. */
  botDomain: string;
  orgType: number;
  /** UNIX seconds. */
  dateCreated: number;
  maxFileUploadSizeMib: number;
  /** null: no quota. */
  uploadQuotaMib: number | null;
  developmentEnvironment: boolean;
  /** When this server process started: clients reload when it changes. */
  serverGeneration: number;
  emojiDataUrl: string;
}

const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** realm: the organization's settings and the server's limits. */
export async function realmState(ctx: StateContext): Promise<Pick<TypedSections, 'realm'>> {
  const { deps, actor } = ctx;
  const r = actor.realm;
  const methods = realmAuthenticationMethods(deps.server, r.settings);
  return {
    realm: {
      name: r.name,
      description: r.description,
      settings: await readRealmSettings(ctx.db, r.settings),
      legacyPolicies: await legacyRealmPolicies(ctx.db, r.id, realmSettingsOf(r.settings)),
      authenticationMethods: methods,
      passwordAuthEnabled: passwordAuthEnabled(methods),
      url: realmUrl(deps.server, r.stringId),
      iconUrl: realmIconUrl(deps.server, r),
      botDomain: fakeEmailDomain(deps.server),
      orgType: r.orgType,
      dateCreated: unixSeconds(r.dateCreated),
      maxFileUploadSizeMib: deps.server.maxFileUploadSizeMib,
      uploadQuotaMib: deps.server.uploadQuotaMib,
      developmentEnvironment: deps.server.devMode,
      serverGeneration: C.serverGeneration(),
      emojiDataUrl: `${deps.server.externalUrl}/static/generated/emoji/emoji_api.json`,
    },
  };
}

/** realm_billing: only Zulip Cloud has sponsorship requests. */
export async function realmBillingState(): Promise<Pick<TypedSections, 'realm_billing'>> {
  return { realm_billing: { hasPendingSponsorshipRequest: false } };
}
