// What the context screenshot run (scripts/i18n-context.mjs) does inside the page: read the key
// markers of the context build (src/i18n/context-markers.mjs) off the DOM, tell each key's
// element role and box, draw the numbered outlines, and measure how long a text may grow before
// it overflows its box.
//
// The functions take the document (and the measuring of boxes) as arguments so that the unit tests
// run them on jsdom; the screenshot run injects this file (its imports and `export`s taken out,
// after context-markers.mjs) into the page and calls them there.
import { parseMarked, idsIn } from '../../src/i18n/context-markers.mjs';

/** Attributes that carry translated text, and what a translator should call them. */
export const TEXT_ATTRIBUTES = {
  alt: 'image description (alt text)',
  'aria-label': 'accessible name (read aloud, not shown)',
  title: 'tooltip',
  placeholder: 'input placeholder',
};

/** The role of the element a text sits in, in a translator's words. */
export function roleOf(el) {
  for (let e = el; e && e.tagName !== 'BODY'; e = e.parentElement) {
    const tag = e.tagName.toLowerCase();
    const role = e.getAttribute('role');
    if (/^h[1-6]$/.test(tag) || role === 'heading') return 'heading';
    if (tag === 'button' || role === 'button' || (tag === 'input' && /^(submit|button)$/.test(e.getAttribute('type') ?? ''))) return 'button';
    if (tag === 'a' || role === 'link') return 'link';
    if (tag === 'dt') {
      const dd = e.nextElementSibling;
      return dd && dd.tagName === 'DD' && /\d/.test(dd.textContent ?? '') ? 'statistic label' : 'term';
    }
    if (tag === 'dd') return /\d/.test(e.textContent ?? '') ? 'statistic' : 'description';
    if (tag === 'label' || tag === 'legend') return 'form label';
    if (tag === 'option') return 'option of a list';
    if (tag === 'th') return 'table heading';
    if (tag === 'li') return 'list item';
    if (tag === 'figcaption') return 'caption';
    if (tag === 'p' || tag === 'blockquote') return 'paragraph';
  }
  return 'text';
}

/** The union of boxes ({ x, y, width, height }), or undefined for none. */
export function unionBox(boxes) {
  const real = boxes.filter((b) => b && b.width > 0 && b.height > 0);
  if (!real.length) return undefined;
  const x = Math.min(...real.map((b) => b.x));
  const y = Math.min(...real.map((b) => b.y));
  const right = Math.max(...real.map((b) => b.x + b.width));
  const bottom = Math.max(...real.map((b) => b.y + b.height));
  return { x: Math.round(x), y: Math.round(y), width: Math.round(right - x), height: Math.round(bottom - y) };
}

/**
 * Every key of a marked document: [{ id, role, box, element, nodes }] in document order, one entry
 * per key and element (a key twice on a screen, e.g. in the header and the footer, gives two).
 * `box` is undefined when the text is not rendered (a closed menu, a hidden tab, a clipped slide).
 * `rangeBoxes(node, start, end)` and `elementBox(el)` measure in page coordinates (the browser's
 * getClientRects plus the scroll offset; the unit tests pass their own). `visible(el)` tells
 * whether an element is rendered at all. Head texts (title, meta) come as role "document title"
 * and "meta description" without a box.
 */
export function collectKeys(doc, { rangeBoxes, elementBox, visible }) {
  const entries = [];
  const add = (id, el, role, boxes, node, text) => {
    let entry = entries.find((e) => e.id === id && e.element === el);
    if (!entry) {
      entry = { id, role, element: el, boxes: [], nodes: [], text: '' };
      entries.push(entry);
    }
    entry.boxes.push(...boxes);
    if (node) entry.nodes.push(node);
    entry.text += text ?? '';
  };
  const stack = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template, [data-i18n-context]')) continue;
    for (const piece of parseMarked(node.nodeValue ?? '', stack)) {
      if (!piece.id || !piece.text.trim()) continue;
      const shown = visible(el);
      add(piece.id, el, roleOf(el), shown ? rangeBoxes(node, piece.start, piece.end) : [], node, piece.text);
    }
  }
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    if (el.closest('[data-i18n-context]')) continue;
    for (const [attr, role] of Object.entries(TEXT_ATTRIBUTES)) {
      const value = el.getAttribute(attr);
      if (!value) continue;
      for (const id of idsIn(value)) add(id, el, role, visible(el) ? [elementBox(el)] : [], undefined, '');
    }
  }
  for (const id of idsIn(doc.title ?? '')) add(id, undefined, 'document title', [], undefined, '');
  for (const meta of Array.from(doc.head?.querySelectorAll('meta[content]') ?? [])) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? 'meta';
    for (const id of idsIn(meta.getAttribute('content') ?? '')) add(id, undefined, name === 'description' ? 'meta description' : `meta ${name}`, [], undefined, '');
  }
  return entries.map((e) => ({ id: e.id, role: e.role, box: unionBox(e.boxes), element: e.element, nodes: e.nodes, text: e.text }));
}

/**
 * Numbered outlines over every key with a box; returns the overlay element (remove it after the
 * shot). Over an open modal dialog (which the browser paints above everything in the page) the
 * overlay goes inside the dialog, fixed to the viewport: pass the dialog and the scroll offset.
 */
export function drawOverlay(doc, entries, { parent = doc.body, scroll } = {}) {
  const layer = doc.createElement('div');
  layer.setAttribute('data-i18n-context', '');
  layer.style.cssText = `position:${scroll ? 'fixed' : 'absolute'};left:${scroll ? -scroll.x : 0}px;top:${scroll ? -scroll.y : 0}px;width:0;height:0;z-index:2147483647;pointer-events:none`;
  entries.forEach((entry) => {
    if (!entry.box || entry.n === undefined) return;
    const { x, y, width, height } = entry.box;
    const outline = doc.createElement('div');
    outline.style.cssText = `position:absolute;left:${x - 2}px;top:${y - 2}px;width:${width + 4}px;height:${height + 4}px;outline:2px solid rgba(220,0,120,.85);box-sizing:border-box`;
    const label = doc.createElement('div');
    label.textContent = String(entry.n);
    label.style.cssText = `position:absolute;left:${x - 2}px;top:${Math.max(0, y - 16)}px;font:bold 11px/14px monospace;color:#fff;background:rgba(220,0,120,.95);padding:0 3px;border-radius:2px`;
    layer.append(outline, label);
  });
  parent.append(layer);
  return layer;
}

/**
 * The overflow rules of the pseudo-locale audit (tests/e2e/pseudo.spec.ts), for one text and the
 * boxes around it: the text's block is wider than its box, taller than its box by more than half a
 * line (or at all when the box clips), or beyond the viewport; a box around it spills sideways; the
 * page is wider than the viewport. Returns the list of rules broken (empty: it fits).
 */
export function overflowOf(el, win) {
  const broken = [];
  const doc = win.document;
  let block = el;
  while (block && block !== doc.body && /^(inline|contents)$/.test(win.getComputedStyle(block).display)) block = block.parentElement;
  if (!block || block === doc.body) return broken;
  const cs = win.getComputedStyle(block);
  const lineHeight = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
  const clips = cs.overflowY !== 'visible' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '' && cs.webkitLineClamp !== undefined);
  const extra = block.scrollHeight - block.clientHeight;
  if (block.scrollWidth > block.clientWidth + 1) broken.push('wider than its box');
  else if (extra > lineHeight / 2 || (clips && extra > 2)) broken.push('taller than its box');
  const viewport = doc.documentElement.clientWidth;
  const rect = block.getBoundingClientRect();
  if (rect.right > viewport + 1 || rect.left < -1) broken.push('beyond the viewport');
  for (let box = block.parentElement; box && box !== doc.body; box = box.parentElement) {
    const bs = win.getComputedStyle(box);
    if (bs.overflowX === 'visible' && box.scrollWidth > box.clientWidth + 1) {
      broken.push('spills out of an enclosing box');
      break;
    }
  }
  if (doc.documentElement.scrollWidth > viewport + 1) broken.push('makes the page wider than the viewport');
  return broken;
}

/** Text of `length` characters for the measurement: the pseudo-locale's accented filler (words and spaces). */
export function fillerText(length) {
  const words = 'ļöŕéḿ íþšüḿ ďöļöŕ šíţ áḿéţ çöñšéçţéţüŕ áďíþíšçíñĝ éļíţ šéď ďö éíüšḿöď ţéḿþöŕ ';
  let out = '';
  while (out.length < length) out += words;
  return out.slice(0, length);
}

/**
 * The largest length a key's text may have before its box overflows by the audit's rules, by
 * binary search between the English length and `cap`; undefined when `cap` characters still fit
 * (the layout does not limit it), 0 when even the English overflows. `set(text)` puts a text in
 * place of the key's, `overflows()` returns the rules broken beyond those broken before.
 */
export function searchMaxLength(englishLength, cap, set, overflows) {
  set(fillerText(cap));
  if (!overflows()) return undefined;
  let lo = englishLength;
  set(fillerText(lo));
  if (overflows()) return 0;
  let hi = cap; // overflows
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    set(fillerText(mid));
    if (overflows()) hi = mid;
    else lo = mid;
  }
  return lo;
}

/** How far a text is grown to find its limit: 2.5 times the English, and at least 40 characters more. */
export const growthCap = (englishLength) => Math.max(Math.ceil(englishLength * 2.5), englishLength + 40);
