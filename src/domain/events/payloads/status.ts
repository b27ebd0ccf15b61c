import type { ReactionType } from '../../messages/reactions/emoji-data.ts';

/** A user's status changed: only the fields the request passed (emoji fields together). */
export interface UserStatusEvent {
  type: 'user_status';
  user_id: number;
  away?: boolean;
  status_text?: string;
  emoji_name?: string;
  emoji_code?: string;
  reaction_type?: ReactionType;
}

/** One of the user's own settings changed (sent to the user only). */
export interface UserSettingsUpdateEvent {
  type: 'user_settings';
  op: 'update';
  property: string;
  value: boolean | number | string;
}
