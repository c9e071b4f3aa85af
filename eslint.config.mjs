// Lint: mostly to keep engine/ pure (no I/O, clock, randomness, env, server/app imports).
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** engine/ is pure: no server or app code, no I/O. */
const ENGINE_PURE = [
  {
    group: ['**/server/**', '**/app/**', '@/server/**', '@/app/**'],
    message: 'engine/ must not import from server/ or app/.',
  },
  {
    group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'child_process'],
    message: 'engine/ is pure: no I/O modules.',
  },
];

/** The engine's bottom layers (docs/architecture.md) import nothing above them. */
const LAYERS = [
  {
    files: ['engine/data/**/*.ts'],
    regex: '^\\.\\./(?!core/(windows|result)$)',
    message: 'engine/data/ imports only data and the vocabulary leaves of engine/core (windows, result).',
  },
  { files: ['engine/core/**/*.ts'], regex: '^\\.\\./(?!data/)', message: 'engine/core/ imports only core and data.' },
  {
    files: ['engine/kernel/**/*.ts'],
    regex: '^\\.\\./(?!(core|data)/)',
    message: 'engine/kernel/ imports only the kernel, core and data.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', '.next/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycle in the engine, type imports included: the kernel sits at the bottom and arrows point one way
    // (docs/architecture.md).
    files: ['engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      // Without these, import-x parses no .ts dependency and finds no cycle at all.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // engine/index.ts is the only door into the engine for the rest of the code.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    // Benchmarks, the fuzzer, the same-games check and the server's test kits drive the engine's own test kit (bot,
    // invariants, re-deal), like the tests do.
    ignores: ['**/*.test.ts', 'scripts/bench-*.ts', 'scripts/fuzz-*.ts', 'scripts/same-games.ts', 'server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/engine/*/**', '**/engine/*/**', '!**/engine/index'],
              message: 'Import the engine through engine/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ENGINE_PURE,
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'engine/ reads no environment.' },
        { name: 'fetch', message: 'engine/ does no I/O.' },
        { name: 'setTimeout', message: 'engine/ has no clock.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
        { object: 'Date', property: 'now', message: 'Time arrives inside the command.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'engine/ has no clock: time arrives inside the command.',
        },
      ],
    },
  },
  ...LAYERS.map(({ files, regex, message }) => ({
    files,
    ignores: ['engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENGINE_PURE, { regex, message }] }] },
  })),
);
