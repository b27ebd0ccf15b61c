import { useWorld } from '../support/world.ts';

/**
 * UPLOAD_QUOTA_MIB: an organization's files together stay within its quota —
 * POST /user_uploads, tus and GraphQL's uploadFile refuse a file past it with
 * Zulip's REALM_UPLOAD_QUOTA message, store nothing, and register reports it.
 */
const MiB = 1024 * 1024;
const QUOTA_MSG = "Upload would exceed your organization's upload quota.";

const w = useWorld({ env: { UPLOAD_QUOTA_MIB: '1' } });

const authOf = (user: string) => ({
  authorization: `Basic ${Buffer.from(`${w.realm.users[user].email}:${w.realm.users[user].apiKey}`).toString('base64')}`,
});

async function restUpload(user: string, bytes: number) {
  const r = await w
    .as(user)
    .multipart('/user_uploads', [{ field: 'f', name: 'data.bin', body: new Uint8Array(bytes) }]);
  return { status: r.status, body: r.body };
}

test('uploads fit the quota until the next one would not; REST, tus and GraphQL refuse that one alike', async () => {
  const reg = await w.as('hamlet').post('/register', { fetch_event_types: JSON.stringify(['realm']) });
  expect(reg.body.realm_upload_quota_mib).toBe(1);
  const gqlRealm = await w.as('hamlet').graphql('{ realm { uploadQuotaMib } }');
  expect(gqlRealm.data?.realm).toEqual({ uploadQuotaMib: 1 });

  expect((await restUpload('hamlet', 600 * 1024)).status).toBe(200);
  const before = await w.prisma().attachment.count();

  const rest = await restUpload('cordelia', 500 * 1024);
  expect(rest).toEqual({ status: 400, body: { result: 'error', msg: QUOTA_MSG, code: 'REALM_UPLOAD_QUOTA' } });

  const tus = await fetch(`${w.ts.url}/api/v1/tus`, {
    method: 'POST',
    headers: {
      ...authOf('cordelia'),
      'tus-resumable': '1.0.0',
      'upload-length': String(500 * 1024),
      'upload-metadata': `filename ${Buffer.from('data.bin').toString('base64')}`,
    },
  });
  expect([tus.status, await tus.json()]).toEqual([413, { message: QUOTA_MSG }]);

  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($file: Upload!) { uploadFile(input: { file: $file }) { __typename ... on Error { code message } } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(500 * 1024)]), 'data.bin');
  const gql = (await (
    await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: authOf('cordelia'), body: form })
  ).json()) as { data: Record<string, unknown> };
  expect(gql.data.uploadFile).toEqual({ __typename: 'ZulipError', code: 'REALM_UPLOAD_QUOTA', message: QUOTA_MSG });

  expect(await w.prisma().attachment.count()).toBe(before);
  // What still fits is accepted.
  expect((await restUpload('cordelia', MiB - 600 * 1024)).status).toBe(200);
});
