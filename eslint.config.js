// One lint config for every workspace. Fast (no type-aware rules) so `npm run validate` stays quick.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noFocusedTests = {
  'no-restricted-properties': [
    'error',
    ...['it', 'test', 'describe'].flatMap((object) => [
      { object, property: 'only', message: '.only is forbidden: run the whole suite.' },
      { object, property: 'skip', message: 'Skipped tests are not allowed.' },
    ]),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**', // the functions build output (src/lib is linted)
      '**/.tsbuild/**',
      '**/.data/**',
      'e2e/artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'emulator/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.es2023 } },
    rules: {
      ...noFocusedTests,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The model package stays free of Firebase so web and functions can share it.
    files: ['model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'model/ must not import Firebase.',
            },
          ],
        },
      ],
    },
  },
);
