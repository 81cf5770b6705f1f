import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.tmp/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // No source file outside app/data over 200 lines (every line
  // counted) and no function over 60 lines (tests excepted: a describe()
  // callback is not a function in the sense of the rule).
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['app/data/**'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 60, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  // Loaders read query parameters through pageQuery (app/utils/page-query.server.ts), which
  // checks each name against the page cache's `query` declaration; a direct read skips that.
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='searchParams'] > NewExpression.object[callee.name='URL']",
          "VariableDeclarator[id.type='Identifier'][init.callee.name='URL'][init.arguments.0.property.name='url']",
        ].map((selector) => ({
          selector,
          message:
            "Read a request's query with pageQuery(request, context, pageCache) " +
            "(app/utils/page-query.server.ts): it checks each name against the page cache's " +
            '`query` declaration.',
        })),
      ],
    },
  },
  // Which folder may import which, and no import cycles: see eslint.layers.js.
  ...layerRules,
);
