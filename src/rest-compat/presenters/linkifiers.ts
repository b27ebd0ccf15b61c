import type { Linkifier } from '../../domain/linkifiers/linkifiers.ts';

/** A linkifier as Zulip writes it (GET /realm/linkifiers, register's realm_linkifiers, realm_linkifiers events). */
export const linkifierJson = (l: Linkifier) => ({ id: l.id, pattern: l.pattern, url_template: l.urlTemplate });
