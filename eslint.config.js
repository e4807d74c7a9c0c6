import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { i18nPlugin } from './eslint-rules/no-hardcoded-text.js';

/**
 * The layers of src/, top to bottom: imports only flow downwards.
 *   app (app/, server/, api/, main.tsx, entry-server.tsx) → shell/ and pages/ → sections/ →
 *   i18n/, content/, config/ (with assets/ and styles/)
 * api/ is the contact endpoint (Node service and Pages Function): nothing else in src/ imports it.
 * shell/ and pages/ do not import each other; nothing in src/ imports scripts/ (build tooling).
 */
const APP = ['./src/app', './src/server', './src/api', './src/main.tsx', './src/entry-server.tsx'];
const layer = (target, from, rule) => ({ target, from, message: `Layers: ${rule} (see eslint.config.js).` });
const LAYERS = [
  layer('./src/!(app|server|api)/**', APP, 'only the app layer (app/, server/, api/, the entries) imports the app layer'),
  layer('./src/!(api)/**', ['./src/api'], 'only the endpoint imports src/api (the site never bundles the server)'),
  layer('./src/shell', ['./src/pages'], 'the shell does not import pages; the app composes them'),
  layer('./src/pages', ['./src/shell'], 'pages do not import the shell; the app composes them'),
  layer(['./src/sections', './src/i18n', './src/content', './src/config'], ['./src/shell', './src/pages'], 'sections, i18n, content and config sit below the shell and the pages'),
  layer(['./src/i18n', './src/content', './src/config'], ['./src/sections'], 'i18n, content and config sit below the sections'),
  layer('./src', ['./scripts'], 'runtime code never imports build tooling (scripts/)'),
];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
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
