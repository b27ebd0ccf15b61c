import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/domain/onboarding/seed-demo.ts';
import { cliEnv, freePort, runCli, startServe, type ServeProcess } from '../cli/cli.helpers.ts';
import { testDbKind } from '../support/databases.ts';
import { createEmptyPostgresDatabase } from '../db/empty-database.ts';
import { buildWebClient, CHROMIUM, CHROMIUM_ARGS } from './browser-world.ts';

// The README's steps, as an operator follows them: start the server on an empty
// database (it creates its own organization on the root domain), stop it, run
// `npx zircon seed-demo`, start it again, and log in as one of Zulip's cast at
// the address the server printed — through GraphQL and through the web client.

jest.setTimeout(180_000);

const tmp = mkdtempSync(path.join(tmpdir(), 'zircon-readme-'));
let dropDb: (() => Promise<void>) | undefined;
let env: NodeJS.ProcessEnv;
let serve: ServeProcess | undefined;
let base = '';

beforeAll(async () => {
  buildWebClient();
  const extra: Record<string, string> = { DATA_DIR: path.join(tmp, 'data') };
  if (testDbKind() !== 'pglite') {
    const pg = await createEmptyPostgresDatabase();
    dropDb = pg.drop;
    extra.DATABASE_URL = pg.url;
  }
  const port = await freePort();
  env = cliEnv({ ...extra, PORT: String(port), LOG_LEVEL: 'info' });
  base = `http://127.0.0.1:${port}`;
  const first = startServe(env);
  await first.waitFor(/zircon is listening/);
  expect(first.output()).toContain('Created a new organization');
  await first.stop();
  const seeded = await runCli(['seed-demo'], env);
  expect(seeded.code).toBe(0);
  serve = startServe(env);
  await serve.waitFor(/zircon is listening/);
});

afterAll(async () => {
  await serve?.stop();
  await dropDb?.();
  rmSync(tmp, { recursive: true, force: true });
});

const LOGIN = `mutation ($input: FetchApiKeyInput!) {
  fetchApiKey(input: $input) { __typename ... on FetchApiKeyPayload { email apiKey } ... on Error { code message } }
}`;

async function graphqlLogin(username: string, password: string): Promise<Record<string, unknown>> {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username, password } } }),
  });
  const body = (await r.json()) as { data?: { fetchApiKey: Record<string, unknown> } };
  return body.data?.fetchApiKey ?? {};
}

test("GraphQL fetchApiKey logs in seed-demo's users on the root domain, as POST /fetch_api_key does", async () => {
  const wrong = await graphqlLogin('hamlet@zulip.com', 'not-the-password');
  expect(wrong).toMatchObject({ __typename: 'ZulipError', code: 'AUTHENTICATION_FAILED' });
  const ok = await graphqlLogin('hamlet@zulip.com', DEMO_PASSWORD);
  expect(ok).toMatchObject({ __typename: 'FetchApiKeyPayload', email: 'hamlet@zulip.com' });
  const rest = await fetch(`${base}/api/v1/fetch_api_key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'hamlet@zulip.com', password: DEMO_PASSWORD }),
  });
  expect(await rest.json()).toMatchObject({ result: 'success', api_key: ok.apiKey });
});

test('the web client logs in as a demo user, on a desktop and on a phone-sized screen', async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    for (const [email, viewport] of [
      ['iago@zulip.com', { width: 1200, height: 800 }],
      ['desdemona@zulip.com', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: base, viewport });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
