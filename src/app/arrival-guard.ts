/**
 * The arrival guard: a few bytes of script inline in the head of every document (index.html and
 * every prerendered one, scripts/csp.mjs allows exactly this source by its hash). A document is a
 * screen in a language; its address can name another (`/#/contact`, `/th/#/contact`, `/?lng=ja`),
 * which the app renders over it once its script has run. Meanwhile the document's own content must
 * not show: the guard marks `<html>` before the first paint, and src/styles/global.scss hides the
 * main content (another screen) or the whole page (another language) while it is marked. The app
 * takes the mark off once it has rendered (src/app/app.tsx), and so does a timer, so that a script
 * that never arrives never leaves the page blank. Written for every browser the site supports,
 * without a build step: what is here is what the hash covers.
 */

import { STORAGE_KEY } from '../i18n/locales.ts';

/** The mark: `screen` (the hash names another route) or `language` (`?lng=` names another locale). */
export const ARRIVING_ATTRIBUTE = 'data-arriving';

/** How long the document stays hidden at most when the app does not come. */
export const ARRIVAL_GUARD_TIMEOUT_MS = 4000;

/** Where the app keeps the visitor's choice, read by the guard at `/`. */
export const GUARD_STORAGE_KEY = STORAGE_KEY;

/**
 * Another language: `?lng=` (in the query or the hash's) naming another locale, or, at the front
 * door `/` only, a stored choice other than the document's (the app detects the language there).
 */
export const ARRIVAL_GUARD_SOURCE =
  `(function(d,l){var r=d.getAttribute('data-route'),h=l.hash.slice(1).split('?'),p=h[0],` +
  `q=new URLSearchParams(l.search||(h[1]?'?'+h[1]:'')).get('lng'),s=null;` +
  `if(l.pathname==='/')try{s=localStorage.getItem('${GUARD_STORAGE_KEY}')}catch(e){}` +
  `var m=q&&q!==d.lang||!q&&s&&s!==d.lang?'language':p.charAt(0)==='/'&&p!==r?'screen':'';` +
  `if(r&&m){d.setAttribute('${ARRIVING_ATTRIBUTE}',m);` +
  `setTimeout(function(){d.removeAttribute('${ARRIVING_ATTRIBUTE}')},${ARRIVAL_GUARD_TIMEOUT_MS})}})(document.documentElement,location)`;
