/**
 * The arrival guard: a few bytes of script inline in the head of every document (index.html and
 * every prerendered one, scripts/csp.mjs allows exactly this source by its hash). It does two things.
 *
 * It starts the app. A document names its entry script and the modules every boot imports in
 * `<html data-entry>`, and those of its own screen in `data-screen`, instead of a `<script src>` and
 * `<link rel="modulepreload">` that the browser would fetch at once: a document paints from its HTML and its inline CSS alone, and the scripts,
 * which take over a page the visitor can already read, are asked for once the browser has reported
 * its first contentful paint, the document has loaded what it shows (its images: one painted
 * after the text could be the page's largest) and its largest paint has settled (PAINT_QUIET_MS),
 * so that their bytes never compete with the first paint's.
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
import { CARRIED_FORMATS_ID } from '../i18n/format.ts';

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
 * stylesheets (`l`), as indexes into `f` (file names in /assets/), and the path of each route's
 * document under `/<lng>/` (`d`). Where the address names another screen or language, the guard
 * fetches that document (ARRIVAL_GUARD_SOURCE), or asks for those files with the entry's.
 */
export const ARRIVAL_TABLE_ATTRIBUTE = 'data-arrival';

/** Where a document names the modules of its own screen (asked for unless another screen or language is to show). */
export const SCREEN_MODULES_ATTRIBUTE = 'data-screen';

/**
 * How long the guard waits for the document of the screen and language an address names (below)
 * before it asks for the app instead: the app then renders that screen over the document.
 */
export const ADOPT_WAIT_MS = 3000;

/**
 * How long the guard waits, after putting a fetched document's page in place, for the browser to
 * report its largest paint before asking for the scripts anyway (it reports none where the page
 * put in place paints nothing larger than what was already on screen).
 */
export const ADOPTED_PAINT_WAIT_MS = 1000;

/**
 * The scripts wait until the largest paint has settled: this long without a new largest paint
 * reported. A document's load event can come before the paint of an image it loaded (a seminar's
 * picture painted 40-50 ms after it), and scripts asked for before that paint compete with it.
 */
export const PAINT_QUIET_MS = 150;

/**
 * Another language: `?lng=` (in the query or the hash's) naming another locale, or, at the front
 * door `/` only, a stored choice other than the document's (the app detects the language there).
 *
 * Where the address names another screen or language on a home document, whose arrival table
 * knows that screen's document in that language (`d`: route → path under `/<lng>/`), the guard
 * fetches that document (asking at once for the screen's stylesheets its arrival table names) and
 * puts its page in place of its own (`adopt`), once the stylesheets it names and the font faces its
 * inline CSS carries (Thai's, as FontFaces) are in, with the formats it carries (src/i18n/format.ts): the visitor sees the screen from its HTML, as on its own document, and the app
 * takes it over as it takes over any document (its scripts come after that paint). The fetched
 * document's inline `<style>` is cut out before it is parsed (the browser checks even a parsed copy
 * against the page's CSP, which allows only the page's own style; the stylesheets it names carry the
 * same rules), found from the end of the text since the guard's own source, earlier, names the tag. A document that
 * does not come (offline, not found, ADOPT_WAIT_MS) leaves the app to render the screen, as before.
 */
export const ARRIVAL_GUARD_SOURCE =
  `(function(d,l){var r=d.getAttribute('data-route'),h=l.hash.slice(1).split('?'),p=h[0],` +
  `q=new URLSearchParams(l.search||(h[1]?'?'+h[1]:'')).get('lng'),s=null,e=(d.getAttribute('${ENTRY_ATTRIBUTE}')||'').split(' '),E=e.slice(),` +
  `c=d.getAttribute('${SCREEN_MODULES_ATTRIBUTE}');` +
  `function add(f,j){var n=document.createElement(j?'script':'link');if(j){n.type='module';n.src=f}else{n.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';n.href=f}document.head.appendChild(n);return n}` +
  `function go(){if(!e[0])return;for(var i=0;i<e.length;i++)add(e[i],!i);e=[]}` +
  `function adopt(D,L){var k=0,w;function no(){if(k)return;k=1;go()}w=setTimeout(no,${ADOPT_WAIT_MS});` +
    // The document first: asked for before anything else, it takes the connection the page came on
    // (kept alive, its window already open) instead of a new one, and it is the largest of what the
    // page put in place needs. Then the screen's stylesheets beside it; its scripts once that page has painted.
  `var F=fetch(D);e=e.filter(function(f,i){if(i&&/\\.css$/.test(f)){add(f);return false}return true});` +
  `F.then(function(x){if(!x.ok)throw 0;return x.text()}).then(function(x){` +
  `var b=x.lastIndexOf('</style>'),n=new DOMParser().parseFromString(b<0?x:x.slice(0,x.lastIndexOf('<style',b))+x.slice(b+8),'text/html'),o=n.getElementById('root'),g=document.getElementById('root'),y={},W=[],u=document.querySelectorAll('link[rel=stylesheet]'),v=n.querySelectorAll('link[type="text/x-inline"]'),j,z;` +
  `if(k||!o||!o.firstChild||!g||n.documentElement.lang!==L)throw 0;` +
  `for(j=0;j<u.length;j++)y[u[j].getAttribute('href')]=u[j];` +
  `for(j=0;j<v.length;j++){z=y[v[j].getAttribute('href')]||add(v[j].getAttribute('href'));` +
  `if(z.type!=='text/x-inline')W.push(z.sheet||new Promise(function(a,b){z.addEventListener('load',a);z.addEventListener('error',b)}))}` +
  // The faces its inline CSS carries with their files (Thai's): as FontFaces, which font-src governs; they win over the same faces of its stylesheets.
  `(x.match(/@font-face\\{[^}]*url\\(data:font\\/woff2;base64,[^}]*\\}/g)||[]).forEach(function(r){function g(k){var v=new RegExp(k+':([^;}]+)').exec(r);return v?v[1]:void 0}` +
  `try{var f=new FontFace(g('font-family'),(/src:(url\\([^)]+\\)[^;}]*)/.exec(r)||[])[1],{weight:g('font-weight')||'400',style:g('font-style')||'normal',display:g('font-display')||'auto'});document.fonts.add(f);W.push(f.load())}catch(e){}});` +
  `return Promise.all(W).then(function(){` +
  `if(k)return;k=1;clearTimeout(w);document.title=n.title;g.textContent='';while(o.firstChild)g.appendChild(o.firstChild);` +
  `g.setAttribute('data-route',o.getAttribute('data-route'));z=n.getElementById('${CARRIED_FORMATS_ID}');j=document.getElementById('${CARRIED_FORMATS_ID}');if(j)j.parentNode.removeChild(j);if(z)g.parentNode.insertBefore(z,g.nextSibling);d.lang=L;d.removeAttribute('${ARRIVING_ATTRIBUTE}');` +
  `c=n.documentElement.getAttribute('${SCREEN_MODULES_ATTRIBUTE}');e=E.concat(c?c.split(' '):[]);settle(${ADOPTED_PAINT_WAIT_MS})})}).catch(no)}` +
  // Once the largest paint has settled: no new largest-contentful-paint for PAINT_QUIET_MS after the
  // last (the first within `w` ms); without paint reports, two frames on.
  `function settle(w){var T,P;function f(){clearTimeout(T);if(P)P.disconnect();setTimeout(go)}T=setTimeout(f,w);` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint')<0)throw 0;` +
  `P=new PerformanceObserver(function(){clearTimeout(T);T=setTimeout(f,${PAINT_QUIET_MS})});P.observe({type:'largest-contentful-paint'})}` +
  `catch(x){clearTimeout(T);requestAnimationFrame(function(){requestAnimationFrame(f)})}}` +
  `if(l.pathname==='/')try{s=localStorage.getItem('${GUARD_STORAGE_KEY}')}catch(x){}` +
  `var m=q&&q!==d.lang||!q&&s&&s!==d.lang?'language':p.charAt(0)==='/'&&p!==r?'screen':'';` +
  `if(r&&m){d.setAttribute('${ARRIVING_ATTRIBUTE}',m);var D,L;` +
  `try{var t=JSON.parse(d.getAttribute('${ARRIVAL_TABLE_ATTRIBUTE}')),R=p.charAt(0)==='/'?p:r,` +
  `a=(t.r[R]||[]).concat(((L=m==='language'?q||s:d.lang)===d.lang?t.c[R]:t.l[L])||[]);for(var i=0;i<a.length;i++)e.push('/assets/'+t.f[a[i]]);` +
  `if(t.l[L]&&t.d&&typeof t.d[R]==='string')D='/'+L+'/'+t.d[R]}catch(x){}` +
  `if(D&&window.fetch&&window.DOMParser&&window.Promise)adopt(D,L);else go();` +
  `setTimeout(function(){d.removeAttribute('${ARRIVING_ATTRIBUTE}')},${ARRIVAL_GUARD_TIMEOUT_MS})}` +
  `else{if(c)e=e.concat(c.split(' '));var o,k=2,t=setTimeout(go,${ENTRY_WAIT_MS});function p(){if(--k)return;clearTimeout(t);settle(${PAINT_QUIET_MS})}` +
  `addEventListener('load',p);` +
  `try{o=new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}});o.observe({type:'paint',buffered:true})}` +
  `catch(x){document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(p)})})}}})(document.documentElement,location)`;
