/**
 * The screens a first visit shows. Chinese, Japanese and Korean fonts are cut in two at build
 * (scripts/fonts/cjk.mjs): the characters of these namespaces come with the locale, the rest of
 * the site's characters only once another screen's catalogue loads (src/i18n/fonts.ts).
 */
export const FIRST_VISIT_NAMESPACES: readonly string[] = ['common', 'home'];
