import { useEffect, useState } from 'preact/hooks';
import {
  DeactivateUserMutation,
  ReactivateUserMutation,
  UpdateUserMutation,
  UsersPageQuery,
} from '../../api/admin-operations.ts';
import type { AdminUserFieldsFragment, UsersPageQuery as UsersPage, UserRole } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { ErrorLine, useAction } from '../settings/useAction.tsx';
import { ROLES, roleLabel } from './groups.ts';

type Person = AdminUserFieldsFragment;
type Shown = 'active' | 'deactivated' | 'bots';

/** Reads every user the viewer may see, page after page (the organization's whole list, for this screen). */
function useUsers(version: number) {
  const { client } = useApp();
  const [users, setUsers] = useState<Person[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    void (async () => {
      const all: Person[] = [];
      let after: string | undefined;
      for (;;) {
        const r = await client.query(UsersPageQuery, { after }, { requestPolicy: 'network-only' }).toPromise();
        const page: UsersPage['usersConnection'] | undefined = r.data?.usersConnection;
        if (!page) return stale || setFailure(r.error?.message ?? 'The server did not answer');
        all.push(...page.edges.map((e) => e.node));
        if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
        after = page.pageInfo.endCursor;
      }
      if (!stale) {
        setUsers(all);
        setFailure(null);
      }
    })();
    return () => {
      stale = true;
    };
  }, [client, version]);
  return { users, failure };
}

/**
 * The organization's people: everyone sees who they are and their roles; administrators change
 * a role, deactivate and reactivate (the server refuses what they may not, in its words).
 */
export function UsersSection({ admin, version, refresh }: { admin: boolean; version: number; refresh: () => void }) {
  const { users, failure } = useUsers(version);
  const [shown, setShown] = useState<Shown>('active');
  const list = (users ?? [])
    .filter((u) => (shown === 'bots' ? u.isBot : !u.isBot && u.isActive === (shown === 'active')))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  return (
    <section class="settings-part" aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <label>
        Show
        <select value={shown} onChange={(e) => setShown(e.currentTarget.value as Shown)}>
          <option value="active">Users</option>
          <option value="deactivated">Deactivated users</option>
          <option value="bots">Bots</option>
        </select>
      </label>
      <ErrorLine error={failure} />
      {users && list.length === 0 && <p class="empty">Nobody here.</p>}
      <ul class="settings-list" aria-label="Users">
        {list.map((u) => (
          <UserRow key={u.userId} user={u} admin={admin} refresh={refresh} />
        ))}
      </ul>
    </section>
  );
}

function UserRow({ user: u, admin, refresh }: { user: Person; admin: boolean; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [confirming, setConfirming] = useState(false);
  const input = { userId: u.userId };
  const setRole = (role: UserRole) =>
    run(client.mutation(UpdateUserMutation, { input: { ...input, role } }).toPromise());
  const deactivate = () => {
    setConfirming(false);
    return run(client.mutation(DeactivateUserMutation, { input }).toPromise());
  };
  const reactivate = () => run(client.mutation(ReactivateUserMutation, { input }).toPromise());
  return (
    <li class="settings-item" data-user={u.userId}>
      <div class="settings-row">
        <strong>{u.fullName}</strong>
        <span class="detail">{u.deliveryEmail ?? u.email}</span>
        {u.isBot && u.botOwner && <span class="detail">Owner: {u.botOwner.fullName}</span>}
        <span class="spacer" />
        {admin && u.isActive && !u.isBot ? (
          <select
            aria-label={`Role of ${u.fullName}`}
            value={u.role}
            onChange={(e) => void setRole(e.currentTarget.value as UserRole)}
          >
            {ROLES.map(([role, label]) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
        ) : (
          <span class="role">{roleLabel(u.role)}</span>
        )}
        {admin &&
          (u.isActive ? (
            confirming ? (
              <>
                <button
                  type="button"
                  aria-label={`Confirm deactivating ${u.fullName}`}
                  onClick={() => void deactivate()}
                >
                  Confirm deactivation
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </>
            ) : (
              <button type="button" aria-label={`Deactivate ${u.fullName}`} onClick={() => setConfirming(true)}>
                Deactivate
              </button>
            )
          ) : (
            <button type="button" aria-label={`Reactivate ${u.fullName}`} onClick={() => void reactivate()}>
              Reactivate
            </button>
          ))}
      </div>
      <ErrorLine error={error} />
    </li>
  );
}
