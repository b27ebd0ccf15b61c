import { REALM_GROUP_SETTINGS } from '../../domain/realm/permission-settings.ts';
import type { RealmPermissions } from '../../domain/realm/viewer-permissions.ts';
import { camelCase } from '../../domain/text.ts';
import * as realmOps from '../../resolvers/realm.ts';
import { builder } from '../builder.ts';
import { Realm } from './realm.ts';

/*
 * What the viewer may do in the organization, so that a UI offers only the
 * actions the server will allow: one boolean per organization-level group
 * permission setting, decided by the same rule the operations check.
 */

/** Zulip's two direct-message settings name what they allow less plainly than the `can_…` ones. */
/** Where the action needs more than the setting, as the operation checks it. */
const ALSO: Record<string, string> = {
  can_create_web_public_channel_group: ', and the organization allows web-public channels (`enableSpectatorAccess`)',
};

const NAMES: Record<string, string> = {
  direct_message_initiator_group: 'startDirectMessages',
  direct_message_permission_group: 'sendDirectMessages',
};

/** `can_create_public_channel_group` → `createPublicChannel`. */
export const viewerCanName = (setting: string): string =>
  NAMES[setting] ?? camelCase(setting.replace(/^can_/, '').replace(/_group$/, ''));

const RealmViewerCan = builder.objectRef<RealmPermissions>('RealmViewerCan').implement({
  description:
    "Whether the viewer holds each of the organization's permission settings (other conditions, such as a time limit or the channel's own settings, still apply to the action).",
  fields: (t) =>
    Object.fromEntries(
      REALM_GROUP_SETTINGS.map((c) => [
        viewerCanName(c.name),
        t.boolean({
          description: `Whether the viewer is in the organization's \`${camelCase(c.name)}\`${c.allowEveryone ? '' : ' (never a guest)'}${ALSO[c.name] ?? ''}.`,
          resolve: (p) => p[c.name],
        }),
      ]),
    ),
});

builder.objectField(Realm, 'viewerCan', (t) =>
  t.field({
    type: RealmViewerCan,
    nullable: true,
    description:
      'What the viewer may do in the organization, by its permission settings, read in one statement; null for a logged-out visitor.',
    resolve: (_r, _a, ctx) => realmOps.viewerPermissions(ctx),
  }),
);
