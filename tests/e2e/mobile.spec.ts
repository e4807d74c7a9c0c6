import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SERVICE_GROUPS } from '../../src/config/site-manifest';
import { expectNoHorizontalOverflow, expectResponsiveLayout, type Device } from './checks/layout';
import { SHIPPED_LOCALES } from '../../src/i18n/locales';
import { slotLocale, sweepSlots } from './visit-plan';
import { DEVICES } from './devices';

/** The projects (tests/e2e/devices.ts), by index: editions sharing a slot take one each. */
const PROJECTS: readonly string[] = DEVICES.map((d) => d.name);
import { openRoute, watchPage } from './helpers';

/**
 * Phones and tablets (issue 10): runs on the `phone` (390 × 844, touch) and `tablet` (820 × 1180,
 * touch) projects. The layout checks of every route × locale live in ./checks/layout.ts (the visit
 * sweep); this file checks what a finger does. The last block is a touch screen at the 1180 px
 * desktop design width (an iPad in landscape), run once on the tablet project.
 */

const device = (): Device => (test.info().project.name === 'phone' ? 'phone' : 'tablet');

function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Site menu' });
}

async function openMenu(page: Page): Promise<Locator> {
  await menuButton(page).tap();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A horizontal swipe across an element, as real touch events (Chromium's input pipeline). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + Math.min(box.height / 2, 120);
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0) });
  for (let i = 1; i <= 6; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + (dx * i) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('phones and tablets', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone and tablet projects only');

  test('[en] the header collapses into a menu button; the panel opens and closes by tap', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/about', 'en');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openMenu(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    // Everything the desktop header offers: the links (current page marked), services, language.
    const nav = dialog.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Digital Marketing' })).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Close menu' }).tap();
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // A tap on the backdrop (the strip left of the panel) closes it too.
    await openMenu(page);
    await page.touchscreen.tap(8, 400);
    await expect(panel(page)).toBeHidden();
    watch.assertClean();
  });

  test('[en] the panel works from the keyboard: focus stays inside, Escape closes it', async ({ page }) => {
    await openRoute(page, '/', 'en');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // A disclosure opens with the keyboard and its links join the tab order.
    const china = dialog.getByRole('button', { name: 'China Digital' });
    await china.focus();
    await page.keyboard.press('Enter');
    await expect(china).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Baidu' })).toBeFocused();

    // However far Tab goes, and backwards, focus never leaves the panel.
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(30).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('[en] the panel reaches every service page', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = new Set(
      SERVICE_GROUPS.flatMap((g) => [...(g.path ? [g.path] : []), ...g.items.flatMap((i) => [i.path, ...(i.children ?? []).map((c) => c.path)])]),
    );
    expect(paths.size).toBeGreaterThan(20);
    await openRoute(page, '/', 'en');
    for (const path of paths) {
      const dialog = await openMenu(page);
      const link = dialog.locator(`a[href="#${path}"]`).first();
      // Inside a closed group: open its disclosure first.
      if (!(await link.isVisible())) {
        const disclosure = dialog.locator(`li:has(> ul a[href="#${path}"]) > button`);
        await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
        await disclosure.tap();
        await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
      }
      await link.tap();
      await expect(panel(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
    }
  });

  test('[th] the panel speaks the page language and switches it', async ({ page }) => {
    await openRoute(page, '/', 'th');
    await page.getByRole('banner').getByRole('button', { name: 'เมนู' }).tap();
    // Found by its name as written (เมนูเว็บไซต์): a word the Thai dictionary keeps whole carries no
    // joiner, so a screen reader or voice control gets the name a Thai reader would say.
    const dialog = page.getByRole('dialog', { name: 'เมนูเว็บไซต์', exact: true });
    await expect(dialog.getByRole('button', { name: 'ปิดเมนู' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'ภาษา' }).selectOption('vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('dialog', { name: 'Menu trang web' }).getByRole('button', { name: 'Đóng menu' })).toBeVisible();
  });

  test('[en] the contact form fills and submits by touch, with the right keyboards', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const tel = form.getByRole('textbox', { name: 'Telephone' });
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(tel).toHaveAttribute('autocomplete', 'tel');
    await expect(tel).toHaveAttribute('inputmode', 'tel');

    // Fields run the full width of the form.
    const formBox = (await form.boundingBox())!;
    for (const field of [name, email, tel]) {
      const box = (await field.boundingBox())!;
      if (device() === 'phone') expect(box.width).toBeGreaterThan(formBox.width * 0.9);
    }

    for (const [field, value] of [[name, 'Somchai'], [email, 'somchai@example.com'], [tel, '+66 2 000 0000']] as const) {
      await field.tap();
      await page.keyboard.type(value);
    }
    await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('xhs');
    await form.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('linkedin');
    await form.getByRole('textbox', { name: 'Message' }).tap();
    await page.keyboard.type('Shops in Bangkok, customers on their phones.');
    await form.getByRole('button', { name: 'Submit' }).tap();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    watch.assertClean();
  });

  test('[vi, en] OOH: tabs stay a tab list and scroll when they do not fit; swipe and tap drive the carousels', async ({ page }) => {
    await openRoute(page, '/services/ooh', 'vi');
    const list = page.getByRole('tablist');
    const last = list.getByRole('tab').last();
    // The list scrolls inside itself rather than widening the page.
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await last.tap();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const listBox = (await list.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
    await expectNoHorizontalOverflow(page);

    await openRoute(page, '/services/ooh', 'en');
    // Hong Kong: the hover carousel answers a tap.
    const hk = page.getByRole('tabpanel', { name: 'Hong Kong' });
    const second = hk.getByRole('list').first().getByRole('button').nth(1);
    const before = await hk.getByRole('img').getAttribute('alt');
    await second.tap();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(hk.getByRole('img')).not.toHaveAttribute('alt', before ?? '');

    // China: a swipe to the left shows the next slide, one to the right goes back.
    await page.getByRole('tab', { name: 'China' }).tap();
    const carousel = page.getByRole('region', { name: 'China ad formats' });
    const heading = carousel.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText('Airport');
    await carousel.scrollIntoViewIfNeeded();
    // The window onto the slides (the track itself moves).
    const slides = carousel.locator('[aria-live]').locator('..');
    await swipe(page, slides, -200);
    await expect(heading).toHaveText('Metro');
    await swipe(page, slides, 200);
    await expect(heading).toHaveText('Airport');
    await expectNoHorizontalOverflow(page);
  });

  test('[en] axe finds nothing, target size included, on the phone', async ({ page }) => {
    test.skip(device() !== 'phone', 'phone only');
    test.setTimeout(120_000);
    // Reduced motion: axe would otherwise measure the contrast of copy still fading in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // wcag22aa brings in target-size (24 × 24 px with spacing); the 44 px bar is checks/layout.ts.
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    for (const path of ['/', '/contact', '/services/ooh']) {
      await openRoute(page, path, 'en');
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      expect([...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id)).toContain('target-size');
    }
    // And with the navigation panel open.
    await openMenu(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Digital Marketing' }).tap();
    const open = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(open.violations.map((v) => `menu ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  });

  for (const slot of sweepSlots([...SHIPPED_LOCALES])) {
    // Every route's layout is checked by the page-visit sweep (tests/e2e/checks/layout.ts); this
    // checks what the sweep does not open: the navigation panel with every group expanded. The two
    // editions of Traditional Chinese share one test: phone and tablet take one each.
    test(`[${slot.join('/')}] the open navigation panel: no sideways scroll, nothing too wide, readable text, finger-sized targets`, async ({ page }, testInfo) => {
      const lng = slotLocale(slot, 0, PROJECTS.indexOf(testInfo.project.name));
      await openRoute(page, '/', lng);
      await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').tap();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Every services group open.
      const closed = dialog.getByRole('button', { expanded: false });
      while ((await closed.count()) > 0) await closed.first().tap();
      await expectResponsiveLayout(page, device());
    });
  }
});

test.describe('a touch screen at the 1180 px desktop design width', () => {
  test.skip(() => test.info().project.name !== 'tablet', 'once, on the tablet project');
  test.use({ viewport: { width: 1180, height: 820 }, isMobile: false, hasTouch: true });

  test('[en] the first tap on Services opens the menu, the second follows the link; hover still works', async ({ page }) => {
    await openRoute(page, '/about', 'en');
    await expect(menuButton(page)).toBeHidden();
    const services = page.getByRole('banner').getByRole('link', { name: 'Services' });
    const menu = page.getByTestId('services-menu');
    await services.tap();
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/#\/about$/);
    // The second tap follows the link; SEM's catalogue is held back, so its screen is still
    // loading when the next tap opens the menu again: the screen's arrival leaves the menu open.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/service-sem-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await services.tap();
    await expect(page).toHaveURL(/#\/services\/sem$/);
    await expect(menu).toBeHidden();
    await services.tap();
    await expect(menu).toBeVisible();
    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Search Engine Marketing/);
    await expect(menu).toBeVisible();

    // A tap on an entry of the open menu follows it at once.
    await menu.getByRole('link', { name: 'Weibo' }).tap();
    await expect(page).toHaveURL(/#\/services\/weibo$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Weibo Marketing/);

    // The mouse still opens it by hovering, once Weibo's screen is in. (In one CI run at load 6.5,
    // a hover made right after the URL check left the menu closed; not reproduced here.)
    await page.mouse.move(5, 400);
    await services.hover();
    await expect(menu).toBeVisible();
  });

  for (const slot of sweepSlots([...SHIPPED_LOCALES])) {
    test(`[${slot.join('/')}] the open services menu fits the window`, async ({ page }, testInfo) => {
      const lng = slotLocale(slot, 0, PROJECTS.indexOf(testInfo.project.name));
      await openRoute(page, '/', lng);
      await page.getByRole('banner').getByRole('navigation').getByRole('link').nth(2).hover();
      const menu = page.getByTestId('services-menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1180);
      await expectNoHorizontalOverflow(page);
    });
  }
});
