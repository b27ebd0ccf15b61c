import { RateLimitError } from '../../domain/errors.ts';
import * as users from '../../resolvers/users.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { userLoader } from '../loaders.ts';
import { UserRef } from './user.ts';

const FetchApiKeyInput = builder.inputType('FetchApiKeyInput', {
  description: 'POST /fetch_api_key: log in with an email address and password.',
  fields: (t) => ({
    username: t.string({ required: true, description: 'The email address.', extensions: { nul: 'domain' } }),
    password: t.string({ required: true, description: 'The password.', extensions: { nul: 'domain' } }),
  }),
});

const FetchApiKeyPayload = builder.objectRef<users.ApiKeyResult>('FetchApiKeyPayload').implement({
  description: 'The credentials of the user logged in.',
  fields: (t) => ({
    apiKey: t.exposeString('apiKey', { description: 'Use with the email as HTTP Basic credentials.' }),
    email: t.expose('email', {
      description: "The user's email address (the login for the API key).",
      type: 'EmailAddress',
    }),
    user: t.field({
      type: UserRef,
      description: 'The user.',
      nullable: true,
      resolve: (r, _a, ctx) => userLoader(ctx).load(r.userId),
    }),
  }),
});

builder.mutationField('fetchApiKey', (t) =>
  t.field({
    type: FetchApiKeyPayload,
    description: 'Log in with email and password (POST /fetch_api_key).',
    errors: mutationErrors('fetchApiKey', RateLimitError),
    args: { input: t.arg({ type: FetchApiKeyInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => users.fetchApiKey(ctx, input),
  }),
);
