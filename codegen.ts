import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npm run codegen`: first `schema:print` writes schema.graphql from the Pothos
 * schema (src/schema), then this reads that file — never the TypeScript module,
 * which would import Prisma — and generates typed documents for the GraphQL
 * clients written in this repository: any `graphql(\`…\`)` document in test/
 * imported from test/support/typed-graphql/, and in the web client (web/src) from web/src/gql/,
 * gets its result and variable types.
 */
// What the scalars are on the wire (JSON): ISO 8601 strings, absolute URLs, addresses.
const scalars = { DateTime: 'string', URL: 'string', EmailAddress: 'string' };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'test/support/typed-graphql/': {
      documents: ['test/**/*.ts', '!test/support/typed-graphql/**'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, importExtension: '.ts', scalars },
      presetConfig: { fragmentMasking: false },
    },
    // The web client's documents; `documentMode: 'string'` is not used so that
    // urql gets parsed documents and no GraphQL parser ships to the browser.
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, importExtension: '.ts', scalars },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
