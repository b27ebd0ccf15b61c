import { RateLimitError } from '../../domain/errors.ts';
import * as users from '../../resolvers/users.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { userLoader } from '../loaders.ts';
import { UserRef } from './user.ts';

const FetchApiKeyInput = builder.inputType('FetchApiKeyInput', {
  fields: (t) => ({
    username: t.string({ required: true, description: 'The email address.', extensions: { nul: 'domain' } }),
    password: t.string({ required: true, extensions: { nul: 'domain' } }),
  }),
});

const FetchApiKeyPayload = builder.objectRef<users.ApiKeyResult>('FetchApiKeyPayload').implement({
  fields: (t) => ({
    apiKey: t.exposeString('apiKey', { description: 'Use with the email as HTTP Basic credentials.' }),
    email: t.expose('email', { type: 'EmailAddress' }),
    user: t.field({ type: UserRef, nullable: true, resolve: (r, _a, ctx) => userLoader(ctx).load(r.userId) }),
  }),
});

builder.mutationField('fetchApiKey', (t) =>
  t.field({
    type: FetchApiKeyPayload,
    description: 'Log in with email and password (POST /fetch_api_key).',
    errors: mutationErrors('fetchApiKey', RateLimitError),
    args: { input: t.arg({ type: FetchApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => users.fetchApiKey(ctx, input),
  }),
);
