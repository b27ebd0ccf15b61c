// Shared by the upload benchmarks.
import { generatedOrganization } from './generated-org.ts';
import { readFileSync } from 'node:fs';

/** A fresh database with two users; the first one's HTTP Basic credentials. */
export async function credentials(env: Record<string, string>): Promise<string> {
  const g = await generatedOrganization(env, {
    users: 2,
    channels: 1,
    subscribersPerChannel: 2,
    topicsPerChannel: 1,
    messages: 1,
    directShare: 0,
  });
  const u = g.users[0];
  return `Basic ${Buffer.from(`${u.email}:${u.api_key}`).toString('base64')}`;
}

/** A process's resident memory in MiB. */
export const rssMib = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
