/** Users in Zulip's wire shape (GET /users, register), as the domain's userPayload writes them. */

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
