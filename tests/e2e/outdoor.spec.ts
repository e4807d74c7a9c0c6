import { expect, test, type Locator, type Page } from '@playwright/test';
import { openRoute, watchPage } from './helpers';

// The behaviour of the outdoor pages. Both pages in every locale (sections, raw keys, console,
// links naming routes, axe) are checked by the page-visit sweep, tests/e2e/visit.spec.ts.

function regionTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Regions' }).getByRole('tab');
}

async function expectRegion(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  return panel;
}

/** The h3 of the group currently shown in a panel (hidden slides are out of the accessibility tree). */
function currentGroup(panel: Locator) {
  return panel.getByRole('heading', { level: 3 });
}

test.describe('[en] OOH format tabs', () => {
  test('[en] three region tabs, Hong Kong first and selected, switching with the mouse shows each region\'s groups', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/ooh', 'en');
    await expect(regionTabs(page)).toHaveText(['Hong Kong', 'China', 'Southeast Asia']);

    const hk = await expectRegion(page, 'Hong Kong');
    await hk.scrollIntoViewIfNeeded();
    await expect(hk.getByRole('group', { name: 'Format groups in Hong Kong' }).getByRole('button')).toHaveText([
      'MTR', 'Bus', 'Transit', 'Airport', 'High-speed Railway', 'Billboard', 'LED wall',
    ]);
    await expect(currentGroup(hk)).toHaveText('MTR');
    await expect(hk.getByRole('button', { name: /^(Digital Motion Panels|Train Body Wrap|Station Domination)/ })).toHaveCount(3);

    // Hovering a panel changes the displayed image; a dot selects another group.
    const image = hk.getByRole('img');
    await expect(image).toHaveAccessibleName(/metro platform/);
    await hk.getByRole('button', { name: /Train Body Wrap/ }).hover();
    await expect(image).toHaveAccessibleName(/high-speed train/);
    await hk.getByRole('button', { name: 'LED wall', exact: true }).click();
    await expect(currentGroup(hk)).toHaveText('LED wall');
    await expect(hk.getByRole('button', { name: 'LED wall', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveAccessibleName(/LED screen on a building/);

    await page.getByRole('tab', { name: 'China' }).click();
    const cn = await expectRegion(page, 'China');
    await expect(hk).toBeHidden();
    const carousel = cn.getByRole('region', { name: 'China ad formats' });
    await expect(currentGroup(carousel)).toHaveText('Airport');
    await expect(carousel.getByRole('heading', { level: 4 })).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Next format group' }).click();
    await expect(currentGroup(carousel)).toHaveText('Metro');
    await carousel.getByRole('button', { name: 'Previous format group' }).click();
    await carousel.getByRole('button', { name: 'Previous format group' }).click();
    await expect(currentGroup(carousel)).toHaveText('Others');
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeVisible();

    await page.getByRole('tab', { name: 'Southeast Asia' }).click();
    const sea = await expectRegion(page, 'Southeast Asia');
    const seaCarousel = sea.getByRole('region', { name: 'Southeast Asia ad formats' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      seen.push((await currentGroup(seaCarousel).innerText()).trim());
      await seaCarousel.getByRole('button', { name: 'Next format group' }).click();
    }
    expect(seen).toEqual(['Airport', 'Metro', 'Transit', 'Others']);
    await expect(currentGroup(seaCarousel)).toHaveText('Airport'); // wrapped round

    // China kept its place while hidden.
    await page.getByRole('tab', { name: 'China' }).click();
    await expect(currentGroup(page.getByRole('region', { name: 'China ad formats' }))).toHaveText('Others');
    watch.assertClean();
  });

  test('[en] the tabs work from the keyboard alone', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/ooh', 'en');
    const hkTab = page.getByRole('tab', { name: 'Hong Kong' });
    await hkTab.focus();
    await expect(hkTab).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'China' })).toBeFocused();
    const cn = await expectRegion(page, 'China');
    await expect(currentGroup(cn)).toHaveText('Airport');

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Southeast Asia' })).toBeFocused();
    await expectRegion(page, 'Southeast Asia');

    await page.keyboard.press('ArrowRight');
    await expect(hkTab).toBeFocused();
    await expectRegion(page, 'Hong Kong');

    await page.keyboard.press('ArrowLeft');
    await expectRegion(page, 'Southeast Asia');
    await page.keyboard.press('Home');
    const hk = await expectRegion(page, 'Hong Kong');

    // Tab moves on into the panel; the hover carousel's panels and dots answer the keyboard.
    await page.keyboard.press('Tab');
    await expect(hk).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(hk.getByRole('button', { name: /Train Body Wrap/ })).toBeFocused();
    await expect(hk.getByRole('img')).toHaveAccessibleName(/high-speed train/);
    await hk.getByRole('button', { name: 'Airport', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(currentGroup(hk)).toHaveText('Airport');

    // In China, the carousel buttons work with Enter and Space.
    await hkTab.focus();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('region', { name: 'China ad formats' }).getByRole('button', { name: 'Next format group' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await expect(currentGroup(page.getByRole('region', { name: 'China ad formats' }))).toHaveText('Bus');
    watch.assertClean();
  });

  test('[en] the slide takes 500 ms and the tab fade 300 ms; neither moves under reduced motion', async ({ page }) => {
    await openRoute(page, '/services/ooh', 'en');
    await page.getByRole('tab', { name: 'China' }).click();
    const track = page.getByRole('region', { name: 'China ad formats' }).locator('[aria-live="polite"]');
    const panel = page.getByRole('tabpanel', { name: 'China' });
    const seconds = (l: Locator, prop: 'transitionDuration' | 'animationDuration') =>
      l.evaluate((el, p) => parseFloat(getComputedStyle(el)[p]), prop);
    expect(await seconds(track, 'transitionDuration')).toBeCloseTo(0.5);
    expect(await seconds(panel, 'animationDuration')).toBeCloseTo(0.3);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => seconds(track, 'transitionDuration')).toBeLessThan(0.01);
    await expect.poll(() => seconds(panel, 'animationDuration')).toBeLessThan(0.01);
  });
});

test.describe('[en] OOH why-us links', () => {
  // That each of them is a route (so not the not-found screen) is checked by the sweep's link check.
  test('[en] the why-us text links to the eight service pages', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/ooh', 'en');
    const whyUs = page.getByRole('region', { name: 'Why Us As OOH Advertising Agency?' });
    const hrefs = await whyUs.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([
      '#/services/sem', '#/services/seo', '#/services/content', '#/services/video',
      '#/services/social', '#/services/influencer', '#/services/taboola', '#/services/programmatic-dooh',
    ]);
    await page.getByRole('region', { name: 'Why Us As OOH Advertising Agency?' }).getByRole('link', { name: /programmatic digital out-of-home/ }).click();
    await expect(page).toHaveURL(/#\/services\/programmatic-dooh$/);
    await expect(page.getByRole('heading', { level: 2, name: 'What is pDOOH?' })).toBeVisible();
    watch.assertClean();
  });
});

test.describe('[en] pDOOH page', () => {
  test('[en] 20 partner slots with the last one empty, and TRY OUT NOW leads to contact', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/programmatic-dooh', 'en');
    const list = page.getByRole('list', { name: 'pDOOH partners' });
    await expect(list.locator(':scope > li')).toHaveCount(20);
    await expect(list.getByRole('listitem')).toHaveCount(19);
    const last = list.locator(':scope > li').last();
    await expect(last).toHaveAttribute('aria-hidden', 'true');
    await expect(last).toHaveText('');
    await expect(page.getByText('and many more…')).toBeVisible();

    await page.getByRole('link', { name: 'TRY OUT NOW' }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    watch.assertClean();
  });
});
