import type { SqlReader } from '../../db/sql.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { listRealmDomains } from './realm-domains.ts';

/** Why an address may not join the organization (Zulip's email_allowed_for_realm), or null. */
export type EmailRefusal = 'outsideDomains' | 'containsPlus' | null;

/**
 * Zulip's email_allowed_for_realm: an organization restricted to its domains
 * takes addresses of those domains (and of their subdomains where allowed),
 * without a `+` in the local part.
 */
export async function emailRefusal(
  sql: SqlReader,
  realm: { id: number; settings: unknown },
  email: string,
): Promise<EmailRefusal> {
  if (realmSettingsOf(realm.settings).emails_restricted_to_domains !== true) return null;
  const at = email.lastIndexOf('@');
  if (email.slice(0, at).includes('+')) return 'containsPlus';
  const domain = email.slice(at + 1).toLowerCase();
  const domains = await listRealmDomains(sql, realm.id);
  if (domains.some((d) => d.domain === domain)) return null;
  if (domains.some((d) => d.allowSubdomains && domain.endsWith(`.${d.domain}`))) return null;
  return 'outsideDomains';
}

/** The reason as an invitation's error list states it (Zulip's get_realm_email_validator). */
export const inviteRefusalText = (r: Exclude<EmailRefusal, null>): string =>
  r === 'containsPlus' ? 'Email addresses containing + are not allowed.' : 'Outside your domain.';
