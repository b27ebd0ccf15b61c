import type { GroupViewerCan } from '../../domain/user-groups/viewer-permissions.ts';
import { builder } from '../builder.ts';
import { groupViewerCanLoader } from '../loaders.ts';
import { UserGroupRef } from './groups.ts';

/*
 * What the viewer may do with a group, so that a UI offers only the changes
 * the server will allow (the group operations check the same rules).
 */

const GroupViewerCanRef = builder.objectRef<GroupViewerCan>('UserGroupViewerCan').implement({
  description: 'What the viewer may do with a group, by its permission settings and the organization’s.',
  fields: (t) => ({
    manage: t.exposeBoolean('manage', {
      description:
        'Rename it, change its description, settings and subgroups, deactivate or reactivate it (never a system group; never guests or bots).',
    }),
    addMembers: t.exposeBoolean('addMembers', { description: 'Add other users to it.' }),
    removeMembers: t.exposeBoolean('removeMembers', { description: 'Remove other users from it.' }),
    join: t.exposeBoolean('join', { description: 'Add themselves to it.' }),
    leave: t.exposeBoolean('leave', { description: 'Remove themselves from it.' }),
    mention: t.exposeBoolean('mention', { description: 'Mention it in a message (`@*group*`).' }),
  }),
});

builder.objectField(UserGroupRef, 'viewerCan', (t) =>
  t.field({
    type: GroupViewerCanRef,
    nullable: true,
    description:
      'What the viewer may do with the group; one statement for a whole list of groups. Null for a logged-out visitor.',
    resolve: (g, _a, ctx) => groupViewerCanLoader(ctx).load(g),
  }),
);
