import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { i18nPlugin } from './eslint-rules/no-hardcoded-text.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      // Build caches: subset fonts, the bench's framework-floor build and Lighthouse reports.
      '.cache',
      'playwright-report',
      'src/i18n/*.gen.ts',
      // Deliberately broken projects for the i18n checker's own tests.
      'tests/fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use <Trans> with named components.' },
        {
          // Server-rendered style attributes are blocked by the CSP (no 'unsafe-inline') in the prerendered documents.
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='style']",
          message: 'Use a CSS class, or ref={cssomStyle(…)} (src/sections/cssom-style.ts) for values known only at run time.',
        },
        {
          selector: "AssignmentExpression[left.object.name='location'][left.property.name='href']",
          message: 'Navigate with the router, not window.location.',
        },
      ],
    },
  },
  {
    // No hard-coded user-visible text in components: JSX text and alt, aria-label, title,
    // placeholder, label (and the text props of our section components) come from catalogues.
    // Text without letters and aria-hidden decorations are fine; tests are not checked.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/__tests__/**'],
    plugins: { i18n: i18nPlugin },
    rules: {
      'i18n/no-hardcoded-text': [
        'error',
        {
          attributes: [
            'alt', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder',
            'title', 'placeholder', 'label',
          ],
          componentAttributes: ['text', 'eyebrow', 'lead', 'caption', 'heading', 'subtitle', 'description'],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
);
