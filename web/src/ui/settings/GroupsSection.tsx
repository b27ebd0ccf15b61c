import { useState } from 'preact/hooks';
import { CreateUserGroupMutation } from '../../api/settings-operations.ts';
import { useApp } from '../context.ts';
import { GroupItem } from './GroupItem.tsx';
import { people, selectedValues } from './people.ts';
import type { Settings } from './SettingsPage.tsx';
import { ErrorLine, useAction } from './useAction.tsx';

/** Everyone sees the named groups; what one may change of them is the server's to say. */
export function GroupsSection({ groups, refresh }: { groups: Settings['userGroups']; refresh: () => void }) {
  const { client, state } = useApp();
  const { error, run } = useAction(refresh);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [memberIds, setMemberIds] = useState<number[]>([]);

  const create = async (e: Event) => {
    e.preventDefault();
    if (await run(client.mutation(CreateUserGroupMutation, { input: { name, description, memberIds } }).toPromise())) {
      setName('');
      setDescription('');
      setMemberIds([]);
    }
  };

  return (
    <section class="settings-part" aria-labelledby="groups-title">
      <h2 id="groups-title">User groups</h2>
      {groups === null ? (
        <p class="empty">Guests cannot see the organization's groups.</p>
      ) : (
        <ul class="settings-list">
          {groups
            .filter((g) => !g.isSystemGroup)
            .map((g) => (
              <GroupItem key={g.groupId} group={g} refresh={refresh} />
            ))}
        </ul>
      )}
      <form class="settings-form" onSubmit={create} aria-label="Create a group">
        <h3>New group</h3>
        <label>
          Name
          <input value={name} required maxLength={100} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Description
          <input value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        <label>
          Members
          <select multiple size={5} onChange={(e) => setMemberIds(selectedValues(e.currentTarget).map(Number))}>
            {people(state).map((u) => (
              <option key={u.userId} value={u.userId} selected={memberIds.includes(u.userId)}>
                {u.fullName}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Create group</button>
        <ErrorLine error={error} />
      </form>
    </section>
  );
}
