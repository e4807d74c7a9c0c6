// The in-page part of the context screenshot run (scripts/i18n/context-page.mjs) on jsdom: which key
// each text and attribute comes from, its role, and the numbered overlay.
import { describe, expect, it } from 'vitest';
import { markText } from '../../src/i18n/context-markers.mjs';
import { collectKeys, drawOverlay, roleOf } from '../../scripts/i18n/context-page.mjs';

function page(html: string) {
  document.head.innerHTML = `<title>${markText('about:meta.title', 'About us')}</title>`;
  document.body.innerHTML = html;
  // jsdom has no layout: every text gets a box from its position in the document.
  let y = 0;
  return collectKeys(document, {
    rangeBoxes: () => [{ x: 0, y: (y += 20), width: 100, height: 16 }],
    elementBox: () => ({ x: 0, y: (y += 20), width: 50, height: 50 }),
    visible: (el) => !el.closest('[hidden]'),
  });
}

describe('collectKeys', () => {
  it('maps texts, tagged texts, attributes and the title back to keys, with roles', () => {
    const entries = page(`
      <header><a href="#/">${markText('common:nav.home', 'Home')}</a></header>
      <main>
        <h1>${markText('about:banner.title', 'About')}</h1>
        <p>${markText('about:intro', 'We use ')}<b>${markText('common:brand', 'Adtechinno')}</b>${markText('about:intro', '')}</p>
        <p>Before <strong>${markText('about:lead', 'lead')}</strong> after</p>
        <dl><dt>${markText('about:stats.years.label', 'years')}</dt><dd>15+</dd></dl>
        <button>${markText('common:cta', 'Contact us')}</button>
        <img alt="${markText('about:art.alt', 'Team photo')}">
        <div hidden><p>${markText('about:tab.two', 'Second tab')}</p></div>
      </main>`);
    const byId = Object.fromEntries(entries.map((e) => [e.id, e]));
    expect(Object.keys(byId).sort()).toEqual(
      ['about:art.alt', 'about:banner.title', 'about:intro', 'about:lead', 'about:meta.title', 'about:stats.years.label', 'about:tab.two', 'common:brand', 'common:cta', 'common:nav.home'].sort(),
    );
    expect(byId['common:nav.home']!.role).toBe('link');
    expect(byId['about:banner.title']!.role).toBe('heading');
    expect(byId['about:intro']!.role).toBe('paragraph');
    expect(byId['common:brand']!.text).toBe('Adtechinno');
    expect(byId['about:stats.years.label']!.role).toBe('statistic label');
    expect(byId['common:cta']!.role).toBe('button');
    expect(byId['about:art.alt']!.role).toMatch(/alt text/);
    expect(byId['about:meta.title']!.role).toBe('document title');
    expect(byId['about:meta.title']!.box).toBeUndefined();
    expect(byId['about:tab.two']!.box, 'hidden text has no box').toBeUndefined();
    expect(byId['about:lead']!.text).toBe('lead');
  });

  it('draws one numbered outline per shown key, and the overlay is left out of the next collection', () => {
    const entries = page(`<main><h1>${markText('a:t', 'Title')}</h1><p>${markText('a:p', 'Text')}</p></main>`);
    entries.forEach((e, i) => (e.n = e.box ? i + 1 : undefined));
    const layer = drawOverlay(document, entries);
    expect(Array.from(layer.children).map((c) => c.textContent).filter(Boolean)).toEqual(['1', '2']);
    expect(page(document.body.innerHTML).map((e) => e.id).sort()).toEqual(['a:p', 'a:t', 'about:meta.title']);
  });

  it('roleOf reads the closest meaningful element', () => {
    document.body.innerHTML = '<ul><li><a href="#"><span id="s">x</span></a></li></ul><label><span id="l">y</span></label>';
    expect(roleOf(document.getElementById('s')!)).toBe('link');
    expect(roleOf(document.getElementById('l')!)).toBe('form label');
  });
});
