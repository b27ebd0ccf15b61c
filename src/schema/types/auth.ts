import { fetchApiKey } from '../../domain/auth/authenticate.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';

interface ApiKeyShape {
  api_key: string;
  email: string;
  user_id: number;
}

const ApiKey = builder.objectRef<ApiKeyShape>('ApiKey').implement({
  fields: (t) => ({
    apiKey: t.exposeString('api_key'),
    email: t.exposeString('email'),
    userId: t.exposeInt('user_id'),
  }),
});

builder.mutationField('fetchApiKey', (t) =>
  t.field({
    type: ApiKey,
    description: 'Log in with email and password (POST /fetch_api_key).',
    errors: zulipErrors,
    args: { username: t.arg.string({ required: true, extensions: { nul: 'domain' } }), password: t.arg.string({ required: true, extensions: { nul: 'domain' } }) },
    resolve: (_root, args, ctx) => fetchApiKey(ctx.deps, ctx.realm.id, args.username, args.password),
  }),
);
