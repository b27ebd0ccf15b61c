import { ensureTemplate, testDbKind } from './databases.ts';

export default async function globalSetup(): Promise<void> {
  await ensureTemplate(testDbKind());
}
