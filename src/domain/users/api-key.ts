import type { Actor } from '../actor.ts';
import { generateApiKey } from './api-keys.ts';
import { checkHumanUser } from './human-users.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { emitRealmBotUpdate, type Emit } from './events.ts';
import type { UserRow } from './format.ts';

/** Zulip's do_regenerate_api_key: a new key at once; a bot's owner and the administrators hear of it. */
export async function replaceApiKey(tx: Tx, user: UserRow, emit: Emit): Promise<UserRow> {
  const updated = await tx.user.update({ where: { id: user.id }, data: { apiKey: generateApiKey() } });
  if (updated.isBot) await emitRealmBotUpdate(tx, updated, { apiKey: updated.apiKey }, emit);
  return updated;
}

/** POST /users/me/api_key/regenerate (Zulip's regenerate_api_key, for people only). */
export async function regenerateOwnApiKey(deps: Deps, actor: Actor): Promise<UserRow> {
  checkHumanUser(actor);
  return inTransaction(deps, (tx, emit) => replaceApiKey(tx, actor.user, emit));
}
