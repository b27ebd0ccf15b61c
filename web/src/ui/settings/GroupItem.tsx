import { useState } from 'preact/hooks';
import {
  DeactivateUserGroupMutation,
  UpdateUserGroupMembersMutation,
  UpdateUserGroupMutation,
} from '../../api/settings-operations.ts';
import { useApp } from '../context.ts';
import { EditableRow } from './EditableRow.tsx';
import { nameOf, people } from './people.ts';
import type { Settings } from './SettingsPage.tsx';
import { ErrorLine, useAction } from './useAction.tsx';

type Group = NonNullable<Settings['userGroups']>[number];

/** One group: its members, and the changes the API offers (the server refuses those the viewer may not make). */
export function GroupItem({ group, refresh }: { group: Group; refresh: () => void }) {
  const { client, state } = useApp();
  const { error, run } = useAction(refresh);
  const [adding, setAdding] = useState('');
  const groupId = group.groupId;
  const members = (input: { addUserIds?: number[]; removeUserIds?: number[] }) =>
    run(client.mutation(UpdateUserGroupMembersMutation, { input: { groupId, ...input } }).toPromise());

  return (
    <li class="settings-item" data-group={group.name}>
      <EditableRow
        labels={['Group name', 'Group description']}
        values={[group.name, group.description]}
        maxLengths={[100, undefined]}
        onSave={(name, description) => {
          const input = {
            groupId,
            ...(name !== group.name && { name }),
            ...(description !== group.description && { description }),
          };
          return run(client.mutation(UpdateUserGroupMutation, { input }).toPromise());
        }}
        details={<span class="muted">{group.description}</span>}
        actions={
          <button
            type="button"
            onClick={() => void run(client.mutation(DeactivateUserGroupMutation, { input: { groupId } }).toPromise())}
          >
            Deactivate
          </button>
        }
      />
      <ul class="chips" aria-label={`Members of ${group.name}`}>
        {group.memberIds.map((id) => (
          <li key={id}>
            {nameOf(state, id)}
            <button
              type="button"
              class="icon"
              aria-label={`Remove ${nameOf(state, id)} from ${group.name}`}
              onClick={() => void members({ removeUserIds: [id] })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        class="settings-inline"
        onSubmit={(e) => {
          e.preventDefault();
          if (adding) void members({ addUserIds: [Number(adding)] }).then((ok) => ok && setAdding(''));
        }}
      >
        <select
          aria-label={`Add a member to ${group.name}`}
          value={adding}
          onChange={(e) => setAdding(e.currentTarget.value)}
        >
          <option value="">Add a member…</option>
          {people(state)
            .filter((u) => !group.memberIds.includes(u.userId))
            .map((u) => (
              <option key={u.userId} value={u.userId}>
                {u.fullName}
              </option>
            ))}
        </select>
        <button type="submit" disabled={!adding}>
          Add
        </button>
      </form>
      <ErrorLine error={error} />
    </li>
  );
}
