import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npm run codegen`: first `schema:print` writes schema.graphql from the Pothos
 * schema (src/schema), then this reads that file — never the TypeScript module,
 * which would import Prisma — and generates typed documents for GraphQL clients
 * written in this repository: any `graphql(\`…\`)` document in test/ imported
 * from test/gql/ gets its result and variable types.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/**/*.ts', '!test/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'test/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, importExtension: '.ts' },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
