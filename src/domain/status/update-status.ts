import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { announcePresenceToggle } from '../presence/update-presence.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { userSettingEvents } from '../settings/setting-events.ts';
import { inTransaction, type Deps } from '../context.ts';
import { badRequest, insufficientPermission, noSuchUser, userIsDeactivated } from '../errors.ts';
import type { AddressedEvent, ZulipEvent } from '../events/types.ts';
import { checkHumanUser } from '../users/human-users.ts';
import { dbId } from '../ids.ts';
import { checkEmojiRequest, emojiOfRequest, type ReactionType } from '../realm-emoji/emoji-data.ts';
import { pyStrip } from '../python-text.ts';
import { isAdmin } from '../roles.ts';
import { longerThan } from '../text.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';

export const MAX_STATUS_TEXT_LENGTH = 60;

export interface UpdateStatusInput {
  /** Deprecated (FL 148): the inverse of the presence_enabled setting. */
  away?: boolean;
  statusText?: string;
  /** "" clears the emoji. */
  emojiName?: string;
  emojiCode?: string;
  reactionType?: string;
}

/** The status text as stored: stripped, at most 60 characters (pydantic's check, run while parsing). */
function checkStatusText(text: string): string {
  const stripped = pyStrip(text);
  if (longerThan(stripped, MAX_STATUS_TEXT_LENGTH)) {
    throw badRequest(`status_text is too long (limit: ${MAX_STATUS_TEXT_LENGTH} characters)`).about('statusText');
  }
  return stripped;
}

/**
 * Zulip's check_update_user_status for the emoji: the one to store, "" and
 * unicode_emoji when cleared. A given code or type is kept and checked against
 * the name (check_emoji_request), never replaced by the name's own.
 */
async function emojiOf(
  sql: SqlReader,
  realmId: number,
  input: UpdateStatusInput,
): Promise<{ name: string; code: string; type: ReactionType } | null> {
  const { emojiName: name } = input;
  if (name === '') return { name: '', code: '', type: 'unicode_emoji' };
  if (name === undefined) {
    // Zulip tests their truth: an empty code or type without a name is ignored.
    if (input.emojiCode || input.reactionType) {
      throw badRequest('Client must pass emoji_name if they pass either emoji_code or reaction_type.');
    }
    return null;
  }
  const { code, type } = await emojiOfRequest(sql, realmId, name, input.emojiCode, input.reactionType);
  return { name, code, type: await checkEmojiRequest(sql, realmId, name, code, type) };
}

/** The parameters as parsed: status_text, the last one, is stripped and its length checked as Zulip's parser does. */
function readStatusInput(deferred: InputOrReader<UpdateStatusInput>): UpdateStatusInput {
  const input = readInput(deferred);
  return input.statusText === undefined ? input : { ...input, statusText: checkStatusText(input.statusText) };
}

/** POST /users/me/status: a human's own status. */
export async function updateOwnStatus(
  deps: Deps,
  actor: Actor,
  input: InputOrReader<UpdateStatusInput>,
): Promise<void> {
  checkHumanUser(actor);
  await updateStatus(deps, actor, actor.user.id, readStatusInput(input));
}

/**
 * POST /users/{user_id}/status (FL 407): an administrator sets another
 * user's status. Zulip's human_users_only, its parameters, then
 * access_user_by_id(for_admin=True): the target first,
 * then the caller's right to administer them.
 */
export async function updateStatusOf(
  deps: Deps,
  actor: Actor,
  userId: number,
  deferred: InputOrReader<UpdateStatusInput>,
): Promise<void> {
  checkHumanUser(actor);
  const input = readStatusInput(deferred);
  const [target] = await deps.db.sql.query<{ id: number; is_bot: boolean; is_active: boolean }>(
    'SELECT id, is_bot, is_active FROM user_profile WHERE id = $1 AND realm_id = $2',
    [dbId(userId), actor.realm.id],
  );
  if (!target || target.is_bot) throw noSuchUser();
  if (!target.is_active) throw userIsDeactivated();
  if (!isAdmin(actor.user.role)) throw insufficientPermission();
  await updateStatus(deps, actor, target.id, input);
}

/**
 * Zulip's update_user_status: checks in Zulip's order, then one row per user
 * (only the passed fields change) and the events: the presence_enabled setting
 * first (to the user, even when unchanged), then user_status to everyone.
 */
async function updateStatus(deps: Deps, actor: Actor, userId: number, input: UpdateStatusInput): Promise<void> {
  const { statusText } = input;
  if (input.away === undefined && statusText === undefined && input.emojiName === undefined) {
    throw badRequest('Client did not pass any new values.');
  }
  const emoji = await emojiOf(deps.db.sql, actor.realm.id, input);
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const realmId = actor.realm.id;
    if (input.away !== undefined) {
      await setPresenceEnabled(
        sql,
        emit,
        actor.realm,
        userId,
        !input.away,
        deps.clock.now(),
        deps.server.guestAccessLimitsPresence,
      );
    }
    await sql.query(
      `INSERT INTO user_status (user_id, status_text, emoji_name, emoji_code, reaction_type, timestamp)
       VALUES ($1, COALESCE($2, ''), COALESCE($3, ''), COALESCE($4, ''), COALESCE($5, 'unicode_emoji'), $6)
       ON CONFLICT (user_id) DO UPDATE SET
         status_text = COALESCE($2, user_status.status_text),
         emoji_name = COALESCE($3, user_status.emoji_name),
         emoji_code = COALESCE($4, user_status.emoji_code),
         reaction_type = COALESCE($5, user_status.reaction_type),
         timestamp = $6`,
      [userId, statusText ?? null, emoji?.name ?? null, emoji?.code ?? null, emoji?.type ?? null, deps.clock.now()],
    );
    const event: ZulipEvent = {
      type: 'user_status',
      userId,
      ...(input.away === undefined ? {} : { away: input.away }),
      ...(statusText === undefined ? {} : { statusText }),
      ...(emoji === null ? {} : { emojiName: emoji.name, emojiCode: emoji.code, reactionType: emoji.type }),
    };
    // Zulip's get_user_ids_who_can_access_user: a guest that may not see the user does not hear of its status.
    emit({ realmId, event, userIds: await userIdsWhoCanAccess(sql, { id: userId, realmId, isBot: false }) });
  });
}

/** Zulip's do_change_user_setting for presence_enabled: its events, and the presence update it forces. */
async function setPresenceEnabled(
  sql: SqlReader,
  emit: (e: AddressedEvent) => void,
  realm: { id: number; settings: unknown },
  userId: number,
  value: boolean,
  now: Date,
  limitedByAccess: boolean,
): Promise<void> {
  const [user] = await sql.query<{ id: number; email: string; date_joined: Date }>(
    `UPDATE user_profile SET settings = jsonb_set(settings, '{presence_enabled}', to_jsonb($2::boolean)) WHERE id = $1 RETURNING id, email, date_joined`,
    [userId, value],
  );
  userSettingEvents(realm.id, user, 'presence_enabled', value).forEach(emit);
  await announcePresenceToggle(
    sql,
    emit,
    realm,
    { id: user.id, email: user.email, dateJoined: user.date_joined },
    value,
    now,
    limitedByAccess,
  );
}
