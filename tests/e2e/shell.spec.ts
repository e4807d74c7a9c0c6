import { expect, test } from '@playwright/test';
import { NOT_FOUND_TITLE, openRoute, scrollThrough, watchPage } from './helpers';
import { ADOPTED_PAGE_FILE } from '../../src/app/arrival-guard';

// Every route in every locale (content, console, requests, axe) is checked by the page-visit sweep,
// tests/e2e/visit.spec.ts; this file tests the shell's behaviour.

test.describe('not-found', () => {
  test('an unknown route shows the not-found screen inside the shell, with a way on', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('./?lng=en#/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Ask us directly' }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    watch.assertClean();
  });
});

test.describe('locales', () => {
  test('?lng=th selects Thai and the choice persists across reload', async ({ page }) => {
    await openRoute(page, '/', 'th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const thaiTitle = await page.locator('main h1').innerText();
    await page.goto('./#/');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.locator('main h1')).toHaveText(thaiTitle);
  });

  test('switching language re-renders in place, without a reload', async ({ page }) => {
    await openRoute(page, '/about', 'en');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const english = await page.locator('header nav').innerText();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.locator('header nav')).not.toHaveText(english);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await expect(page).toHaveURL(/#\/about$/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh-TW');
    // The other edition of Traditional Chinese: Hong Kong's words where Taiwan's differ.
    await page.getByRole('combobox', { name: '語言' }).selectOption('zh-HK');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.locator('header')).toContainText('數碼營銷');
  });

  for (const { locale, lng, header, never } of [
    { locale: 'zh-TW', lng: 'zh-TW', header: '數位行銷', never: '數碼' },
    { locale: 'zh-HK', lng: 'zh-HK', header: '數碼營銷', never: '數位' },
  ]) {
    test(`a ${locale} browser reads its own edition of Traditional Chinese`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('./#/services/sem');
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('combobox', { name: /語言/ })).toHaveValue(lng);
      await expect(page.locator('header')).toContainText(header);
      expect(await page.locator('main').innerText(), `no ${never} in the page`).not.toContain(never);
      await context.close();
    });
  }

  test('an unknown ?lng= falls back to English', async ({ page }) => {
    await openRoute(page, '/', 'xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('header behaviour', () => {
  test('the header darkens past 500 px and every navigation starts at the top', async ({ page }) => {
    await openRoute(page, '/', 'en');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.7)');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/#\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the services menu works with the keyboard', async ({ page }) => {
    await openRoute(page, '/', 'en');
    const services = page.getByRole('link', { name: 'Services' });
    await services.focus();
    const menu = page.getByTestId('services-menu');
    await expect(menu).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'SEM' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('the services menu opens on hover and closes after a click', async ({ page }) => {
    await openRoute(page, '/', 'en');
    await page.getByRole('link', { name: 'Services' }).hover();
    const menu = page.getByTestId('services-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Global Digital' }).click();
    await expect(page).toHaveURL(/#\/services\/global-digital$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('scroll reveals', () => {
  test('content below the fold fades in once scrolled to, the first screenful shows at once, and all of it is shown after a scroll through', async ({ page }) => {
    await openRoute(page, '/about', 'en');
    const reveals = page.locator('main [data-revealed]');
    expect(await reveals.count()).toBeGreaterThan(1);
    // What is on screen when the page appears is not faded in: fully opaque from its first frame.
    const onScreen = page.locator('main [data-revealed][data-at-once]');
    await expect(onScreen.first()).toBeInViewport();
    await expect(onScreen.first()).toHaveCSS('opacity', '1');
    await expect(onScreen.first()).toHaveCSS('transition-duration', '0s');
    // Chinese too: the boot waited for the first screenful's face, so the first screenful appears
    // at once and in its own font (or in the visitor's own CJK font, where there is one).
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.layoutShift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      const seen = new MutationObserver(() => {
        // The shell never shows without the screen: both come in the first commit (under the arrival
        // guard's mark, which hides the page while the parser or the guard builds it, nothing shows).
        if (document.querySelector('header') && !document.querySelector('main h1') && !document.documentElement.hasAttribute('data-arriving')) (window as unknown as { shellAlone: boolean }).shellAlone = true;
        // The first heading shown: a document under the arrival guard's mark (here the English
        // front door, rendered over in Chinese) is not on screen.
        if (!document.querySelector('main h1') || document.documentElement.hasAttribute('data-arriving')) return;
        seen.disconnect();
        const w = window as unknown as { facesAtFirstH1: string[]; uncoveredHan: (inBanner: boolean) => string; uncoveredAtFirstH1: { banner: string; rest: string } };
        const family = (f: FontFace) => f.family.replace(/"/g, '');
        w.facesAtFirstH1 = [...document.fonts].filter((f) => family(f).startsWith('Adt ')).map((f) => `${family(f)}: ${f.status}`);
        // The Chinese characters in the viewport (in the header and the banner, or elsewhere) that no
        // loaded face of the subset has.
        w.uncoveredHan = (inBanner) => {
          const ranges = [...document.fonts]
            .filter((f) => f.status === 'loaded' && family(f).startsWith('Adt Noto Sans TC') && !family(f).includes('Local'))
            .flatMap((f) => f.unicodeRange.split(',').map((r) => r.trim().replace(/^U\+/i, '').split('-').map((x) => parseInt(x, 16))));
          const banner = [document.querySelector('header'), document.querySelector('main')?.firstElementChild];
          let uncovered = '';
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (!box.width || box.bottom <= 0 || box.top >= innerHeight || !node.parentElement?.checkVisibility()) continue;
            if (banner.some((b) => b?.contains(node)) !== inBanner) continue;
            for (const ch of node.textContent ?? '') {
              const cp = ch.codePointAt(0)!;
              if (/\p{Script=Han}/u.test(ch) && !ranges.some(([a, b = a]) => cp >= a! && cp <= b!)) uncovered += ch;
            }
          }
          return uncovered;
        };
        w.uncoveredAtFirstH1 = { banner: w.uncoveredHan(true), rest: w.uncoveredHan(false) };
        // Noto Sans is declared only after the first paint (latinFacesAfterFirstPaint).
        (window as unknown as { notoSansAtFirstH1: number }).notoSansAtFirstH1 = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans').length;
      });
      seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-arriving'] });
    });
    // The app's own first render (the arrival guard shows the screen's document where it can fetch
    // its page, in the faces documents use: not here).
    await page.route(new RegExp(`/(zh-TW|en)/about/${ADOPTED_PAGE_FILE.replace('.', '\\.')}$`), (route) => route.abort());
    await openRoute(page, '/about', 'zh-TW');
    await expect(page.locator('main [data-at-once]').first()).toBeInViewport();
    const faces = await page.evaluate(() => (window as unknown as { facesAtFirstH1: string[] }).facesAtFirstH1);
    expect(await page.evaluate(() => (window as unknown as { shellAlone?: boolean }).shellAlone), 'the shell appeared before the screen').toBeUndefined();
    if (!faces.includes('Adt Noto Sans TC Local: loaded')) {
      // Without a CJK font of its own, the first paint waited for the face of its first screenful
      // only, which has every Chinese character of the header and the banner; the rest of the
      // screen's characters take the blank face's empty glyph (no system font searched, no boxes)
      // until the shell's and the screen's whole faces come, after the paint. Then every character
      // on screen has its face, and the blank face is gone.
      expect(faces, 'faces when the heading first appeared').toEqual(expect.arrayContaining(['Adt Noto Sans TC First: loaded', 'Adt CJK Blank: loaded']));
      expect(faces.filter((f) => f === 'Adt Noto Sans TC: loaded'), `faces when the heading first appeared: ${faces.join(', ')}`).toHaveLength(0);
      const atFirst = await page.evaluate(() => (window as unknown as { uncoveredAtFirstH1: { banner: string; rest: string } }).uncoveredAtFirstH1);
      expect(atFirst.banner, 'characters of the header and the banner without their face').toBe('');
      await expect.poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Adt Noto Sans TC' && f.status === 'loaded').length)).toBe(2);
      await expect.poll(() => page.evaluate(() => [...document.fonts].map((f) => f.family.replace(/"/g, '')).includes('Adt CJK Blank')), 'the blank face, once the whole faces came').toBe(false);
      expect(await page.evaluate(() => (window as unknown as { uncoveredHan: (inBanner: boolean) => string }).uncoveredHan(false)), 'characters on screen without their face').toBe('');
    }
    await openRoute(page, '/about', 'en');
    // English paints at once in Noto Sans' size-adjusted fallback; Noto Sans comes after the first
    // paint, and the swap moves nothing.
    expect(await page.evaluate(() => (window as unknown as { notoSansAtFirstH1: number }).notoSansAtFirstH1), 'Noto Sans faces declared at the first paint').toBe(0);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans' && f.status === 'loaded').map((f) => f.weight)))
      .toEqual(expect.arrayContaining(['400', '700']));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Measured with the test fonts (Arimo as the fallback's Arial-metric face): 0.0015, the header's
    // Services item growing by one pixel; the select of the language switcher has a width of its own.
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift), 'layout shift, the font swap included').toBeLessThan(0.002);
    await expect(reveals.last()).toHaveAttribute('data-revealed', 'false');
    await expect(reveals.last()).toHaveCSS('opacity', '0');
    await scrollThrough(page);
    await expect(page.locator('main [data-revealed="false"]')).toHaveCount(0);
    await expect(reveals.last()).toHaveCSS('opacity', '1');
  });

  test('under reduced motion, everything is shown at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRoute(page, '/about', 'en');
    await expect(page.locator('main [data-revealed="false"]')).toHaveCount(0);
  });
});
