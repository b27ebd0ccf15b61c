// The import rules `npm run lint` enforces (dependency-cruiser), without
// exceptions: an import that breaks one fails the lint.

/**
 * The domain's areas from the bottom up (README, "How it is built"): an area
 * may use its own files and the areas below it, never one above, so no two
 * areas depend on each other. The kernel is src/domain's own files (ids,
 * errors, text, clock, the unit of work) and the event types; the delivery
 * of events (the log's readers, REST queues, streams) is at the top.
 */
const LADDER = [
  ['kernel', '^src/domain/([^/]+[.]ts$|events/)'],
  ['settings', '^src/domain/settings/'],
  ['groups', '^src/domain/groups/'],
  ['realm', '^src/domain/realm/'],
  ['users', '^src/domain/users/'],
  ['auth', '^src/domain/auth/'],
  ['uploads', '^src/domain/uploads/'],
  ['emoji', '^src/domain/emoji/'],
  ['realm-emoji', '^src/domain/realm-emoji/'],
  ['linkifiers', '^src/domain/linkifiers/'],
  ['playgrounds', '^src/domain/playgrounds/'],
  ['realm-domains', '^src/domain/realm-domains/'],
  ['bot-storage', '^src/domain/bot-storage/'],
  ['navigation-views', '^src/domain/navigation-views/'],
  ['push-devices', '^src/domain/push-devices/'],
  ['calls', '^src/domain/calls/'],
  ['markdown', '^src/domain/markdown/'],
  ['channel-folders', '^src/domain/channel-folders/'],
  ['profile-fields', '^src/domain/profile-fields/'],
  ['channels', '^src/domain/channels/'],
  ['topics', '^src/domain/topics/'],
  ['alert-words', '^src/domain/alert-words/'],
  ['messages', '^src/domain/messages/'],
  ['muted-users', '^src/domain/muted-users/'],
  ['user-groups', '^src/domain/user-groups/'],
  ['drafts', '^src/domain/drafts/'],
  ['scheduled-messages', '^src/domain/scheduled-messages/'],
  ['snippets', '^src/domain/snippets/'],
  ['presence', '^src/domain/presence/'],
  ['status', '^src/domain/status/'],
  ['typing', '^src/domain/typing/'],
  ['rate-limits', '^src/domain/rate-limits/'],
  ['account', '^src/domain/account/'],
  ['onboarding', '^src/domain/onboarding/'],
  ['user-admin', '^src/domain/user-admin/'],
  ['realm-export', '^src/domain/realm-export/'],
  ['bots', '^src/domain/bots/'],
  ['invites', '^src/domain/invites/'],
  ['register', '^src/domain/register/'],
  ['delivery', '^src/domain/delivery/'],
];

const ladderRules = LADDER.slice(0, -1).map(([name, path], i) => ({
  name: `ladder-${name}`,
  comment: `${name} is below ${LADDER.slice(i + 1)
    .map(([n]) => n)
    .join(', ')}: it may not use them`,
  severity: 'error',
  from: { path },
  to: {
    path: LADDER.slice(i + 1)
      .map(([, p]) => `(${p})`)
      .join('|'),
  },
}));

const TRANSPORTS = '^src/(rest-compat|schema|graphql-server|web-server)/';

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'Modules that need each other at run time load in an order that depends on who imports first.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...ladderRules,
    {
      name: 'domain-knows-no-transport',
      comment: 'src/domain holds the rules, typed in and typed out: no HTTP, GraphQL or wire format.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: `${TRANSPORTS}|^src/resolvers/` },
    },
    {
      name: 'resolvers-know-no-transport',
      comment: 'src/resolvers are the operations both transports call.',
      severity: 'error',
      from: { path: '^src/resolvers/' },
      to: { path: TRANSPORTS },
    },
    {
      name: 'graphql-borrows-nothing-from-rest',
      comment: 'GraphQL and REST share through the domain or a neutral module, not through each other.',
      severity: 'error',
      from: { path: '^src/(schema|graphql-server)/' },
      to: { path: '^src/rest-compat/' },
    },
    {
      name: 'rest-borrows-nothing-from-graphql',
      severity: 'error',
      from: { path: '^src/rest-compat/' },
      to: { path: '^src/(schema|graphql-server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
