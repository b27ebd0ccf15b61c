import { useState } from 'preact/hooks';
import { useApp } from './context.ts';
import { Modal } from './MoveDialog.tsx';

/**
 * Starts a direct message: one picks one person, or several for a group, narrowing the list by
 * typing part of a name or an address; the conversation opens with its compose box.
 */
export function NewDmDialog({ onClose }: { onClose: () => void }) {
  const { state, go } = useApp();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const needle = filter.trim().toLowerCase();
  const people = [...state.users.values()]
    .filter((u) => u.isActive && u.userId !== state.meId)
    .filter((u) => !needle || u.fullName.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  return (
    <Modal title="New direct message" onClose={onClose}>
      <form
        class="move-form new-dm"
        onSubmit={(e) => {
          e.preventDefault();
          if (!chosen.length) return;
          onClose();
          go({ kind: 'dm', userIds: [...chosen].sort((a, b) => a - b) });
        }}
      >
        <label>
          Find people
          <input value={filter} placeholder="Name or email" onInput={(e) => setFilter(e.currentTarget.value)} />
        </label>
        <ul class="people-picker" aria-label="People">
          {people.map((u) => (
            <li key={u.userId}>
              <label class="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(u.userId)}
                  onChange={(e) => toggle(u.userId, e.currentTarget.checked)}
                />
                {u.fullName}
              </label>
            </li>
          ))}
        </ul>
        <p class="chosen" aria-live="polite">
          {chosen.map((id) => state.users.get(id)?.fullName ?? `user ${id}`).join(', ')}
        </p>
        <div class="buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={!chosen.length}>
            Open conversation
          </button>
        </div>
      </form>
    </Modal>
  );
}
