import type { ClientEvent } from '../../domain/delivery/queues/client-view.ts';
import type { UserStatusEvent } from '../../domain/events/types.ts';
import { attachmentJson } from './attachments.ts';
import { channelFolderChangesJson, channelFolderJson, navigationViewJson } from './channel-folders.ts';
import { botDictJson } from './bots.ts';
import { streamEventJson, subscriptionEventJson } from './channel-events.ts';
import { defaultChannelGroupJson } from './default-channel-groups.ts';
import { draftJson } from './drafts.ts';
import { reminderJson, scheduledMessageJson } from './scheduled-messages.ts';
import { linkifierJson } from './linkifiers.ts';
import { playgroundJson, realmDomainJson } from './realm-lists.ts';
import {
  deleteMessageEventJson,
  messageEventJson,
  reactionEventJson,
  submessageEventJson,
  updateMessageEventJson,
  updateMessageFlagsEventJson,
} from './message-events.ts';
import { presenceEventJson, typingEditMessageEventJson, typingEventJson } from './activity-events.ts';
import { opt } from './optional-field.ts';
import { presentProfileField } from './profile-fields.ts';
import { realmEmojiDictJson } from './realm-emoji.ts';
import { realmExportJson } from './realm-exports.ts';
import { savedSnippetJson } from './snippets.ts';
import { userGroupEventJson } from './user-groups.ts';
import { botChangesJson, realmUserEventJson } from './user-events.ts';
import { realmEventJson, realmUserSettingsDefaultsEventJson } from './realm-events.ts';
import { settingEventJson } from './settings-events.ts';

/** user_status: the fields the request passed, in Zulip's names and order. */
const userStatusEventJson = (ev: UserStatusEvent) => ({
  type: ev.type,
  user_id: ev.userId,
  ...(ev.away === undefined ? {} : { away: ev.away }),
  ...(ev.statusText === undefined ? {} : { status_text: ev.statusText }),
  ...(ev.emojiName === undefined
    ? {}
    : { emoji_name: ev.emojiName, emoji_code: ev.emojiCode, reaction_type: ev.reactionType }),
});

/**
 * Events reach the queues through the event log, whose `event` column is
 * jsonb: PostgreSQL keeps an object's keys shortest first, then in byte
 * order, and that is the order clients have always read. Payloads written
 * here keep it.
 */
function inLogOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inLogOrder);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const entries = Object.entries(value);
  const byKey = new Map(entries);
  return Object.fromEntries(keys.map((k) => [k, inLogOrder(byKey.get(k))]));
}

/**
 * An event as Zulip writes it. Events whose payloads are typed read models
 * are written here in Zulip's names (in the log's key order); the others are
 * carried in Zulip's shape already and go out as they are.
 */
export function eventJson(ev: ClientEvent): object {
  // A new message's payload is the read model, written as Zulip's message dict in Zulip's order (the hot path: no re-sorting).
  if (ev.type === 'message') return messageEventJson(ev);
  const typed = typedEventJson(ev);
  return typed === ev ? ev : (inLogOrder(typed) as object);
}

function typedEventJson(ev: ClientEvent): object {
  switch (ev.type) {
    case 'update_message':
      return updateMessageEventJson(ev);
    case 'delete_message':
      return deleteMessageEventJson(ev);
    case 'reaction':
      return reactionEventJson(ev);
    case 'update_message_flags':
      return updateMessageFlagsEventJson(ev);
    case 'submessage':
      return submessageEventJson(ev);
    case 'typing':
      return typingEventJson(ev);
    case 'presence':
      return presenceEventJson(ev);
    case 'typing_edit_message':
      return typingEditMessageEventJson(ev);
    case 'stream':
      return streamEventJson(ev);
    case 'subscription':
      return subscriptionEventJson(ev);
    case 'drafts':
      if (ev.op === 'add') return { type: ev.type, op: ev.op, drafts: ev.drafts.map(draftJson) };
      if (ev.op === 'update') return { type: ev.type, op: ev.op, draft: draftJson(ev.draft) };
      return { type: ev.type, op: ev.op, draft_id: ev.draftId };
    case 'scheduled_messages':
      if (ev.op === 'add')
        return { type: ev.type, op: ev.op, scheduled_messages: ev.scheduledMessages.map(scheduledMessageJson) };
      if (ev.op === 'update')
        return { type: ev.type, op: ev.op, scheduled_message: scheduledMessageJson(ev.scheduledMessage) };
      return { type: ev.type, op: ev.op, scheduled_message_id: ev.scheduledMessageId };
    case 'reminders':
      if (ev.op === 'add') return { type: ev.type, op: ev.op, reminders: ev.reminders.map(reminderJson) };
      return { type: ev.type, op: ev.op, reminder_id: ev.reminderId };
    case 'invites_changed':
      return { type: ev.type };
    case 'alert_words':
      return { type: ev.type, alert_words: ev.alertWords };
    case 'muted_users':
      return { type: ev.type, muted_users: ev.mutedUsers.map((m) => ({ id: m.id, timestamp: m.timestamp })) };
    case 'saved_snippets':
      if (ev.op === 'remove') return { type: ev.type, op: ev.op, saved_snippet_id: ev.savedSnippetId };
      return { type: ev.type, op: ev.op, saved_snippet: savedSnippetJson(ev.savedSnippet) };
    case 'realm_linkifiers':
      return { type: ev.type, realm_linkifiers: ev.linkifiers.map(linkifierJson) };
    case 'realm_domains':
      if (ev.op === 'remove') return { type: ev.type, op: ev.op, domain: ev.domain };
      return { type: ev.type, op: ev.op, realm_domain: realmDomainJson(ev.realmDomain) };
    case 'realm_playgrounds':
      return { type: ev.type, realm_playgrounds: ev.playgrounds.map(playgroundJson) };
    case 'realm_emoji':
      return { type: ev.type, op: ev.op, realm_emoji: realmEmojiDictJson(ev.emoji) };
    case 'user_status':
      return userStatusEventJson(ev);
    case 'user_topic':
      return {
        type: ev.type,
        stream_id: ev.channelId,
        topic_name: ev.topic,
        last_updated: ev.lastUpdated,
        visibility_policy: ev.visibilityPolicy,
      };
    case 'muted_topics':
      return { type: ev.type, muted_topics: ev.mutedTopics };
    case 'default_streams':
      return { type: ev.type, default_streams: ev.channelIds };
    case 'realm_bot':
      if (ev.op === 'add') return { type: ev.type, op: ev.op, bot: botDictJson(ev.bot) };
      if (ev.op === 'update')
        return { type: ev.type, op: ev.op, bot: { user_id: ev.botId, ...botChangesJson(ev.changes) } };
      return { type: ev.type, op: ev.op, bot: { user_id: ev.botId, ...opt('full_name', ev.fullName) } };
    case 'user_settings':
    case 'update_display_settings':
    case 'update_global_notifications':
      return settingEventJson(ev);
    case 'custom_profile_fields':
      return { type: ev.type, fields: ev.fields.map(presentProfileField) };
    case 'realm':
      return realmEventJson(ev);
    case 'realm_user_settings_defaults':
      return realmUserSettingsDefaultsEventJson(ev);
    case 'realm_user':
      return realmUserEventJson(ev);
    case 'user_group':
      return userGroupEventJson(ev);
    case 'realm_export':
      return { type: ev.type, exports: ev.exports.map(realmExportJson) };
    case 'realm_export_consent':
      return { type: ev.type, user_id: ev.userId, consented: ev.consented };
    case 'attachment':
      return {
        type: ev.type,
        op: ev.op,
        attachment: ev.op === 'remove' ? { id: ev.attachment.id } : attachmentJson(ev.attachment),
        upload_space_used: ev.uploadSpaceUsed,
      };
    case 'default_stream_groups':
      return { type: ev.type, default_stream_groups: ev.groups.map(defaultChannelGroupJson) };
    case 'channel_folder':
      if (ev.op === 'add') return { type: ev.type, op: ev.op, channel_folder: channelFolderJson(ev.channelFolder) };
      if (ev.op === 'reorder') return { type: ev.type, op: ev.op, order: ev.order };
      return {
        type: ev.type,
        op: ev.op,
        channel_folder_id: ev.channelFolderId,
        data: channelFolderChangesJson(ev.data),
      };
    case 'navigation_view':
      if (ev.op === 'add') return { type: ev.type, op: ev.op, navigation_view: navigationViewJson(ev.navigationView) };
      if (ev.op === 'update')
        return {
          type: ev.type,
          op: ev.op,
          fragment: ev.fragment,
          data: { ...opt('is_pinned', ev.data.isPinned), ...opt('name', ev.data.name) },
        };
      return { type: ev.type, op: ev.op, fragment: ev.fragment };
    default:
      return ev;
  }
}
