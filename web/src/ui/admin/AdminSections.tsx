import { useCallback, useEffect, useState } from 'preact/hooks';
import { OrganizationQuery } from '../../api/admin-operations.ts';
import type { OrganizationQuery as OrganizationData } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { ErrorLine } from '../settings/useAction.tsx';
import { BotsSection } from './BotsSection.tsx';
import { isAdmin } from './groups.ts';
import { InvitationsSection } from './InvitationsSection.tsx';
import { OrganizationSection } from './OrganizationSection.tsx';
import { UsersSection } from './UsersSection.tsx';
import { useAdminEvents } from './useAdminEvents.ts';

/**
 * The organization's part of the settings: its settings, people, invitations and bots, each
 * shown with the controls the server gives the viewer (read again when any of it changes,
 * so a new role brings or takes away controls live). `onChanged` lets the rest of the page follow.
 */
export function AdminSections({ onChanged }: { onChanged: () => void }) {
  const { client } = useApp();
  const [data, setData] = useState<OrganizationData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => {
    void client
      .query(OrganizationQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (r.data) setData(r.data);
        setFailure(r.data ? null : (r.error?.message ?? 'The server did not answer'));
      });
  }, [client]);
  useEffect(reload, [reload, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useAdminEvents(() => {
    refresh();
    onChanged();
  });

  if (!data) return <ErrorLine error={failure} />;
  const admin = isAdmin(data.me.role);
  const can = data.realm.viewerCan;
  return (
    <>
      <OrganizationSection realm={data.realm} groups={data.userGroups} admin={admin} />
      <UsersSection admin={admin} version={version} refresh={refresh} />
      {(can?.inviteUsers || can?.createMultiuseInvite) && (
        <InvitationsSection
          canInvite={can.inviteUsers}
          canCreateLink={can.createMultiuseInvite}
          version={version}
          refresh={refresh}
        />
      )}
      <BotsSection canCreate={!!(can?.createBots || can?.createWriteOnlyBots)} version={version} refresh={refresh} />
    </>
  );
}
