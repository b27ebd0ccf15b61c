import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'src/generated/',
      'data/',
      '.scratch/',
      'coverage/',
      'test/support/typed-graphql/',
      'web/src/gql/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', __dirname: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The web client runs in browsers.
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'location',
          'history',
          'localStorage',
          'navigator',
          'addEventListener',
          'removeEventListener',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'confirm',
          'btoa',
          'unescape',
          'encodeURIComponent',
          'HTMLElement',
          'HTMLInputElement',
          'HTMLTextAreaElement',
          'HTMLDivElement',
          'KeyboardEvent',
          'Event',
          'FileList',
          'File',
        ].map((g) => [g, 'readonly']),
      ),
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
