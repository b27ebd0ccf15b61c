import type { Realm } from '../../../generated/prisma/client.ts';
import { admitSpectator } from '../../auth/spectator.ts';
import type { Db } from '../../context.ts';
import { missingAuthentication } from '../../errors.ts';
import { CHANNEL_OPERATORS, CHANNELS_OPERATORS, type NarrowTerm } from './narrow-terms.ts';

/** Zulip's is_spectator_compatible: the operators a logged-out visitor may narrow by (`with` is resolved before). */
const SPECTATOR_OPERATORS = new Set([
  ...CHANNEL_OPERATORS,
  ...CHANNELS_OPERATORS,
  'topic',
  'sender',
  'has',
  'search',
  'near',
  'id',
  'with',
]);

const isSpectatorCompatible = (t: NarrowTerm): boolean =>
  SPECTATOR_OPERATORS.has(t.operator) || (t.operator === 'is' && t.operand === 'resolved');

/** Zulip's is_web_public_narrow: the client says, with a channels:web-public term, that it means to read as a spectator. */
const isWebPublicTerm = (t: NarrowTerm): boolean =>
  CHANNELS_OPERATORS.includes(t.operator) && t.operand === 'web-public' && !t.negated;

/**
 * The anonymous branch of Zulip's get_messages_backend: the organization must
 * admit spectators, and the narrow must ask for web-public channels and use
 * only operators that need no user; anything else is a request that lacks
 * authentication (a client with broken credentials must not silently get the
 * public view). `in:home` means nothing without a user and is dropped.
 */
export async function spectatorNarrow(db: Db, realm: Realm, narrow: NarrowTerm[] | null): Promise<NarrowTerm[]> {
  await admitSpectator(db, realm);
  const terms = (narrow ?? []).filter((t) => !(t.operator === 'in' && t.operand === 'home' && !t.negated));
  if (!terms.some(isWebPublicTerm) || !terms.every(isSpectatorCompatible)) throw missingAuthentication();
  return terms;
}
