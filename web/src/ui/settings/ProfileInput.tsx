import { useApp } from '../context.ts';
import { people, selectedValues } from './people.ts';
import type { Settings } from './SettingsPage.tsx';

type Field = Settings['customProfileFields'][number];

interface Props {
  field: Field;
  /** As the API stores it: text, an option key, YYYY-MM-DD, a URL, or (USER) a JSON list of ids. */
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The control that suits a field's type, labelled with its name and hint. */
export function ProfileInput({ field, value, disabled, onChange }: Props) {
  const { state } = useApp();
  const common = { disabled, 'aria-describedby': field.hint ? `hint-${field.fieldId}` : undefined };
  const text = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value);
  let control;
  switch (field.type) {
    case 'LONG_TEXT':
      control = <textarea rows={3} value={value} onInput={text} {...common} />;
      break;
    case 'SELECT':
      control = (
        <select value={value} onChange={text} {...common}>
          <option value="">—</option>
          {field.choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.text}
            </option>
          ))}
        </select>
      );
      break;
    case 'USER': {
      const ids = value ? (JSON.parse(value) as number[]) : [];
      control = (
        <select
          multiple
          size={4}
          onChange={(e) => onChange(JSON.stringify(selectedValues(e.currentTarget).map(Number)))}
          {...common}
        >
          {people(state).map((u) => (
            <option key={u.userId} value={u.userId} selected={ids.includes(u.userId)}>
              {u.fullName}
            </option>
          ))}
        </select>
      );
      break;
    }
    default: {
      const type = field.type === 'DATE' ? 'date' : field.type === 'URL' ? 'url' : 'text';
      const placeholder =
        field.type === 'EXTERNAL_ACCOUNT' ? `${field.externalAccount?.subtype ?? ''} username` : undefined;
      control = <input type={type} value={value} placeholder={placeholder} onInput={text} {...common} />;
    }
  }
  return (
    <label class="profile-input">
      {field.name}
      {control}
      {field.hint && (
        <small id={`hint-${field.fieldId}`} class="muted">
          {field.hint}
        </small>
      )}
    </label>
  );
}
