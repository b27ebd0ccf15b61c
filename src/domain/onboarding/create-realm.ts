import type { Deps, Tx } from '../context.ts';
import { createSystemGroups, type SystemGroupIds } from '../groups/system-groups.ts';
import { EmailVisibility } from '../settings/user-settings.ts';
import { REALM_GROUP_SETTINGS } from '../realm/permission-settings.ts';
import { defaultRealmSettings } from '../realm/settings.ts';

export interface CreateRealmInput {
  name: string;
  stringId?: string;
  description?: string;
  /** Zulip's default for a new organization hides emails from non-admins. */
  emailAddressVisibility?: number;
}

export interface CreatedRealm {
  id: number;
  systemGroups: SystemGroupIds;
}

/** Creates a realm with its system groups and default settings (Zulip's do_create_realm). */
export async function createRealm(deps: Deps, tx: Tx, input: CreateRealmInput): Promise<CreatedRealm> {
  const realm = await tx.realm.create({
    data: {
      name: input.name,
      stringId: input.stringId ?? '',
      description: input.description ?? '',
      dateCreated: deps.clock.now(),
      userSettingsDefaults: {
        email_address_visibility: input.emailAddressVisibility ?? EmailVisibility.ADMINS,
      },
    },
  });
  const systemGroups = await createSystemGroups(tx, realm.id);
  const groupSettings = Object.fromEntries(REALM_GROUP_SETTINGS.map((g) => [g.name, systemGroups[g.defaultGroup]]));
  await tx.realm.update({
    where: { id: realm.id },
    data: { settings: { ...defaultRealmSettings(), ...groupSettings } },
  });
  return { id: realm.id, systemGroups };
}
