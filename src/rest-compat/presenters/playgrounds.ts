import type { RealmPlayground } from '../../domain/playgrounds/playgrounds.ts';

/** A code playground as Zulip writes it (register's realm_playgrounds, realm_playgrounds events). */
export const playgroundJson = (p: RealmPlayground) => ({
  id: p.id,
  name: p.name,
  pygments_language: p.pygmentsLanguage,
  url_template: p.urlTemplate,
});
