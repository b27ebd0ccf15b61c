import { checkBool, checkStoredIntValue, isInt } from '../bounds.ts';
import { badRequest } from '../errors.ts';
import { isAvailableLanguage } from './locale-data.ts';
import { AVAILABLE_NOTIFICATION_SOUNDS, type UserSettingDef } from './user-settings.ts';

/**
 * Pydantic's messages for each setting's type. A string choice is a Literal
 * (`Invalid <name>`) or, where the endpoint checks it with a validator
 * (`valueErrorChoices`), a value error; the two endpoints differ.
 */
export function checkSetting(
  def: UserSettingDef,
  v: unknown,
  valueErrorChoices: ReadonlySet<string>,
): boolean | number | string {
  const name = def.name;
  switch (def.kind) {
    case 'bool':
      return checkBool(name, v);
    case 'int':
      return checkStoredIntValue(name, v);
    case 'enum_int':
      if (!isInt(v)) throw badRequest(`${name} is not an integer`);
      if (!def.allowed?.includes(v))
        throw badRequest(`Invalid ${name}: Value error, Not in the list of possible values`);
      return v;
    default:
      if (typeof v !== 'string') throw badRequest(`${name} is not a string`);
      if (def.kind === 'literal' && !def.allowed?.includes(v)) {
        throw badRequest(
          valueErrorChoices.has(name)
            ? `Invalid ${name}: Value error, Not in the list of possible values`
            : `Invalid ${name}`,
        );
      }
      return v;
  }
}

const MAX_BATCHING_PERIOD_SECONDS = 7 * 24 * 60 * 60;

/** Zulip's check_settings_values: the rules on three settings that are checked after parsing. */
export function checkSettingsValues(values: ReadonlyMap<string, boolean | number | string>): void {
  const language = values.get('default_language');
  if (typeof language === 'string' && !isAvailableLanguage(language)) throw badRequest('Invalid default_language');
  const sound = values.get('notification_sound');
  if (typeof sound === 'string' && sound !== 'none' && !AVAILABLE_NOTIFICATION_SOUNDS.includes(sound)) {
    throw badRequest(`Invalid notification sound '${sound}'`);
  }
  const period = values.get('email_notifications_batching_period_seconds');
  if (typeof period === 'number' && (period <= 0 || period > MAX_BATCHING_PERIOD_SECONDS)) {
    throw badRequest(`Invalid email batching period: ${period} seconds`);
  }
}
