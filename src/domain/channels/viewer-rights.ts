import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { hasRealmPermission, webPublicChannelsEnabled } from '../realm/realm-permissions.ts';
import { ChannelViewer, hasContentAccess } from './access.ts';

/*
 * What the viewer may do, decided by the rules the mutations apply, so that a
 * client shows the controls that will work and no others (it must not guess).
 */

/** The viewer of `actor`, whose group memberships are read once however many channels ask. */
export const channelViewerOf = (db: Db, actor: Actor): ChannelViewer =>
  new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });

/** accessChannelForAdministration's rule: organization administrators, or members of can_administer_channel_group (never guests). */
export async function mayAdministerChannel(viewer: ChannelViewer, s: Stream): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (viewer.isGuest) return false;
  return (await viewer.groupIds()).has(s.canAdministerChannelGroupId);
}

/** Whether subscribing oneself succeeds (subscribe's content-access rule); true when already subscribed. */
export const maySubscribeToChannel = (viewer: ChannelViewer, s: Stream, subscribed: boolean): Promise<boolean> =>
  hasContentAccess(viewer, s, subscribed);

export interface ChannelCreationRights {
  public: boolean;
  private: boolean;
  /** Also needs the organization to allow web-public channels. */
  webPublic: boolean;
}

/** Which kinds of channel the viewer may create (Zulip's check_channel_creation_permissions). */
export async function channelCreationRights(db: Db, actor: Actor): Promise<ChannelCreationRights> {
  const { realm, user } = actor;
  const may = (setting: string) => hasRealmPermission(db, realm, user, setting);
  return {
    public: await may('can_create_public_channel_group'),
    private: await may('can_create_private_channel_group'),
    webPublic: webPublicChannelsEnabled(realm) && (await may('can_create_web_public_channel_group')),
  };
}
