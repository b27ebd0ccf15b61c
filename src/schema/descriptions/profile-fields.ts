import type { FieldType } from '../../domain/profile-fields/types.ts';

/** What each kind of custom profile field holds. */
export const PROFILE_FIELD_TYPE_DESCRIPTIONS: Record<keyof typeof FieldType, string> = {
  SHORT_TEXT: 'One line of text.',
  LONG_TEXT: 'Several lines of text (rendered as Markdown).',
  SELECT: 'One of the choices the field lists (the value is its key).',
  DATE: 'A date, as YYYY-MM-DD.',
  URL: 'A link.',
  USER: 'Users of the organization (the value is a list of user ids).',
  EXTERNAL_ACCOUNT: 'A user name on another service (such as GitHub), shown as a link.',
  PRONOUNS: 'Pronouns, with suggestions offered when filling it in.',
};

/** The custom profile field's settings, on CustomProfileField and in the inputs that set them. */
export const PROFILE_FIELD_DESCRIPTIONS = {
  name: 'The name shown with the value (at most 40 characters).',
  hint: 'Help text shown when filling the field in (at most 80 characters); empty: none.',
  type: 'What kind of value the field holds.',
  order: 'The position of the field in the list of the organization’s fields.',
  required: 'Whether users are asked to fill the field in.',
  editableByUser: 'Whether users may change their own value (administrators always may).',
  displayInProfileSummary: 'Whether the value is shown in the short profile card (a few fields at most).',
  externalAccount: 'For EXTERNAL_ACCOUNT fields: the service and the link to a profile; null for other kinds.',
  choiceKey: 'The stable key users store as their value.',
  choiceText: 'The text shown for the option.',
  choiceOrder: 'The position of the option among the others (a number, as a string).',
  subtype: 'Which service, by Zulip’s name for it (such as "github"; "custom" takes a URL pattern).',
} as const;
