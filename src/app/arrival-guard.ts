/**
 * The arrival guard: a few bytes of script inline in the head of every document (index.html and
 * every prerendered one, scripts/csp.mjs allows exactly this source by its hash). It does two things.
 *
 * It starts the app. A document names its entry script and the modules every boot imports in
 * `<html data-entry>`, and those of its own screen in `data-screen`, instead of a `<script src>` and
 * `<link rel="modulepreload">` that the browser would fetch at once: a document paints from its HTML and its inline CSS alone, and the scripts,
 * which take over a page the visitor can already read, are asked for once the browser has reported
 * its first contentful paint and the document has loaded what it shows (its images: one painted
 * after the text could be the page's largest), so that their bytes never compete with the first paint's.
 *
 * It hides what the address does not name. A document is a screen in a language; its address can
 * name another (`/#/contact`, `/th/#/contact`, `/?lng=ja`), which the app renders over it once its
 * script has run. Meanwhile the document's own content must not show: the guard marks `<html>`
 * before the first paint, src/styles/global.scss hides the main content (another screen) or the
 * whole page (another language) while it is marked, and the entry's scripts are asked for at once
 * (not the modules of the document's own screen, which is not the one to show), with, on a home
 * document, the files of the screen and language to show (its arrival table). The app
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
 * How long a document shown as it is waits for its first paint to be reported and its load event
 * before the guard asks for its scripts anyway (a tab opened in the background paints nothing until
 * it is shown). A browser without paint reports counts a frame after the document is parsed as painted.
 */
export const ENTRY_WAIT_MS = 3000;

/** Where a document names its entry script, then the modules every boot imports, separated by spaces. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/**
 * The arrival table of a home document (scripts/prerender.mjs): the files each route's screen needs
 * (`r`), its catalogue in the document's language (`c`), each locale's shell catalogue and font
 * stylesheets (`l`), as indexes into `f` (file names in /assets/). Where the address names another screen or language, the
 * guard asks for those files with the entry's, instead of after the entry has run.
 */
export const ARRIVAL_TABLE_ATTRIBUTE = 'data-arrival';

/** Where a document names the modules of its own screen (asked for unless another screen or language is to show). */
export const SCREEN_MODULES_ATTRIBUTE = 'data-screen';

/**
 * Another language: `?lng=` (in the query or the hash's) naming another locale, or, at the front
 * door `/` only, a stored choice other than the document's (the app detects the language there).
 */
export const ARRIVAL_GUARD_SOURCE =
  `(function(d,l){var r=d.getAttribute('data-route'),h=l.hash.slice(1).split('?'),p=h[0],` +
  `q=new URLSearchParams(l.search||(h[1]?'?'+h[1]:'')).get('lng'),s=null,e=(d.getAttribute('${ENTRY_ATTRIBUTE}')||'').split(' '),` +
  `c=d.getAttribute('${SCREEN_MODULES_ATTRIBUTE}');` +
  `function go(){if(!e[0])return;for(var i=0;i<e.length;i++){var n=document.createElement(i?'link':'script');` +
  `if(i){n.rel=/\\.css$/.test(e[i])?'stylesheet':'modulepreload';n.href=e[i]}else{n.type='module';n.src=e[0]}document.head.appendChild(n)}e=[]}` +
  `if(l.pathname==='/')try{s=localStorage.getItem('${GUARD_STORAGE_KEY}')}catch(x){}` +
  `var m=q&&q!==d.lang||!q&&s&&s!==d.lang?'language':p.charAt(0)==='/'&&p!==r?'screen':'';` +
  `if(r&&m){d.setAttribute('${ARRIVING_ATTRIBUTE}',m);` +
  `try{var t=JSON.parse(d.getAttribute('${ARRIVAL_TABLE_ATTRIBUTE}')),R=p.charAt(0)==='/'?p:r,L=m==='language'?q||s:d.lang,` +
  `a=(t.r[R]||[]).concat((L===d.lang?t.c[R]:t.l[L])||[]);for(var i=0;i<a.length;i++)e.push('/assets/'+t.f[a[i]])}catch(x){}go();` +
  `setTimeout(function(){d.removeAttribute('${ARRIVING_ATTRIBUTE}')},${ARRIVAL_GUARD_TIMEOUT_MS})}` +
  `else{if(c)e=e.concat(c.split(' '));var o,k=2,t=setTimeout(go,${ENTRY_WAIT_MS});function p(){if(--k)return;clearTimeout(t);setTimeout(go)}` +
  `addEventListener('load',p);` +
  `try{o=new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}});o.observe({type:'paint',buffered:true})}` +
  `catch(x){document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(p)})})}}})(document.documentElement,location)`;
