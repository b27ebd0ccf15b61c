import { useState } from 'preact/hooks';
import { UpdateProfileDataMutation } from '../../api/settings-operations.ts';
import type { ProfileDataInput } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { ProfileInput } from './ProfileInput.tsx';
import type { Settings } from './SettingsPage.tsx';
import { ErrorLine, useAction } from './useAction.tsx';

/** The viewer's values of the organization's profile fields. */
export function YourProfile({ data, refresh }: { data: Settings; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const stored = new Map((data.me.profileData ?? []).map((v) => [v.fieldId, v.value]));
  const [values, setValues] = useState<Map<number, string>>(() => new Map(stored));
  const [saved, setSaved] = useState(false);
  const admin = data.me.role === 'OWNER' || data.me.role === 'ADMINISTRATOR';
  const fields = data.customProfileFields;

  const save = async (e: Event) => {
    e.preventDefault();
    const changed = fields.filter((f) => (values.get(f.fieldId) ?? '') !== (stored.get(f.fieldId) ?? ''));
    const set: ProfileDataInput[] = [];
    const clear: number[] = [];
    for (const f of changed) {
      const value = values.get(f.fieldId) ?? '';
      if (!value || value === '[]') clear.push(f.fieldId);
      else if (f.type === 'USER') set.push({ fieldId: f.fieldId, userIds: JSON.parse(value) as number[] });
      else set.push({ fieldId: f.fieldId, value });
    }
    setSaved(await run(client.mutation(UpdateProfileDataMutation, { input: { set, clear } }).toPromise()));
  };

  return (
    <section class="settings-part" aria-labelledby="profile-title">
      <h2 id="profile-title">Your profile</h2>
      {fields.length === 0 ? (
        <p class="empty">The organization has no profile fields.</p>
      ) : (
        <form class="settings-form" onSubmit={save}>
          {fields.map((f) => (
            <ProfileInput
              key={f.fieldId}
              field={f}
              value={values.get(f.fieldId) ?? ''}
              disabled={!f.editableByUser && !admin}
              onChange={(v) => {
                setSaved(false);
                setValues((m) => new Map(m).set(f.fieldId, v));
              }}
            />
          ))}
          <button type="submit">Save profile</button>
          {saved && <span role="status">Saved</span>}
          <ErrorLine error={error} />
        </form>
      )}
    </section>
  );
}
