import { useState } from 'preact/hooks';
import { UpdateRealmMutation } from '../../api/admin-operations.ts';
import type { OrganizationQuery, UpdateRealmInput } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { GroupSettingSelect } from './GroupSettingSelect.tsx';
import { settingGroupId } from './groups.ts';
import { SaveStatus } from '../SaveStatus.tsx';

type Realm = OrganizationQuery['realm'];
type Groups = OrganizationQuery['userGroups'];

/** The realm's group settings shown here, with Zulip's questions. */
const POLICIES = [
  ['canCreatePublicChannelGroup', 'Who can create public channels'],
  ['canCreatePrivateChannelGroup', 'Who can create private channels'],
  ['canInviteUsersGroup', 'Who can invite users to this organization'],
  ['createMultiuseInviteGroup', 'Who can create reusable invitation links'],
  ['canCreateBotsGroup', 'Who can create bots'],
  ['canAddCustomEmojiGroup', 'Who can add custom emoji'],
] as const;
type Policy = (typeof POLICIES)[number][0];

const LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['pt', 'Português'],
  ['ru', 'Русский'],
  ['zh-hans', '简体中文'],
];

/** Zulip's choices for how long a message stays editable ('' is no limit). */
const EDIT_LIMITS: [string, string][] = [
  ['', 'Any time'],
  ['120', '2 minutes'],
  ['600', '10 minutes'],
  ['3600', '1 hour'],
  ['86400', '1 day'],
  ['604800', '1 week'],
];

interface Values {
  name: string;
  description: string;
  defaultLanguage: string;
  allowMessageEditing: boolean;
  editLimit: string;
  groups: Partial<Record<Policy, number>>;
}

const valuesOf = (r: Realm): Values => ({
  name: r.name,
  description: r.description,
  defaultLanguage: r.settings.defaultLanguage,
  allowMessageEditing: r.settings.allowMessageEditing,
  editLimit: r.settings.messageContentEditLimitSeconds == null ? '' : String(r.settings.messageContentEditLimitSeconds),
  groups: Object.fromEntries(POLICIES.map(([k]) => [k, settingGroupId(r[k]) ?? undefined])),
});

/** Only what was changed goes to the server, so a refusal names the one setting it refused. */
function changesOf(was: Values, now: Values): UpdateRealmInput {
  const input: UpdateRealmInput = {};
  if (now.name !== was.name) input.name = now.name;
  if (now.description !== was.description) input.description = now.description;
  if (now.defaultLanguage !== was.defaultLanguage) input.defaultLanguage = now.defaultLanguage;
  if (now.allowMessageEditing !== was.allowMessageEditing) input.allowMessageEditing = now.allowMessageEditing;
  if (now.editLimit !== was.editLimit)
    input.messageContentEditLimitSeconds = now.editLimit ? { seconds: Number(now.editLimit) } : { unlimited: true };
  for (const [k] of POLICIES) {
    const id = now.groups[k];
    if (id !== undefined && id !== was.groups[k]) input[k] = { new: { groupId: id } };
  }
  return input;
}

/**
 * The organization's name, description and main policies: administrators change them (the server
 * says what it refuses, by setting), everyone else reads them; both see changes made elsewhere live.
 */
export function OrganizationSection({ realm, groups, admin }: { realm: Realm; groups: Groups; admin: boolean }) {
  const { client } = useApp();
  const current = valuesOf(realm);
  // Only what the administrator touched is kept here: the rest shows the organization as it is now.
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [status, setStatus] = useState<{ error: string | null; argument?: string | null } | null>(null);
  const shown: Values = { ...current, ...edits, groups: { ...current.groups, ...edits.groups } };
  const edit = (patch: Partial<Values>) => {
    setStatus(null);
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const input = changesOf(current, shown);
    if (Object.keys(input).length === 0) return setStatus({ error: null });
    const r = await client.mutation(UpdateRealmMutation, { input }).toPromise();
    const answer = r.data?.updateRealm;
    if (r.error || !answer || answer.__typename.endsWith('Error')) {
      const argument = answer && 'argument' in answer ? answer.argument : null;
      const message = r.error?.message ?? (answer && 'message' in answer ? answer.message : null);
      return setStatus({ error: message ?? 'No answer from the server', argument });
    }
    setEdits({});
    setStatus({ error: null });
  };
  const invalid = (field: string) => (status?.argument === field ? true : undefined);

  return (
    <form class="settings-part settings-form" aria-labelledby="organization-title" onSubmit={save}>
      <h2 id="organization-title">Organization</h2>
      <fieldset disabled={!admin}>
        <label>
          Organization name
          <input
            value={shown.name}
            required
            maxLength={40}
            aria-invalid={invalid('name')}
            onInput={(e) => edit({ name: e.currentTarget.value })}
          />
        </label>
        <label>
          Organization description
          <textarea
            value={shown.description}
            rows={3}
            aria-invalid={invalid('description')}
            onInput={(e) => edit({ description: e.currentTarget.value })}
          />
        </label>
        <label>
          Language for automated messages and invitation emails
          <select
            value={shown.defaultLanguage}
            aria-invalid={invalid('defaultLanguage')}
            onChange={(e) => edit({ defaultLanguage: e.currentTarget.value })}
          >
            {(LANGUAGES.some(([c]) => c === shown.defaultLanguage)
              ? LANGUAGES
              : [...LANGUAGES, [shown.defaultLanguage, shown.defaultLanguage]]
            ).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={shown.allowMessageEditing}
            onChange={(e) => edit({ allowMessageEditing: e.currentTarget.checked })}
          />
          Allow message editing
        </label>
        <label>
          Time limit for editing messages
          <select
            value={shown.editLimit}
            aria-invalid={invalid('messageContentEditLimitSeconds')}
            onChange={(e) => edit({ editLimit: e.currentTarget.value })}
          >
            {(EDIT_LIMITS.some(([s]) => s === shown.editLimit)
              ? EDIT_LIMITS
              : [...EDIT_LIMITS, [shown.editLimit, `${Math.round(Number(shown.editLimit) / 60)} minutes`]]
            ).map(([seconds, label]) => (
              <option key={seconds} value={seconds}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {POLICIES.map(([key, question]) => (
          <GroupSettingSelect
            key={key}
            label={question}
            value={realm[key]}
            chosen={shown.groups[key]}
            groups={groups}
            invalid={invalid(key)}
            onChoose={(id) => edit({ groups: { ...edits.groups, [key]: id } })}
          />
        ))}
      </fieldset>
      {admin && <button type="submit">Save organization settings</button>}
      <SaveStatus status={status} />
    </form>
  );
}
