import { useCallback, useEffect, useState } from 'preact/hooks';
import { SettingsQuery } from '../../api/settings-operations.ts';
import type { SettingsQuery as SettingsData } from '../../gql/graphql.ts';
import { AdminSections } from '../admin/AdminSections.tsx';
import { useApp } from '../context.ts';
import { EmojiSection } from './EmojiSection.tsx';
import { GroupsSection } from './GroupsSection.tsx';
import { ProfileFieldsSection } from './ProfileFieldsSection.tsx';
import { YourProfile } from './YourProfile.tsx';

export type Settings = SettingsData;

/** User groups, profile fields (and one's own values of them), custom emoji, and the organization's administration. */
export function SettingsPage({ onClose }: { onClose: () => void }) {
  const { client } = useApp();
  const [data, setData] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useCallback(() => {
    void client
      .query(SettingsQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (r.data) setData(r.data);
        setFailure(r.data ? null : (r.error?.message ?? 'The server did not answer'));
      });
  }, [client]);
  useEffect(refresh, [refresh]);
  const admin = data?.me.role === 'OWNER' || data?.me.role === 'ADMINISTRATOR';

  return (
    <section class="settings" aria-labelledby="settings-title">
      <div class="settings-top">
        <button type="button" onClick={onClose}>
          ← Back to chat
        </button>
        <h1 id="settings-title">Settings</h1>
      </div>
      {failure && (
        <p class="error" role="alert">
          {failure}
        </p>
      )}
      {data && (
        <>
          <YourProfile data={data} refresh={refresh} />
          <GroupsSection groups={data.userGroups} refresh={refresh} />
          {admin && <ProfileFieldsSection fields={data.customProfileFields} refresh={refresh} />}
          <EmojiSection data={data} admin={admin} refresh={refresh} />
          <AdminSections onChanged={refresh} />
        </>
      )}
    </section>
  );
}
