import type { Actor } from '../auth/actor.ts';
import type { Deps } from '../context.ts';
import { MAX_MESSAGE_LENGTH, MAX_TOPIC_NAME_LENGTH, EMPTY_TOPIC_DISPLAY_NAME } from '../messages/limits.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { ZULIP_FEATURE_LEVEL, ZULIP_MERGE_BASE, ZULIP_VERSION } from '../realm/server-settings.ts';

export interface StateOptions {
  /** Event types whose state is wanted; null = all. */
  wanted: Set<string> | null;
  options: { applyMarkdown: boolean; clientGravatar: boolean; emptyTopicName: boolean; userSettingsObject: boolean };
  includeSubscribers: boolean;
  allPublicStreams: boolean;
}

type Section = (deps: Deps, actor: Actor, o: StateOptions) => Promise<Record<string, unknown>>;

/** Typing protocol periods (Zulip's TYPING_* settings, FL 204). */
export const TYPING = { startedExpiryMs: 45_000, stoppedWaitMs: 12_000, startedWaitMs: 30_000 } as const;
export const EVENT_QUEUE_LONGPOLL_TIMEOUT_SECONDS = 90;
export const MAX_FILE_UPLOAD_SIZE_MIB = 100;

const realmSection: Section = async (deps, actor) => {
  const r = actor.realm;
  const settings = realmSettingsOf(r.settings);
  const prefixed = Object.fromEntries(Object.entries(settings).map(([k, v]) => [`realm_${k}`, v]));
  const url = realmUrl(deps.server, r.stringId);
  return {
    ...prefixed,
    realm_name: r.name,
    realm_description: r.description,
    realm_url: url,
    realm_uri: url,
    realm_empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
    max_message_length: MAX_MESSAGE_LENGTH,
    max_topic_length: MAX_TOPIC_NAME_LENGTH,
    max_stream_name_length: 60,
    max_stream_description_length: 1024,
    max_file_upload_size_mib: MAX_FILE_UPLOAD_SIZE_MIB,
    server_typing_started_expiry_period_milliseconds: TYPING.startedExpiryMs,
    server_typing_stopped_wait_period_milliseconds: TYPING.stoppedWaitMs,
    server_typing_started_wait_period_milliseconds: TYPING.startedWaitMs,
    event_queue_longpoll_timeout_seconds: EVENT_QUEUE_LONGPOLL_TIMEOUT_SECONDS,
    zulip_version: ZULIP_VERSION,
    zulip_feature_level: ZULIP_FEATURE_LEVEL,
    zulip_merge_base: ZULIP_MERGE_BASE,
  };
};

const messageSection: Section = async (deps, actor) => {
  const rows = await deps.db.sql.query<{ max: number | null }>(
    'SELECT max(message_id) AS max FROM user_message WHERE user_id = $1',
    [actor.user.id],
  );
  return { max_message_id: rows[0]?.max ?? -1 };
};

/** State sections by the event type that keeps them current (Zulip's fetch_initial_state_data). */
export const SECTIONS: Record<string, Section> = {
  realm: realmSection,
  message: messageSection,
};

/** The initial state for POST /register: one block per wanted event type. */
export async function fetchInitialState(deps: Deps, actor: Actor, o: StateOptions): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [type, section] of Object.entries(SECTIONS)) {
    if (o.wanted && !o.wanted.has(type)) continue;
    Object.assign(out, await section(deps, actor, o));
  }
  return out;
}
