import type { Stream } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { getSystemGroupIds } from '../groups/system-groups.ts';
import { RecipientType } from '../recipient-type.ts';
import { CHANNEL_GROUP_SETTINGS } from '../realm/permission-settings.ts';
import { plainDescriptionHtml } from '../markdown/render-description.ts';
import {
  CHANNEL_GROUP_SETTING_CONFIGS,
  createAnonymousGroups,
  type ChannelGroupSettingName,
} from './channel-permission-groups.ts';
import { streamColumn, streamSelect } from './rows.ts';

export interface NewChannel {
  realmId: number;
  name: string;
  description?: string;
  /** The description's HTML (renderDescription); without it, the description is taken as plain text. */
  renderedDescription?: string;
  inviteOnly?: boolean;
  isWebPublic?: boolean;
  historyPublicToSubscribers?: boolean | null;
  messageRetentionDays?: number | null;
  topicsPolicy?: string;
  creatorId?: number | null;
  /** One of the organization's channel folders, checked by the caller. */
  folderId?: number | null;
  /** Group ids for settings given explicitly; the others get the channel defaults. */
  groups?: Partial<Record<ChannelGroupSettingName, number>>;
  now: Date;
}

/**
 * Zulip's get_default_value_for_history_public_to_subscribers: private
 * channels get protected history unless asked otherwise; public channels
 * always have shared history, whatever was asked.
 */
export const defaultHistoryPublic = (inviteOnly: boolean, requested?: boolean | null): boolean =>
  inviteOnly ? (requested ?? false) : true;

/** Inserts a channel, its recipient and its permission settings (validation is the caller's). */
export async function insertChannel(tx: Tx, c: NewChannel): Promise<Stream> {
  const [stream] = await insertChannels(tx, c.realmId, [c]);
  return stream;
}

/**
 * Inserts channels of one realm with their recipients and permission
 * settings: one statement per table, whatever their number (validation is
 * the caller's; the names must differ). Returns them in the order given.
 */
export async function insertChannels(tx: Tx, realmId: number, channels: readonly NewChannel[]): Promise<Stream[]> {
  if (channels.length === 0) return [];
  const system = await getSystemGroupIds(tx, realmId);
  const groupIds = channels.map(() => ({}) as Record<ChannelGroupSettingName, number>);
  // Zulip gives the creator the channel as an anonymous group {direct_members: [creator]}, one per channel and setting.
  const creatorGroups: Array<{ channel: number; setting: ChannelGroupSettingName; creatorId: number }> = [];
  channels.forEach((c, i) => {
    for (const { name } of CHANNEL_GROUP_SETTING_CONFIGS) {
      const explicit = c.groups?.[name];
      const def = CHANNEL_GROUP_SETTINGS[name];
      if (explicit !== undefined) groupIds[i][name] = explicit;
      else if (def !== 'creator') groupIds[i][name] = system[def];
      else if (c.creatorId) creatorGroups.push({ channel: i, setting: name, creatorId: c.creatorId });
      else groupIds[i][name] = system['role:nobody'];
    }
  });
  const anonymous = await createAnonymousGroups(
    tx,
    realmId,
    creatorGroups.map((g) => g.creatorId),
  );
  creatorGroups.forEach((g, k) => {
    groupIds[g.channel][g.setting] = anonymous[k];
  });

  const groupColumns = CHANNEL_GROUP_SETTING_CONFIGS.map((config) => streamColumn(config.field));
  const columns = [
    'realm_id',
    'name',
    'description',
    'rendered_description',
    'invite_only',
    'is_web_public',
    'history_public_to_subscribers',
    'message_retention_days',
    'topics_policy',
    'creator_id',
    'date_created',
    'folder_id',
    ...groupColumns,
  ];
  const types = [
    'int',
    'text',
    'text',
    'text',
    'bool',
    'bool',
    'bool',
    'int',
    'text',
    'int',
    'timestamptz',
    'int',
    ...groupColumns.map(() => 'int'),
  ];
  const values: unknown[][] = [
    channels.map(() => realmId),
    channels.map((c) => c.name),
    channels.map((c) => c.description ?? ''),
    channels.map((c) => c.renderedDescription ?? plainDescriptionHtml(c.description ?? '')),
    channels.map((c) => c.inviteOnly ?? false),
    channels.map((c) => c.isWebPublic ?? false),
    channels.map((c) => defaultHistoryPublic(c.inviteOnly ?? false, c.historyPublicToSubscribers)),
    channels.map((c) => c.messageRetentionDays ?? null),
    channels.map((c) => c.topicsPolicy ?? 'inherit'),
    channels.map((c) => c.creatorId ?? null),
    channels.map((c) => c.now.toISOString()),
    channels.map((c) => c.folderId ?? null),
    ...CHANNEL_GROUP_SETTING_CONFIGS.map((config) => groupIds.map((g) => g[config.name])),
  ];
  const inserted = await tx.$queryRawUnsafe<Array<{ id: number; name: string }>>(
    `INSERT INTO stream (${columns.join(', ')})
     SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})
     RETURNING id, name`,
    ...values,
  );
  const idByName = new Map(inserted.map((r) => [r.name, r.id]));
  const streamIds = channels.map((c) => idByName.get(c.name) ?? 0);
  const rows = await tx.$queryRawUnsafe<Stream[]>(
    `WITH r AS (
       INSERT INTO recipient (realm_id, type, type_id)
       SELECT $1, ${RecipientType.STREAM}, id FROM unnest($2::int[]) AS id
       RETURNING id, type_id
     )
     UPDATE stream s SET recipient_id = r.id FROM r WHERE s.id = r.type_id
     RETURNING ${streamSelect('s')}`,
    realmId,
    streamIds,
  );
  const byId = new Map(rows.map((s) => [s.id, s]));
  return streamIds.map((id) => {
    const s = byId.get(id);
    if (!s) throw new Error(`channel ${id} was not inserted`);
    return s;
  });
}
