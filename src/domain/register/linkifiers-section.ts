import { prismaReader } from '../../db/sql.ts';
import { listLinkifiers, type Linkifier } from '../linkifiers/linkifiers.ts';
import type { StateContext } from './types.ts';

/** realm_linkifiers: only clients that declared linkifier_url_template can use them (Zulip sends others an empty list). */
export async function linkifiersState(ctx: StateContext): Promise<{ realm_linkifiers: Linkifier[] }> {
  if (!ctx.o.capabilities.linkifierUrlTemplate) return { realm_linkifiers: [] };
  return { realm_linkifiers: await listLinkifiers(prismaReader(ctx.db), ctx.actor.realm.id) };
}
