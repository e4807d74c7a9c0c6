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
 * name another (`/#/contact`, `/th/#/contact`, `/?lng=ja`, another seminar), which the app
 * renders over it once its script has run. Meanwhile the document's own content must not show:
 * the guard marks `<html>` before the first paint, src/styles/global.scss hides the main content
 * (another screen) or the whole page (another language) while it is marked, and the entry's
 * scripts are asked for at once (not the modules of the document's own screen, unless only its
 * state differs), with, on a home document, the files of the screen and language to show (its
 * arrival table). The app takes the mark off once it has rendered (src/app/app.tsx), and so does
 * a timer, so that a script that never arrives never leaves the page blank. Written for every
 * browser the site supports, without a build step: what is here is what the hash covers.
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
 * The id of the arrival table of a home document (scripts/prerender.mjs), a JSON data block in its
 * head just before the guard (not an attribute of <html>, which comes before the head's charset and
 * would push that past the document's first 1024 bytes): the files each route's screen needs
 * (`r`), its catalogue in the document's language (`c`), each locale's shell catalogue and font
 * stylesheets (`l`), as indexes into `f` (file names in /assets/), the path of each route's
 * document under `/<lng>/` (`d`; a state document's by the hash route that names its state,
 * `/newsDetails?seminar=key4`), the query parameter of each screen whose address names its state
 * (`p`: `{ "/newsDetails": "seminar" }`), and the faces of each locale whose font files the
 * documents carry (`g`: [family, weight, style, index into `f`], Thai's). Where the address names
 * another screen or language, the guard fetches that document's page (ARRIVAL_GUARD_SOURCE), or asks
 * for those files with the entry's.
 */
export const ARRIVAL_TABLE_ID = 'arrival';

/**
 * Beside every route's document (`/<lng>/…/index.html`) and every state document an address names
 * (a seminar's), its page as the arrival guard puts it in place of a home document's
 * (scripts/prerender.mjs): JSON with the document's `lang`, `route`, `state` (a state document's),
 * `title`, `description`, `stylesheets`, `screen` (its modules), `html` (the markup of #root) and `formats` (the
 * text of its carried formats, when it has some). Not the document itself: its head, inline CSS and,
 * in Thai, font files are three fifths of its bytes, and a page put in place needs none of them.
 */
export const ADOPTED_PAGE_FILE = 'page.json';

/**
 * Where a state document whose screen's address names its state (a seminar's: ScreenDef.stateParam)
 * says which, as the hash's query would: `seminar=key4`. An address of that screen naming another
 * (`/en/newsDetails/key4/#/newsDetails?seminar=key1`) is another screen to the guard: the app
 * renders it over the document, which must not show meanwhile.
 */
export const ADDRESS_STATE_ATTRIBUTE = 'data-address-state';

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
 * (ARRIVAL_TABLE_ID) knows that screen's document in that language, the guard
 * fetches that document's page (ADOPTED_PAGE_FILE) and, at once, the screen's stylesheets and the
 * language's font files its arrival table names (`g`: Thai's faces, as FontFaces, which win over the
 * same faces of its stylesheets), and puts the page in place of its own (`adopt`) once they are in,
 * with the formats it carries (src/i18n/format.ts): the visitor sees the screen from its HTML, as on
 * its own document, and the app takes it over as it takes over any document (its scripts come after
 * that paint). A face that fails leaves its text to the fallback fonts; a page that does not come
 * (offline, not found, ADOPT_WAIT_MS) leaves the app to render the screen, as before.
 */
export const ARRIVAL_GUARD_SOURCE =
  `(function(d,l){var r=d.getAttribute('data-route'),h=l.hash.slice(1).split('?'),p=h[0],` +
  `q=new URLSearchParams(l.search||(h[1]?'?'+h[1]:'')).get('lng'),s=null,e=(d.getAttribute('${ENTRY_ATTRIBUTE}')||'').split(' '),E=e.slice(),` +
  `c=d.getAttribute('${SCREEN_MODULES_ATTRIBUTE}');` +
  `function add(f,j){var n=document.createElement(j?'script':'link');if(j){n.type='module';n.src=f}else{n.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';n.href=f}document.head.appendChild(n);return n}` +
  `function go(){if(!e[0])return;for(var i=0;i<e.length;i++)add(e[i],!i);e=[]}` +
  `function adopt(D,L,A){var k=0,w,W=[];function no(){if(k)return;k=1;go()}w=setTimeout(no,${ADOPT_WAIT_MS});` +
    // The page first: asked for before anything else, it takes the connection the page came on
    // (kept alive, its window already open) instead of a new one. Then the font files and the
    // screen's stylesheets beside it; its scripts once that page has painted.
  `var F=fetch(D);` +
  `A.forEach(function(a){try{var f=new FontFace(a[0],'url('+a[1]+')',{weight:a[2],style:a[3],display:'block'});document.fonts.add(f);W.push(f.load().catch(function(){}))}catch(x){}});` +
  `e=e.filter(function(f,i){if(i&&/\\.css$/.test(f)){add(f);return false}return true});` +
  `F.then(function(x){if(!x.ok)throw 0;return x.json()}).then(function(n){` +
    // Parsed in a body: markup that starts with a <link> (a seminar's picture's preload) keeps it.
  `var o=new DOMParser().parseFromString('<body>'+n.html,'text/html').body,g=document.getElementById('root'),y={},u=document.querySelectorAll('link[rel=stylesheet]'),v=n.stylesheets,j,z;` +
  `if(k||!o.firstChild||!g||n.lang!==L)throw 0;` +
  `for(j=0;j<u.length;j++)y[u[j].getAttribute('href')]=u[j];` +
  `for(j=0;j<v.length;j++){z=y[v[j]]||add(v[j]);` +
  `if(z.type!=='text/x-inline')W.push(z.sheet||new Promise(function(a,b){z.addEventListener('load',a);z.addEventListener('error',b)}))}` +
  `return Promise.all(W).then(function(){` +
  `if(k)return;k=1;clearTimeout(w);document.title=n.title;j=document.querySelector('meta[name=description]');if(j&&n.description)j.setAttribute('content',n.description);g.textContent='';while(o.firstChild)g.appendChild(o.firstChild);` +
  `g.setAttribute('data-route',n.route);if(n.state)g.setAttribute('data-state',n.state);j=document.getElementById('${CARRIED_FORMATS_ID}');if(j)j.parentNode.removeChild(j);` +
  `if(n.formats){z=document.createElement('script');z.type='application/json';z.id='${CARRIED_FORMATS_ID}';z.textContent=n.formats;g.parentNode.insertBefore(z,g.nextSibling)}d.lang=L;d.removeAttribute('${ARRIVING_ATTRIBUTE}');` +
  `e=E.concat(n.screen);settle(${ADOPTED_PAINT_WAIT_MS})})}).catch(no)}` +
  // Once the largest paint has settled: no new largest-contentful-paint for PAINT_QUIET_MS after the
  // last (the first within `w` ms); without paint reports, two frames on.
  `function settle(w){var T,P;function f(){clearTimeout(T);if(P)P.disconnect();setTimeout(go)}T=setTimeout(f,w);` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint')<0)throw 0;` +
  `P=new PerformanceObserver(function(){clearTimeout(T);T=setTimeout(f,${PAINT_QUIET_MS})});P.observe({type:'largest-contentful-paint'})}` +
  `catch(x){clearTimeout(T);requestAnimationFrame(function(){requestAnimationFrame(f)})}}` +
  `if(l.pathname==='/')try{s=localStorage.getItem('${GUARD_STORAGE_KEY}')}catch(x){}` +
  // The document's state as its address names it (`seminar=key4`), both sides decoded.
  `var S=d.getAttribute('${ADDRESS_STATE_ATTRIBUTE}')||'',N=S.split('=')[0],U=new URLSearchParams(S).get(N),V=new URLSearchParams(h[1]||'').get(N),` +
  `m=q&&q!==d.lang||!q&&s&&s!==d.lang?'language':p.charAt(0)==='/'&&(p!==r||U!==null&&V!==null&&V!==U)?'screen':'';` +
  `if(r&&m){d.setAttribute('${ARRIVING_ATTRIBUTE}',m);var D,L,A=[];` +
  `try{var t=JSON.parse(document.getElementById('${ARRIVAL_TABLE_ID}').textContent),R=p.charAt(0)==='/'?p:r,` +
  `P=t.p&&t.p[R],W=P&&new URLSearchParams(h[1]||'').get(P),K=W?R+'?'+new URLSearchParams([[P,W]]):R,` +
  `a=(t.r[R]||[]).concat(((L=m==='language'?q||s:d.lang)===d.lang?t.c[R]:t.l[L])||[]);for(var i=0;i<a.length;i++)e.push('/assets/'+t.f[a[i]]);` +
  `if(t.l[L]&&t.d&&typeof t.d[K]==='string'){D='/'+L+'/'+t.d[K]+'${ADOPTED_PAGE_FILE}';` +
  `A=(t.g&&t.g[L]||[]).map(function(g){return[g[0],'/assets/'+t.f[g[3]],g[1],g[2]]})}}catch(x){}` +
  // Another state of the document's own screen: its modules are the ones to show.
  `if(m==='screen'&&p===r&&c)e=e.concat(c.split(' '));` +
  `if(D&&window.fetch&&window.DOMParser&&window.Promise)adopt(D,L,A);else go();` +
  `setTimeout(function(){d.removeAttribute('${ARRIVING_ATTRIBUTE}')},${ARRIVAL_GUARD_TIMEOUT_MS})}` +
  `else{if(c)e=e.concat(c.split(' '));var o,k=2,t=setTimeout(go,${ENTRY_WAIT_MS});function p(){if(--k)return;clearTimeout(t);settle(${PAINT_QUIET_MS})}` +
  `addEventListener('load',p);` +
  `try{o=new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}});o.observe({type:'paint',buffered:true})}` +
  `catch(x){document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(p)})})}}})(document.documentElement,location)`;
