// Configuration of i18next-cli (https://github.com/i18next/i18next-cli) for this project.
// `npm run i18n:check` uses its key finder (the engine of `i18next-cli extract`) to list the keys
// that t() calls and <Trans i18nKey> use in src/. Our own scripts do the rest (see locales/README.md):
// the project's key types come from scripts/gen-i18n-types.mjs, and dynamic keys built from typed
// descriptors are understood by scripts/i18n/code-checks.mjs.
//
// Do not run `i18next-cli extract` or `sync` without `--dry-run`: they would write empty strings
// into the translators' files.
import { readLocales } from './scripts/i18n/project.mjs';

export default {
  locales: readLocales().map((l) => l.code),
  extract: {
    input: ['src/**/*.{ts,tsx}'],
    ignore: ['src/**/*.gen.ts', 'src/**/*.d.ts', 'src/**/*.test.{ts,tsx}'],
    output: 'locales/{{language}}/{{namespace}}.json',
    primaryLanguage: 'en',
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
    pluralSeparator: '_',
    functions: ['t', '*.t'],
    transComponents: ['Trans'],
    useTranslationNames: ['useTranslation', 'getFixedT'],
    removeUnusedKeys: false,
    sort: false,
    indentation: 2,
  },
};
