import { useEffect, useState } from 'preact/hooks';
import { ChannelPermissionsQuery } from '../../api/admin-operations.ts';
import { UpdateChannelMutation } from '../../api/channel-operations.ts';
import type { ChannelPermissionsQuery as PermissionsData, UpdateChannelInput } from '../../gql/graphql.ts';
import { GroupSettingSelect } from '../admin/GroupSettingSelect.tsx';
import { settingLabel } from '../admin/groups.ts';
import { errorOf, useApp } from '../context.ts';
import { nameOf } from '../settings/people.ts';
import { SaveStatus } from '../SaveStatus.tsx';

/** The channel's group settings, with Zulip's questions. */
const PERMISSIONS = [
  ['canSendMessageGroup', 'Who can post to this channel'],
  ['canAdministerChannelGroup', 'Who can administer this channel'],
  ['canSubscribeGroup', 'Who can subscribe to this channel'],
  ['canAddSubscribersGroup', 'Who can subscribe others to this channel'],
  ['canRemoveSubscribersGroup', 'Who can unsubscribe others from this channel'],
  ['canMoveMessagesWithinChannelGroup', 'Who can move messages inside this channel'],
  ['canMoveMessagesOutOfChannelGroup', 'Who can move messages out of this channel'],
  ['canResolveTopicsGroup', 'Who can resolve topics'],
  ['canDeleteAnyMessageGroup', 'Who can delete any message'],
  ['canDeleteOwnMessageGroup', 'Who can delete their own messages'],
] as const;
type Permission = (typeof PERMISSIONS)[number][0];

/**
 * Who may do what in a channel: changed by those the server lets administer it, shown to the
 * others as it is. Read again whenever channels change (an event), so it stays current.
 */
export function ChannelPermissions({ channelId }: { channelId: number }) {
  const { client, state } = useApp();
  const [data, setData] = useState<PermissionsData | null>(null);
  const [chosen, setChosen] = useState<Partial<Record<Permission, number>>>({});
  const [status, setStatus] = useState<{ error: string | null } | null>(null);
  useEffect(() => {
    void client
      .query(ChannelPermissionsQuery, { channelId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => setData(r.data ?? null));
  }, [client, channelId, state.channels]);
  const c = data?.channel;
  if (!c) return null;
  const groups = data.userGroups ?? [];

  const save = async (e: Event) => {
    e.preventDefault();
    const input: UpdateChannelInput = { channelId };
    for (const [key] of PERMISSIONS) {
      const id = chosen[key];
      if (id !== undefined) input[key] = { new: { groupId: id } };
    }
    const r = await client.mutation(UpdateChannelMutation, { input }).toPromise();
    const error = errorOf(r.data?.updateChannel, r.error);
    setStatus({ error });
    if (!error) setChosen({});
  };

  if (!c.viewerCanAdminister)
    return (
      <section class="settings-part" aria-label="Channel permissions">
        <h3>Permissions</h3>
        <dl class="permissions">
          {PERMISSIONS.map(([key, question]) => (
            <div key={key}>
              <dt>{question}</dt>
              <dd>{settingLabel(c[key], groups, (id) => nameOf(state, id))}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  return (
    <form class="settings-part" aria-label="Channel permissions" onSubmit={save}>
      <h3>Permissions</h3>
      {PERMISSIONS.map(([key, question]) => (
        <GroupSettingSelect
          key={key}
          label={question}
          value={c[key]}
          chosen={chosen[key]}
          groups={groups}
          onChoose={(id) => {
            setStatus(null);
            setChosen((was) => ({ ...was, [key]: id }));
          }}
        />
      ))}
      <button type="submit">Save permissions</button>
      <SaveStatus status={status} />
    </form>
  );
}
