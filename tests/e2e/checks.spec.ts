import { expect, test, type Page } from '@playwright/test';
import { VISIT_CHECKS, type VisitCheck, type VisitContext } from './checks';
import { axe } from './checks/axe';
import { clean, images, internalLinks, rawCopy, screen, shell, translatedBanner } from './checks/core';
import { appTookOver, openRoute, scrollThrough } from './helpers';
import { platformPage, servicePage } from './checks/templates';
import { takeOver } from './checks/takeover';
import { NOT_FOUND_PATH } from './visit-plan';

// The page-visit checks themselves: they pass on an intact screen and each fails on a screen that
// breaks what it checks (a check that cannot fail would hide what it is meant to catch).

test.use({ reducedMotion: 'reduce' });

/** Adds an element to main for one case; `undo` removes it. */
async function inject(page: Page, html: string) {
  await page.evaluate((markup) => {
    const probe = document.createElement('div');
    probe.id = 'check-probe';
    probe.innerHTML = markup;
    document.querySelector('main')?.append(probe);
  }, html);
  return () => page.evaluate(() => document.getElementById('check-probe')?.remove());
}

async function fails(check: VisitCheck, ctx: VisitContext, because: string) {
  await expect(check.run(ctx), `${check.name} fails when ${because}`).rejects.toThrow();
}

test('each core check passes on an intact screen and fails on a broken one', async ({ page }) => {
  for (const check of VISIT_CHECKS) await check.attach?.(page);
  await openRoute(page, '/about', 'en');
  await scrollThrough(page);
  const ctx: VisitContext = { page, path: '/about', lng: 'en', device: 'desktop', resized: false, template: 'about', ns: 'about', arrival: 'hash' };
  for (const check of VISIT_CHECKS.filter((c) => !c.applies || c.applies(ctx))) await check.run(ctx);

  // The locale: Thai expected, English shown (an English fallback, a wrong lang or switcher).
  const thai = { ...ctx, lng: 'th' };
  await fails(shell, thai, '<html lang> and the switcher do not match the locale');
  await fails(translatedBanner, thai, 'the banner is English in another locale');
  await fails(screen, { ...ctx, path: NOT_FOUND_PATH }, 'an unknown address does not show not-found');
  await fails(servicePage, { ...ctx, template: 'service' }, 'a service route lacks the service pattern');
  await fails(platformPage, { ...ctx, template: 'platform-blocks', ns: 'platform-google' }, 'a platform route lacks the platform pattern');

  let undo = await inject(page, '<p>banner.title</p>');
  await fails(rawCopy, ctx, 'a raw key is shown');
  await undo();
  undo = await inject(page, '<p>Hello {{name}}, &lt;b&gt;welcome&lt;/b&gt;</p>');
  await fails(rawCopy, ctx, 'a placeholder and a tag are shown');
  await undo();
  undo = await inject(page, '<a href="#/no-such-route">more</a>');
  await fails(internalLinks, ctx, 'a link leads to no route');
  await undo();
  // The preview server answers any path with the page itself; a production server answers 404.
  await page.route('**/no-such-image.png', (route) => route.fulfill({ status: 404, body: '' }));
  undo = await inject(page, '<img src="assets/no-such-image.png" alt="missing">');
  await page.waitForFunction(() => (document.querySelector('#check-probe img') as HTMLImageElement | null)?.complete);
  await fails(images, ctx, 'an image is broken');
  await fails(clean, ctx, 'a request answered 404');
  await undo();
  undo = await inject(page, '<img src="favicon.svg"><button></button>');
  await fails(axe, ctx, 'an image has no alt text and a button no name');
  await undo();
  await page.evaluate(() => console.error('something went wrong'));
  await fails(clean, ctx, 'the console shows an error');
  await page.evaluate(() => setTimeout(() => { throw new Error('uncaught'); }));
  await page.waitForTimeout(50);
  await fails(clean, ctx, 'an exception is uncaught');
  await clean.run(ctx);
});

test('the shell check fails when the page has a second h1', async ({ page }) => {
  await openRoute(page, '/about', 'en');
  await inject(page, '<h1>Another title</h1>');
  await fails(shell, { page, path: '/about', lng: 'en', device: 'desktop', resized: false, template: 'about', ns: 'about', arrival: 'hash' }, 'main holds two h1');
});

test('the takeover check passes on a document the app took over, and fails when the takeover changes what shows', async ({ page }) => {
  await takeOver.attach!(page);
  const ctx: VisitContext = { page, path: '/about', lng: 'en', device: 'desktop', resized: false, template: 'about', ns: 'about', arrival: 'document', document: '/en/about/' };
  const open = async () => {
    await page.goto(ctx.document!);
    await appTookOver(page);
  };
  await open();
  await takeOver.run(ctx);
  await page.evaluate(() => console.warn('something looks odd'));
  await fails(takeOver, ctx, 'the console shows a warning');
  await open();
  await page.evaluate(() => {
    document.documentElement.lang = 'vi';
  });
  await page.evaluate(() => {
    document.documentElement.lang = 'en';
  });
  await fails(takeOver, ctx, '<html lang> flips and back');
  await open();
  await page.evaluate(async () => {
    (document.querySelector('main h1') as HTMLElement).style.marginTop = '200px';
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await fails(takeOver, ctx, 'the page moves (the same text)');
  await open();
  await page.evaluate(() => {
    document.querySelector('main h1')!.textContent = 'Another heading';
  });
  await fails(takeOver, ctx, 'the text changes');
  await open();
  await page.evaluate(() => window.history.replaceState(null, '', '/#/about'));
  await fails(takeOver, ctx, 'the address leaves the document');
});
