import { useEffect, useState } from 'preact/hooks';
import {
  CreateInvitationLinkMutation,
  InvitationsQuery,
  InviteUsersMutation,
  ResendInvitationMutation,
  RevokeInvitationLinkMutation,
  RevokeInvitationMutation,
} from '../../api/invitation-operations.ts';
import type { InvitationsQuery as InvitationsData, UserRole } from '../../gql/graphql.ts';
import { errorOf, useApp } from '../context.ts';
import { selectedValues } from '../settings/people.ts';
import { ErrorLine, useAction } from '../settings/useAction.tsx';
import { ROLES, roleLabel } from './groups.ts';

type Invitation = InvitationsData['invitations'][number];

/** Zulip's choices for how long an invitation lasts ('' is never expires). */
const EXPIRIES: [string, string][] = [
  ['1440', '1 day'],
  ['14400', '10 days'],
  ['43200', '30 days'],
  ['', 'Never expires'],
];

const when = (iso: string) => new Date(iso).toLocaleString();

interface Props {
  canInvite: boolean;
  canCreateLink: boolean;
  version: number;
  refresh: () => void;
}

/** Invite by email or by a reusable link, to channels and as a role; the pending ones, resent or revoked. */
export function InvitationsSection({ canInvite, canCreateLink, version, refresh }: Props) {
  const { client, state } = useApp();
  const { error, run } = useAction(refresh);
  const [emails, setEmails] = useState('');
  const [channelIds, setChannelIds] = useState<number[]>([]);
  const [role, setRole] = useState<UserRole>('MEMBER');
  const [expiry, setExpiry] = useState('14400');
  const [sent, setSent] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  useEffect(() => {
    void client
      .query(InvitationsQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => r.data && setInvitations(r.data.invitations));
  }, [client, version]);

  const settings = () => ({
    channelIds,
    invitedAs: role,
    ...(expiry ? { inviteExpiresInMinutes: Number(expiry) } : { neverExpires: true }),
  });
  const invite = async (e: Event) => {
    e.preventDefault();
    setSent(null);
    const input = { inviteeEmails: emails, settings: settings() };
    if (await run(client.mutation(InviteUsersMutation, { input }).toPromise())) {
      setSent(`Invitation sent to ${emails.trim()}`);
      setEmails('');
    }
  };
  const createLink = async () => {
    setLink(null);
    const r = await client.mutation(CreateInvitationLinkMutation, { input: settings() }).toPromise();
    const answer = r.data?.createInvitationLink;
    if ((await run(Promise.resolve(r))) && answer?.__typename === 'CreateInvitationLinkPayload')
      setLink(answer.inviteLink);
  };

  return (
    <section class="settings-part" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <form class="settings-form" aria-label="Invite users" onSubmit={invite}>
        <label>
          Emails (one or more, separated by commas or lines)
          <textarea value={emails} rows={2} onInput={(e) => setEmails(e.currentTarget.value)} />
        </label>
        <label>
          Channels they join
          <select multiple size={4} onChange={(e) => setChannelIds(selectedValues(e.currentTarget).map(Number))}>
            {state.subscriptions.map((s) => (
              <option
                key={s.channel.channelId}
                value={s.channel.channelId}
                selected={channelIds.includes(s.channel.channelId)}
              >
                {s.channel.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Invite as
          <select value={role} onChange={(e) => setRole(e.currentTarget.value as UserRole)}>
            {ROLES.map(([r, label]) => (
              <option key={r} value={r}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Invitation expires after
          <select value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)}>
            {EXPIRIES.map(([minutes, label]) => (
              <option key={minutes} value={minutes}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {canInvite && <button type="submit">Send invitation</button>}
        {canCreateLink && (
          <button type="button" onClick={() => void createLink()}>
            Create invitation link
          </button>
        )}
        <ErrorLine error={error} />
        {sent && <p role="status">{sent}</p>}
        {link && (
          <label>
            Invitation link
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </form>
      <h3>Pending invitations</h3>
      {invitations.length === 0 && <p class="empty">No pending invitations.</p>}
      <ul class="settings-list" aria-label="Pending invitations">
        {invitations.map((i) => (
          <InvitationRow key={i.invitationId} invitation={i} refresh={refresh} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation: i, refresh }: { invitation: Invitation; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [resent, setResent] = useState(false);
  const who = i.email ?? 'Reusable link';
  const input = { invitationId: i.invitationId };
  const revoke = () =>
    run(
      i.isMultiuse
        ? client.mutation(RevokeInvitationLinkMutation, { input }).toPromise()
        : client.mutation(RevokeInvitationMutation, { input }).toPromise(),
    );
  const resend = async () => {
    const r = await client.mutation(ResendInvitationMutation, { input }).toPromise();
    setResent(!errorOf(r.data?.resendInvitation, r.error));
    await run(Promise.resolve(r));
  };
  return (
    <li class="settings-item" data-invitation={who}>
      <div class="settings-row">
        <strong>{who}</strong>
        <span class="detail">
          as {roleLabel(i.invitedAs)}
          {i.invitedBy && `, by ${i.invitedBy.fullName}`},{' '}
          {i.expiresAt ? `expires ${when(i.expiresAt)}` : 'never expires'}
        </span>
        <span class="spacer" />
        {!i.isMultiuse && (
          <button type="button" aria-label={`Resend invitation to ${who}`} onClick={() => void resend()}>
            Resend
          </button>
        )}
        <button
          type="button"
          aria-label={i.isMultiuse ? 'Revoke link' : `Revoke invitation to ${who}`}
          onClick={() => void revoke()}
        >
          Revoke
        </button>
      </div>
      {resent && <p role="status">Sent again</p>}
      {i.linkUrl && (
        <input readOnly aria-label={`Link of ${who}`} value={i.linkUrl} onFocus={(e) => e.currentTarget.select()} />
      )}
      <ErrorLine error={error} />
    </li>
  );
}
