import type { ChannelFolder, ChannelFolderChanges } from '../../domain/channel-folders/folders.ts';
import type { NavigationView } from '../../domain/navigation-views/navigation-views.ts';
import { opt } from './optional-field.ts';

/** A channel folder as Zulip writes it (GET /channel_folders, register's channel_folders, channel_folder events). */
export const channelFolderJson = (f: ChannelFolder) => ({
  id: f.id,
  name: f.name,
  description: f.description,
  rendered_description: f.renderedDescription,
  order: f.order,
  date_created: f.dateCreated,
  creator_id: f.creatorId,
  is_archived: f.isArchived,
});

/** A channel_folder update's `data`: only what changed. */
export const channelFolderChangesJson = (d: ChannelFolderChanges) => ({
  ...opt('name', d.name),
  ...opt('description', d.description),
  ...opt('rendered_description', d.renderedDescription),
  ...opt('is_archived', d.isArchived),
});

/** A navigation view as Zulip writes it (GET /navigation_views, register's navigation_views, navigation_view events). */
export const navigationViewJson = (v: NavigationView) => ({
  fragment: v.fragment,
  is_pinned: v.isPinned,
  name: v.name,
});
