import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/service-ooh.json';
import OohPage from '../../src/pages/services/ooh/page';
import { FORMATS, formatGroups, REGION_ORDER } from '../../src/pages/services/ooh/formats';
import ProgrammaticDoohPage from '../../src/pages/services/programmatic-dooh/page';
import { emptySlots } from '../../src/sections/partner-grid';
import { renderWithProviders } from './test-utils';

/** Text that still looks like a catalogue key, e.g. "formats.regions.china.label". */
const rawKeys = (text: string) => text.match(/\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+){2,}\b/g) ?? [];

function sectionNamed(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('OOH page', () => {
  it('renders the banner and every section of the spec, in order', async () => {
    const { container } = await renderWithProviders(<OohPage />, { route: '/services/ooh' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(container).getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '#/contact');
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      'What is OOH?',
      'Explore The Popular OOH Ad Format Across Different Regions',
      'Our Strategic OOH Advertising Services',
      'Our OOH media partners',
      'Why Us As OOH Advertising Agency?',
      'GET FREE CONSULTATION NOW',
    ]);
    expect(rawKeys(container.textContent ?? '')).toEqual([]);
  });

  it('shows the 11 regions and 14 local offices', async () => {
    await renderWithProviders(<OohPage />, { route: '/services/ooh' });
    const stats = screen.getByLabelText('Our outdoor network in figures');
    expect(within(stats).getAllByRole('definition').map((d) => d.textContent)).toEqual(['11', '14']);
    expect(within(stats).getAllByRole('term').map((d) => d.textContent)).toEqual([
      'regions covered in Asia-Pacific',
      'local offices in Asia-Pacific',
    ]);
  });

  it('has three region tabs with Hong Kong selected, and switching shows the region\'s groups', async () => {
    await renderWithProviders(<OohPage />, { route: '/services/ooh' });
    const user = userEvent.setup();
    const tabs = within(screen.getByRole('tablist', { name: 'Regions' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Hong Kong', 'China', 'Southeast Asia']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const hk = screen.getByRole('tabpanel');
    const dots = within(within(hk).getByRole('group', { name: 'Format groups in Hong Kong' })).getAllByRole('button');
    expect(dots.map((d) => d.textContent)).toEqual(['MTR', 'Bus', 'Transit', 'Airport', 'High-speed Railway', 'Billboard', 'LED wall']);
    expect(within(hk).getByRole('button', { name: 'MTR' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(hk).getByRole('heading', { level: 3 })).toHaveTextContent('MTR');

    await user.click(tabs[1]!);
    const cn = screen.getByRole('tabpanel');
    expect(cn).toHaveAccessibleName('China');
    const carousel = within(cn).getByRole('region', { name: 'China ad formats' });
    expect(within(carousel).getByRole('heading', { level: 3 })).toHaveTextContent('Airport');
    expect(within(carousel).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await user.click(within(carousel).getByRole('button', { name: 'Previous format group' }));
    expect(within(carousel).getByRole('heading', { level: 3 })).toHaveTextContent('Others');

    tabs[1]!.focus();
    await user.keyboard('{ArrowRight}');
    const sea = screen.getByRole('tabpanel');
    expect(sea).toHaveAccessibleName('Southeast Asia');
    const groups = within(sea).getAllByRole('group', { hidden: true }).map((g) => within(g).getByRole('heading', { level: 3, hidden: true }).textContent);
    expect(groups).toEqual(['Airport', 'Metro', 'Transit', 'Others']);
    expect(hk).not.toBeVisible();
    expect(cn).not.toBeVisible();
  });

  it('every group of every region has three formats with an image, title and category', () => {
    for (const region of REGION_ORDER) {
      const groups = formatGroups(region);
      expect(groups.length).toBe(Object.keys(en.formats.regions[region].groups).length);
      for (const group of groups) {
        expect(group.items).toHaveLength(3);
      }
    }
    expect(Object.keys(FORMATS.hongKong)).toHaveLength(7);
    expect(Object.keys(FORMATS.china)).toHaveLength(4);
    expect(Object.keys(FORMATS.sea)).toHaveLength(4);
  });

  it('lists six services, seven partner logos in rows of 5 and 2, and three why-us cards', async () => {
    await renderWithProviders(<OohPage />, { route: '/services/ooh' });
    const services = sectionNamed('Our Strategic OOH Advertising Services');
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(services).getByRole('link', { name: 'SEE OUR DIGITAL MARKETING FULL SERVICES' })).toHaveAttribute('href', '#/contact');

    const logos = within(screen.getByRole('list', { name: 'OOH media partners' })).getAllByRole('listitem');
    expect(logos).toHaveLength(7);
    const rows = logos.map((li) => li.style.gridRow);
    expect(rows).toEqual(['1', '1', '1', '1', '1', '2', '2']);
    for (const li of logos) expect(within(li).getByRole('img')).toHaveAccessibleName();

    const whyUs = sectionNamed('Why Us As OOH Advertising Agency?');
    expect(within(whyUs).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('the why-us text links to the eight service pages', async () => {
    await renderWithProviders(<OohPage />, { route: '/services/ooh' });
    const whyUs = sectionNamed('Why Us As OOH Advertising Agency?');
    const hrefs = within(whyUs).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '#/services/sem',
      '#/services/seo',
      '#/services/content',
      '#/services/video',
      '#/services/social',
      '#/services/influencer',
      '#/services/taboola',
      '#/services/programmatic-dooh',
    ]);
  });
});

describe('pDOOH page', () => {
  it('renders the banner and every section of the spec, in order', async () => {
    const { container } = await renderWithProviders(<ProgrammaticDoohPage />, { route: '/services/programmatic-dooh' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(container).getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '#/contact');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What is pDOOH?',
      'Why You Need to Use pDOOH',
      'Our pDOOH Services',
      'Our pDOOH Partners',
      'Why Us As pDOOH Advertising Agency?',
      'GET FREE CONSULTATION NOW',
    ]);
    expect(rawKeys(container.textContent ?? '')).toEqual([]);
  });

  it('explains OOH, DOOH and pDOOH in three blocks, with the figures and TRY OUT NOW', async () => {
    await renderWithProviders(<ProgrammaticDoohPage />, { route: '/services/programmatic-dooh' });
    const what = sectionNamed('What is pDOOH?');
    const blocks = within(what).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(blocks).toEqual(['OOH', 'DOOH', 'pDOOH']);
    for (const name of ['Out-of-home', 'Digital out-of-home', 'Programmatic digital out-of-home']) {
      expect(within(what).getByText(name)).toBeInTheDocument();
    }
    expect(within(what).getAllByRole('img')).toHaveLength(3);
    expect(what).toHaveTextContent('290B+');
    expect(what).toHaveTextContent('2B+');
    expect(what).toHaveTextContent('countries with local pDOOH specialists');
    expect(within(what).getByRole('link', { name: 'TRY OUT NOW' })).toHaveAttribute('href', '#/contact');
  });

  it('has two bullet columns, six services and the full-services button', async () => {
    await renderWithProviders(<ProgrammaticDoohPage />, { route: '/services/programmatic-dooh' });
    const need = sectionNamed('Why You Need to Use pDOOH');
    const lists = within(need).getAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    const services = sectionNamed('Our pDOOH Services');
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(services).getByRole('link', { name: 'SEE OUR DIGITAL MARKETING FULL SERVICES' })).toHaveAttribute('href', '#/contact');
  });

  it('shows 20 partner slots, the last one empty and decorative, then "and many more…"', async () => {
    await renderWithProviders(<ProgrammaticDoohPage />, { route: '/services/programmatic-dooh' });
    const partners = sectionNamed('Our pDOOH Partners');
    const list = within(partners).getByRole('list', { name: 'pDOOH partners' });
    const slots = list.querySelectorAll(':scope > li');
    expect(slots).toHaveLength(20);
    const last = slots[19]!;
    expect(last).toHaveAttribute('aria-hidden', 'true');
    expect(last).toBeEmptyDOMElement();
    expect(last.querySelector('a, button, [tabindex]')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(19);
    for (const li of within(list).getAllByRole('listitem')) expect(li.textContent?.trim()).not.toBe('');
    expect(partners).toHaveTextContent('and many more…');
    expect(emptySlots(19, 20)).toBe(1);
    expect(emptySlots(25, 20)).toBe(0);
  });

  it('ends with three why-us items and the closing call to action', async () => {
    await renderWithProviders(<ProgrammaticDoohPage />, { route: '/services/programmatic-dooh' });
    const whyUs = sectionNamed('Why Us As pDOOH Advertising Agency?');
    expect(within(whyUs).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'GET FREE CONSULTATION NOW' })).toHaveAttribute('href', '#/contact');
  });
});
