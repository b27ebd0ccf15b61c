import { useState } from 'preact/hooks';
import { CreateProfileFieldMutation } from '../../api/settings-operations.ts';
import type { CustomProfileFieldType } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { ErrorLine, useAction } from './useAction.tsx';

export const FIELD_TYPES: [CustomProfileFieldType, string][] = [
  ['SHORT_TEXT', 'Short text'],
  ['LONG_TEXT', 'Long text'],
  ['SELECT', 'List of options'],
  ['DATE', 'Date'],
  ['URL', 'Link'],
  ['USER', 'Users'],
  ['EXTERNAL_ACCOUNT', 'External account'],
  ['PRONOUNS', 'Pronouns'],
];

/** Zulip's built-in external account kinds; "custom" takes a URL pattern with `%(username)s`. */
const SUBTYPES = ['github', 'twitter', 'custom'];

/** Options typed one per line become a SELECT field's choices, keyed and ordered by position. */
const choicesOf = (text: string) =>
  text
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t, i) => ({ key: String(i), order: String(i), text: t }));

export function NewProfileField({ refresh }: { refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [type, setType] = useState<CustomProfileFieldType>('SHORT_TEXT');
  const [name, setName] = useState('');
  const [hint, setHint] = useState('');
  const [options, setOptions] = useState('');
  const [subtype, setSubtype] = useState('github');
  const [urlPattern, setUrlPattern] = useState('');

  const create = async (e: Event) => {
    e.preventDefault();
    const input = {
      type,
      name,
      hint,
      ...(type === 'SELECT' && { choices: choicesOf(options) }),
      ...(type === 'EXTERNAL_ACCOUNT' && { externalAccount: { subtype, ...(subtype === 'custom' && { urlPattern }) } }),
    };
    if (await run(client.mutation(CreateProfileFieldMutation, { input }).toPromise())) {
      setName('');
      setHint('');
      setOptions('');
    }
  };

  return (
    <form class="settings-form" onSubmit={create} aria-label="Add a profile field">
      <h3>New field</h3>
      <label>
        Type
        <select value={type} onChange={(e) => setType(e.currentTarget.value as CustomProfileFieldType)}>
          {FIELD_TYPES.map(([t, label]) => (
            <option key={t} value={t}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Field name
        <input value={name} maxLength={40} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        Hint
        <input value={hint} maxLength={80} onInput={(e) => setHint(e.currentTarget.value)} />
      </label>
      {type === 'SELECT' && (
        <label>
          Options, one per line
          <textarea rows={3} value={options} onInput={(e) => setOptions(e.currentTarget.value)} />
        </label>
      )}
      {type === 'EXTERNAL_ACCOUNT' && (
        <label>
          Account kind
          <select value={subtype} onChange={(e) => setSubtype(e.currentTarget.value)}>
            {SUBTYPES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
      )}
      {type === 'EXTERNAL_ACCOUNT' && subtype === 'custom' && (
        <label>
          URL pattern
          <input
            value={urlPattern}
            placeholder="https://example.com/%(username)s"
            onInput={(e) => setUrlPattern(e.currentTarget.value)}
          />
        </label>
      )}
      <button type="submit">Add field</button>
      <ErrorLine error={error} />
    </form>
  );
}
