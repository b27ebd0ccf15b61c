import type { UserGroup } from '../groups/load-groups.ts';
import type { CustomProfileField } from '../profile-fields/types.ts';
import type { Bot } from '../users/bots-format.ts';
import type { User } from '../users/user-model.ts';
import type { CUSTOM_PROFILE_FIELD_TYPES } from './server-constants.ts';

/**
 * register's sections about people, as typed values: REST's presenter
 * writes them in Zulip's shape, in place (their keys keep their order).
 */
export type PeopleState = {
  realm_users?: User[];
  realm_non_active_users?: User[];
  /** The rest of Zulip's realm_user block: the user's own facts (presented in place of this key). */
  ownUser?: OwnUserState;
  realm_bots?: Bot[];
  realm_user_groups?: UserGroup[];
  custom_profile_fields?: CustomProfileField[];
  /** The field types a client may create, by Zulip's API names. */
  custom_profile_field_types?: Partial<typeof CUSTOM_PROFILE_FIELD_TYPES>;
};

/** What register tells the user about themselves and what they may do. */
export interface OwnUserState {
  userId: number;
  email: string;
  deliveryEmail: string;
  fullName: string;
  role: number;
  avatarUrl: string;
  /** The same gravatar at Zulip's MEDIUM_AVATAR_SIZE. */
  avatarUrlMedium: string;
  canCreatePublicChannels: boolean;
  canCreatePrivateChannels: boolean;
  canCreateWebPublicChannels: boolean;
  canSubscribeOtherUsers: boolean;
  canInviteOthersToRealm: boolean;
}
