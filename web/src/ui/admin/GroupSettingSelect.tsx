import { useApp } from '../context.ts';
import { nameOf } from '../settings/people.ts';
import {
  groupLabel,
  settingChoices,
  settingGroupId,
  settingLabel,
  type NamedGroup,
  type SettingValue,
} from './groups.ts';

interface Props {
  label: string;
  value: SettingValue;
  /** The group picked and not yet saved, if any. */
  chosen: number | undefined;
  groups: readonly NamedGroup[] | null;
  invalid?: boolean;
  onChoose: (groupId: number) => void;
}

/**
 * Who a permission is given to: one of the organization's groups. A setting holding an anonymous
 * set of users and groups (made elsewhere) shows as such until a group is picked instead.
 */
export function GroupSettingSelect({ label, value, chosen, groups, invalid, onChoose }: Props) {
  const { state } = useApp();
  const known = groups ?? [];
  const current = chosen ?? settingGroupId(value);
  const choices = settingChoices(known);
  return (
    <label>
      {label}
      <select
        value={current == null ? '' : String(current)}
        aria-invalid={invalid}
        onChange={(e) => onChoose(Number(e.currentTarget.value))}
      >
        {current == null && (
          <option value="" disabled>
            {settingLabel(value, known, (id) => nameOf(state, id))}
          </option>
        )}
        {current != null && !choices.some((g) => g.groupId === current) && (
          <option value={String(current)}>{settingLabel(value, known, (id) => nameOf(state, id))}</option>
        )}
        {choices.map((g) => (
          <option key={g.groupId} value={String(g.groupId)}>
            {groupLabel(g)}
          </option>
        ))}
      </select>
    </label>
  );
}
