import { print } from 'graphql';
import { graphql, type DocumentType } from '../support/typed-graphql/index.ts';
import { useWorld } from '../support/world.ts';

// Exercises `npm run codegen`: these documents are typed from schema.graphql via
// test/support/typed-graphql/, so a schema change that breaks them fails typecheck, not only here.
const MeDocument = graphql(`
  query CodegenSmokeMe {
    me {
      userId
      email
      fullName
      role
    }
  }
`);

const FetchApiKeyDocument = graphql(`
  mutation CodegenSmokeFetchApiKey($username: String!, $password: String!) {
    fetchApiKey(input: { username: $username, password: $password }) {
      __typename
      ... on FetchApiKeyPayload {
        apiKey
        user {
          userId
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const w = useWorld();

test('a generated typed query runs against the server', async () => {
  const r = await w.as('iago').graphql(print(MeDocument));
  expect(r.errors).toBeUndefined();
  const { me } = r.data as DocumentType<typeof MeDocument>;
  expect(me).toEqual({
    userId: w.realm.users.iago.id,
    email: w.realm.users.iago.email,
    fullName: 'Iago',
    role: 'ADMINISTRATOR',
  });
});

test('a generated typed mutation with variables runs against the server', async () => {
  const r = await w
    .as()
    .graphql(print(FetchApiKeyDocument), { username: w.realm.users.hamlet.email, password: 'wrong' });
  expect(r.errors).toBeUndefined();
  const { fetchApiKey } = r.data as DocumentType<typeof FetchApiKeyDocument>;
  expect(fetchApiKey.__typename).toBe('ZulipError');
  expect(fetchApiKey).toMatchObject({ __typename: 'ZulipError', code: 'AUTHENTICATION_FAILED' });
});
