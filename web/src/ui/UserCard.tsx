import { useEffect, useState } from 'preact/hooks';
import { UserCardQuery } from '../api/card-operations.ts';
import type { UserCardQuery as CardData, UserRole } from '../gql/graphql.ts';
import { Avatar } from './Avatar.tsx';
import { useApp } from './context.ts';

type Person = NonNullable<CardData['user']>;
type Field = NonNullable<Person['profileData']>[number];

const ROLE_NAMES: Record<UserRole, string> = {
  OWNER: 'Owner',
  ADMINISTRATOR: 'Administrator',
  MODERATOR: 'Moderator',
  MEMBER: 'Member',
  GUEST: 'Guest',
};

/** The time of day where the person is, as Zulip's card shows it; nothing for a zone the browser does not know. */
function localTime(timezone: string | null | undefined): string | null {
  if (!timezone) return null;
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(),
    );
  } catch {
    return null;
  }
}

/** A profile field's value in words: a choice's text, the people a USER field names, else the text itself. */
function fieldText(f: Field): string {
  if (f.field?.type === 'SELECT') return f.field.choices.find((c) => c.key === f.value)?.text ?? f.value;
  if (f.field?.type === 'USER') return (f.users ?? []).map((u) => u.fullName).join(', ');
  return f.value;
}

/** What the card shows of a person, read as they are now when it opens. */
export function UserCardDetails({ userId }: { userId: number }) {
  const { client } = useApp();
  const [person, setPerson] = useState<Person | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void client
      .query(UserCardQuery, { userId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        setPerson(r.data?.user ?? null);
        setFailure(r.data?.user ? null : (r.error?.message ?? 'Unknown user'));
      });
  }, [client, userId]);
  if (!person)
    return failure ? (
      <p class="error" role="alert">
        {failure}
      </p>
    ) : (
      <p class="loading">Loading…</p>
    );
  const time = localTime(person.timezone);
  const fields = (person.profileData ?? []).filter((f) => f.value !== '' && f.field);
  return (
    <div class="user-card">
      <Avatar userId={person.userId} name={person.fullName} url={person.avatarUrl} />
      <strong class="user-card-name">{person.fullName}</strong>
      {person.deliveryEmail && <span class="detail">{person.deliveryEmail}</span>}
      <span class="detail">
        {person.isBot ? `Bot${person.botOwner ? ` of ${person.botOwner.fullName}` : ''}` : ROLE_NAMES[person.role]}
        {!person.isActive && ' (deactivated)'}
      </span>
      {person.status?.statusText && <span class="detail">{person.status.statusText}</span>}
      {time && <span class="detail">Local time: {time}</span>}
      {fields.length > 0 && (
        <dl class="user-card-fields">
          {fields.map((f) => (
            <div key={f.fieldId}>
              <dt>{f.field?.name}</dt>
              <dd>{fieldText(f)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
