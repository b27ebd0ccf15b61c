import type { ComponentChildren } from 'preact';
import {
  DeleteProfileFieldMutation,
  ReorderProfileFieldsMutation,
  UpdateProfileFieldMutation,
} from '../../api/settings-operations.ts';
import { useApp } from '../context.ts';
import { EditableRow } from './EditableRow.tsx';
import { FIELD_TYPES, NewProfileField } from './NewProfileField.tsx';
import type { Settings } from './SettingsPage.tsx';
import { ErrorLine, useAction } from './useAction.tsx';

type Field = Settings['customProfileFields'][number];

/** The organization's profile fields (administrators): add, rename, reorder, delete. */
export function ProfileFieldsSection({ fields, refresh }: { fields: Field[]; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const move = (index: number, by: number) => {
    const ids = fields.map((f) => f.fieldId);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void run(client.mutation(ReorderProfileFieldsMutation, { input: { fieldIds: ids } }).toPromise());
  };
  return (
    <section class="settings-part" aria-labelledby="fields-title">
      <h2 id="fields-title">Profile fields</h2>
      <ol class="settings-list">
        {fields.map((f, i) => (
          <FieldItem key={f.fieldId} field={f} refresh={refresh}>
            <button
              type="button"
              class="icon"
              aria-label={`Move ${f.name} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              class="icon"
              aria-label={`Move ${f.name} down`}
              disabled={i === fields.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </FieldItem>
        ))}
      </ol>
      <ErrorLine error={error} />
      <NewProfileField refresh={refresh} />
    </section>
  );
}

function FieldItem({ field, refresh, children }: { field: Field; refresh: () => void; children: ComponentChildren }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const fieldId = field.fieldId;
  return (
    <li class="settings-item" data-field={field.name}>
      <EditableRow
        labels={['Field name', 'Field hint']}
        values={[field.name, field.hint]}
        maxLengths={[40, 80]}
        onSave={(name, hint) =>
          run(client.mutation(UpdateProfileFieldMutation, { input: { fieldId, name, hint } }).toPromise())
        }
        details={
          <>
            <span class="muted">{FIELD_TYPES.find(([t]) => t === field.type)?.[1]}</span>
            <span class="muted">{field.hint}</span>
          </>
        }
        actions={
          <>
            {children}
            <button
              type="button"
              onClick={() => void run(client.mutation(DeleteProfileFieldMutation, { input: { fieldId } }).toPromise())}
            >
              Delete
            </button>
          </>
        }
      />
      <ErrorLine error={error} />
    </li>
  );
}
