import { badRequest } from '../errors.ts';
import { pyStrip } from '../python-text.ts';
import { codePointLength } from '../text.ts';

/** Python's `^[a-z0-9-]*$`: its `$` also matches before a final newline. */
const LABEL = /^[a-z0-9-]*\n?$/;

/** Zulip's validate_domain: the first rule the domain breaks, or null. */
function domainProblem(domain: string): string | null {
  if (domain.length === 0) return "Domain can't be empty.";
  if (!domain.includes('.')) return 'Domain must have at least one dot (.)';
  if (codePointLength(domain) > 255) return 'Domain is too long';
  if (domain.startsWith('.') || domain.endsWith('.')) return 'Domain cannot start or end with a dot (.)';
  for (const label of domain.split('.')) {
    if (!label) return "Consecutive '.' are not allowed.";
    if (label.startsWith('-') || label.endsWith('-')) return "Subdomains cannot start or end with a '-'.";
    if (!LABEL.test(label)) return "Domain can only have letters, numbers, '.' and '-'s.";
  }
  return null;
}

/** The domain as create_realm_domain stores it: stripped and lower-cased, then validated. */
export function normalizedDomain(given: string): string {
  const domain = pyStrip(given).toLowerCase();
  const problem = domainProblem(domain);
  if (problem !== null) throw badRequest(`Invalid domain: ${problem}`).about('domain');
  return domain;
}
