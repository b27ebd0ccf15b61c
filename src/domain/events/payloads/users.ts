/** Users and bots in Zulip's wire shape, as the `realm_user` and `realm_bot` events carry them. */

/** One custom profile field value of a user's `profile_data`. */
export interface ProfileDataEntry {
  value: string;
  rendered_value?: string;
}

/** Zulip's user dict (format_user_row): GET /users, register's realm_users, `realm_user`/`add`. */
export interface UserDict {
  email: string;
  user_id: number;
  avatar_version: number;
  is_admin: boolean;
  is_owner: boolean;
  is_guest: boolean;
  role: number;
  is_bot: boolean;
  full_name: string;
  /** Left out for spectators. */
  timezone?: string;
  /** Left out in register, whose two lists say it. */
  is_active?: boolean;
  date_joined: string;
  delivery_email: string | null;
  avatar_url: string | null;
  bot_type?: number | null;
  bot_owner_id?: number | null;
  profile_data?: Record<string, ProfileDataEntry>;
}

/** One entry of a bot's `services` (Zulip's get_service_dicts_for_bot). */
export type BotServiceDict =
  | { base_url: string; interface: number; token: string }
  | { config_data: Record<string, string>; service_name: string };

/** Zulip's bot dict (created_bot_event, get_owned_bot_dicts): `realm_bot`/`add` and register's realm_bots. */
export interface BotDict {
  email: string;
  user_id: number;
  full_name: string;
  bot_type: number | null;
  is_active: boolean;
  api_key: string;
  default_sending_stream: string | null;
  default_events_register_stream: string | null;
  default_all_public_streams: boolean;
  avatar_url: string;
  services: BotServiceDict[];
  /** The event leaves it out for a bot without owner; register lists it, null too. */
  owner_id?: number | null;
}
