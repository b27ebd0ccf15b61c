import { serverSettings } from '../../domain/realm/server-settings.ts';
import { builder } from '../builder.ts';

builder.queryField('serverSettings', (t) =>
  t.field({
    type: 'JSON',
    description: 'What GET /server_settings returns: versions, realm name and URL, authentication methods.',
    resolve: (_root, _args, ctx) => serverSettings(ctx.deps.server, ctx.realm),
  }),
);
