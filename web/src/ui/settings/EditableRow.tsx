import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

interface Props {
  /** The labels of the two texts edited: a name and its description (or hint). */
  labels: [string, string];
  values: [string, string];
  maxLengths: [number | undefined, number | undefined];
  /** Resolves true when the server took the change (the form then closes). */
  onSave: (name: string, detail: string) => Promise<boolean>;
  /** Shown after the name while not editing. */
  details: ComponentChildren;
  /** Buttons beside Edit. */
  actions: ComponentChildren;
}

/** A group's or a field's row: its name and details, or a small form renaming it. */
export function EditableRow({ labels, values, maxLengths, onSave, details, actions }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(values[0]);
  const [detail, setDetail] = useState(values[1]);
  const save = async (e: Event) => {
    e.preventDefault();
    if (await onSave(name, detail)) setEditing(false);
  };
  if (editing)
    return (
      <form class="settings-inline" onSubmit={save}>
        <input
          aria-label={labels[0]}
          value={name}
          required
          maxLength={maxLengths[0]}
          onInput={(e) => setName(e.currentTarget.value)}
        />
        <input
          aria-label={labels[1]}
          value={detail}
          maxLength={maxLengths[1]}
          onInput={(e) => setDetail(e.currentTarget.value)}
        />
        <button type="submit">Save</button>
        <button type="button" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </form>
    );
  return (
    <div class="settings-row">
      <strong>{values[0]}</strong>
      {details}
      <span class="spacer" />
      {actions}
      <button
        type="button"
        onClick={() => {
          setName(values[0]);
          setDetail(values[1]);
          setEditing(true);
        }}
      >
        Edit
      </button>
    </div>
  );
}
