import type { InitialState } from '../../domain/register/types.ts';
import { channelJson, subscriptionJson } from './channels.ts';
import { defaultChannelGroupJson } from './default-channel-groups.ts';
import { draftJson } from './drafts.ts';
import { linkifierJson } from './linkifiers.ts';
import { presentPeopleState } from './register-people.ts';
import { realmEmojiDictJson } from './realm-emoji.ts';
import { savedSnippetJson } from './snippets.ts';
import { userStatusesJson } from './user-status.ts';

/**
 * POST /register's state as Zulip writes it: the typed sections in Zulip's
 * format, each in the place the domain put it (a key assigned again keeps
 * its position); the other sections are in Zulip's shape already.
 */
export function initialStateJson(state: InitialState): Record<string, unknown> {
  const out = presentPeopleState(state);
  if (state.streams) out.streams = state.streams.map(channelJson);
  if (state.subscriptions) out.subscriptions = state.subscriptions.map(subscriptionJson);
  if (state.unsubscribed) out.unsubscribed = state.unsubscribed.map(subscriptionJson);
  if (state.never_subscribed) out.never_subscribed = state.never_subscribed.map(channelJson);
  if (state.drafts) out.drafts = state.drafts.map(draftJson);
  if (state.saved_snippets) out.saved_snippets = state.saved_snippets.map(savedSnippetJson);
  if (state.realm_linkifiers) out.realm_linkifiers = state.realm_linkifiers.map(linkifierJson);
  if (state.realm_emoji) out.realm_emoji = realmEmojiDictJson(state.realm_emoji);
  if (state.user_status) out.user_status = userStatusesJson(state.user_status);
  if (state.realm_default_stream_groups) out.realm_default_stream_groups = state.realm_default_stream_groups.map(defaultChannelGroupJson);
  return out;
}
