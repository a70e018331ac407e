import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noServerImports = {
  patterns: [
    {
      group: ['#server/*', '**/server/*', '../server/*', '../../server/*'],
      message: 'app/ and core/ never import server/.',
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', noServerImports],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerImports.patterns,
            { group: ['#app/*', '**/app/*'], message: 'core/ imports nothing from app/ or server/.' },
          ],
        },
      ],
    },
  },
  {
    // What both sides need (route table, locale resolution, messages) lives in core/.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#app/*', '**/app/*'], message: 'server/ imports from core/, never app/.' }] },
      ],
    },
  },
  {
    // Every journey fails on a hydration error its pages log (e2e/support/test.ts, issue 32).
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test', which fails a test on a hydration error.",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read once, in server/config.ts; everything else receives it.
    files: ['app/**', 'core/**', 'server/**'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in server/config.ts.' },
      ],
    },
  },
)
