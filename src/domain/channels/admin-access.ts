import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { hasGroupPermission } from '../groups/permission.ts';
import { MAX_DB_ID } from '../ids.ts';
import { activeSubscription, ChannelViewer, hasContentAccess, hasMetadataAccess } from './access.ts';
import { cannotAdministerChannel, contentAccessRequired, invalidChannelId } from './errors.ts';

export interface AdministeredChannel {
  stream: Stream;
  subscription: Subscription | null;
  viewer: ChannelViewer;
}

/**
 * Zulip's access_stream_for_delete_or_update_requiring_metadata_access: the
 * channel (archived ones included) must be visible to the user, who must be
 * an organization administrator or in its can_administer_channel_group
 * (never a guest, as for every setting closed to role:everyone).
 */
export async function accessChannelForAdministration(
  db: Db,
  actor: Actor,
  streamId: number,
): Promise<AdministeredChannel> {
  if (!Number.isInteger(streamId) || streamId < 0 || streamId > MAX_DB_ID) throw invalidChannelId();
  const stream = await db.stream.findFirst({ where: { id: streamId, realmId: actor.realm.id } });
  if (!stream) throw invalidChannelId();
  const viewer = new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  const subscription = await activeSubscription(db, actor.user.id, stream);
  if (!(await hasMetadataAccess(viewer, stream, subscription !== null))) throw invalidChannelId();
  if (!viewer.isAdmin && !(await hasGroupPermission(db, actor.user, stream.canAdministerChannelGroupId, false))) {
    throw cannotAdministerChannel();
  }
  return { stream, subscription, viewer };
}

/** Changing privacy, and the settings that let users in, also needs content access (Zulip's user_has_content_access). */
export async function requireContentAccess(c: AdministeredChannel): Promise<void> {
  if (!(await hasContentAccess(c.viewer, c.stream, c.subscription !== null))) throw contentAccessRequired();
}
