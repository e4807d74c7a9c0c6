// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../eslint-rules/no-hardcoded-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ attributes: ['alt', 'aria-label', 'title', 'placeholder', 'label'], componentAttributes: ['eyebrow', 'text'] }];

tester.run('i18n/no-hardcoded-text', rule, {
  valid: [
    { code: "<p>{t('intro.text')}</p>" },
    { code: "<img src={src} alt={t('hero.imageAlt')} />" },
    { code: '<img src={src} alt="" />', options },
    { code: '<span className="sep">·</span>' },
    { code: '<span>→ | — 01 2024 +</span>' },
    { code: '<span aria-hidden="true">Decorative wordmark</span>' },
    { code: '<svg aria-hidden="true"><title>Globe</title><text>ABC</text></svg>' },
    { code: '<span aria-hidden>x</span>' },
    { code: '<code>npm run dev</code>' },
    { code: '<input name="email" type="email" autoComplete="email" />', options },
    { code: '<TextField name="email" variant="outline" />', options },
    { code: "<Banner eyebrow={t('banner.eyebrow')} art=\"orbit\" />", options },
    { code: '<a href="#/contact" className="link" rel="noopener">{label}</a>' },
  ],
  invalid: [
    { code: '<p>Contact us</p>', errors: [{ messageId: 'text' }] },
    { code: "<p>{'Contact us'}</p>", errors: [{ messageId: 'text' }] },
    { code: "<p>{open ? 'Close' : 'Open'}</p>", errors: [{ messageId: 'text' }, { messageId: 'text' }] },
    { code: '<img src={src} alt="Our team" />', options, errors: [{ messageId: 'attribute', data: { name: 'alt', text: 'Our team' } }] },
    { code: '<nav aria-label="Main navigation" />', options, errors: [{ messageId: 'attribute' }] },
    { code: '<button title="Close">×</button>', options, errors: [{ messageId: 'attribute' }] },
    { code: '<input placeholder="Your name" />', options, errors: [{ messageId: 'attribute' }] },
    { code: "<input placeholder={'Your name'} />", options, errors: [{ messageId: 'attribute' }] },
    { code: '<Banner eyebrow="Online marketing" />', options, errors: [{ messageId: 'attribute' }] },
    { code: '<div aria-hidden="false">Visible words</div>', errors: [{ messageId: 'text' }] },
    { code: '<ul><li>SEO</li></ul>', errors: [{ messageId: 'text' }] },
  ],
});
