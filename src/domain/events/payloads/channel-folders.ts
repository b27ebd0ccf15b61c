/** A channel folder (Zulip's ChannelFolder dict); `dateCreated` in UNIX seconds. */
export interface ChannelFolder {
  id: number;
  name: string;
  description: string;
  renderedDescription: string;
  order: number;
  dateCreated: number;
  creatorId: number | null;
  isArchived: boolean;
}

/** What an update changed: the description always comes with its rendering. */
export interface ChannelFolderChanges {
  name?: string;
  description?: string;
  renderedDescription?: string;
  isArchived?: boolean;
}

/** A folder was created (to every active user). */
export interface ChannelFolderAddEvent {
  type: 'channel_folder';
  op: 'add';
  channelFolder: ChannelFolder;
}

/** A folder's name, description or archived state changed (to every active user), one event per change. */
export interface ChannelFolderUpdateEvent {
  type: 'channel_folder';
  op: 'update';
  channelFolderId: number;
  data: ChannelFolderChanges;
}

/** The folders were reordered: every folder's id in its new order (to every active user). */
export interface ChannelFolderReorderEvent {
  type: 'channel_folder';
  op: 'reorder';
  order: number[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    channelFolderAdd: ChannelFolderAddEvent;
    channelFolderUpdate: ChannelFolderUpdateEvent;
    channelFolderReorder: ChannelFolderReorderEvent;
  }
}
