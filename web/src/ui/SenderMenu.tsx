import { useState } from 'preact/hooks';
import { MuteUserMutation, UnmuteUserMutation } from '../api/users-operations.ts';
import { Avatar } from './Avatar.tsx';
import { errorOf, useApp } from './context.ts';
import { UserCardDetails } from './UserCard.tsx';

/**
 * A message's sender, whose name (or avatar, when given) opens their card (Zulip's user card):
 * who they are, with "Send a direct message", "View messages" and muting (not for oneself).
 */
export function SenderMenu({ userId, name, avatarUrl }: { userId: number; name: string; avatarUrl?: string }) {
  const { client, state, notify, go } = useApp();
  const [open, setOpen] = useState(false);
  const self = userId === state.meId;
  const muted = state.mutedUsers.has(userId);
  const toggle = async () => {
    setOpen(false);
    const input = { userId };
    // The list changes when the server's event comes, on every device alike.
    const err = muted
      ? await client
          .mutation(UnmuteUserMutation, { input })
          .toPromise()
          .then((r) => errorOf(r.data?.unmuteUser, r.error))
      : await client
          .mutation(MuteUserMutation, { input })
          .toPromise()
          .then((r) => errorOf(r.data?.muteUser, r.error));
    if (err) notify(err);
  };
  const flip = (e: Event) => {
    e.stopPropagation();
    setOpen((o) => !o);
  };
  const action = (label: string, f: () => void) => (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        setOpen(false);
        f();
      }}
    >
      {label}
    </button>
  );
  return (
    <span class="sender-menu">
      {avatarUrl !== undefined && (
        // The name's button is the one keyboards and screen readers use; the avatar is a larger target for the mouse.
        <button type="button" class="avatar-button" tabIndex={-1} aria-hidden="true" onClick={flip}>
          <Avatar userId={userId} name={name} url={avatarUrl} />
        </button>
      )}
      <button type="button" class="sender" aria-haspopup="dialog" aria-expanded={open} onClick={flip}>
        {name}
      </button>
      {open && (
        <span
          class="popover"
          role="dialog"
          aria-label={`About ${name}`}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <UserCardDetails userId={userId} />
          {action('Send a direct message', () => go({ kind: 'dm', userIds: [userId] }))}
          {action('View messages', () =>
            go({ kind: 'search', terms: [{ operator: 'sender', operand: String(userId) }] }),
          )}
          {!self && action(muted ? `Unmute ${name}` : `Mute ${name}`, () => void toggle())}
        </span>
      )}
    </span>
  );
}
