import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessChannelForAdministration } from './admin-access.ts';
import { archivedNotice, type NoticeContext, sendChannelEventsNotice } from './channel-notices.ts';
import { channelAudience, emitArchivedChange } from './channel-updates.ts';
import { removeChannelFromDefaultGroups } from './default-channel-groups.ts';
import { removeDefault } from './default-channels.ts';
import { unsetRealmChannelSettings } from '../realm/realm-channels.ts';

/**
 * DELETE /streams/{stream_id} (Zulip's do_deactivate_stream at feature level
 * 420): the channel is kept with its messages and subscriptions, marked
 * archived, so nobody can post to it and its messages cannot be edited; it
 * stops being a default channel, and no organization setting names it any
 * more. Those who could see it hear of it before
 * the change (their audience is computed first), and the Notification Bot
 * says so in it, read for everyone.
 */
export async function archiveChannel(deps: Deps, actor: Actor, streamId: number): Promise<Stream> {
  return inTransaction(deps, async (tx, emit) => {
    const { stream } = await accessChannelForAdministration(tx, actor, streamId);
    if (stream.isArchived) throw badRequest('Channel is already deactivated');
    const c: NoticeContext = { deps, tx, emit, realm: actor.realm, actor: actor.user };
    const audience = await channelAudience(c, stream);
    const archived = await tx.stream.update({ where: { id: stream.id }, data: { isArchived: true } });
    const unset = await unsetRealmChannelSettings(tx, actor.realm.id, stream.id);
    if (unset) emit(unset);
    if ((await tx.defaultStream.count({ where: { realmId: actor.realm.id, streamId } })) > 0)
      await removeDefault(tx, emit, archived);
    await removeChannelFromDefaultGroups(tx, emit, archived);
    await emitArchivedChange(c, archived, audience);
    await sendChannelEventsNotice(c, archived, archivedNotice(archived.name), true);
    return archived;
  });
}
