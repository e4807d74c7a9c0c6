// Types of eslint-rules/no-hardcoded-text.js, for tests/unit/no-hardcoded-text.test.ts.
import type { ESLint, Rule } from 'eslint';
declare const rule: Rule.RuleModule;
export default rule;
export declare const i18nPlugin: ESLint.Plugin;
