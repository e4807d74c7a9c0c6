/**
 * The carried faces: a few bytes of script inline right after a document's `<style>`, in the
 * documents whose CSS carries its font files as `data:` URLs (Thai's two Noto Sans Thai faces,
 * scripts/prerender.mjs). scripts/csp.mjs allows exactly this source by its hash; src/server/head.ts
 * writes it. Written for every browser the site supports, without a build step.
 *
 * Chromium decodes a `data:` face of a stylesheet only once a layout asks for it, after the first
 * layout: on a machine without a Thai font of its own that first layout set every Thai letter in
 * the fallback (84 system font lookups on /th/services/sem/) and the page moved when the face came
 * (CLS 0.064 in Lighthouse, docs/decisions/0017-carried-faces.md). A FontFace made from the bytes
 * themselves is decoded when it is made, before the parser reaches <body>: the first layout already
 * sets Thai in Noto Sans Thai. It is added after the stylesheet's face with the same descriptors and
 * wins over it, so the stylesheet's is never decoded as well. Without scripts, or where this fails,
 * the stylesheet's faces (`font-display: block`) draw the letters as before.
 */
export const CARRIED_FACES_SOURCE =
  `(function(s,F){var r,i,c,u,b,a,j,f;try{r=s.sheet.cssRules}catch(x){}if(!r||typeof FontFace!=='function'||typeof CSSFontFaceRule!=='function'||!F)return;` +
  `function v(n,d){return c.getPropertyValue(n).trim()||d}` +
  `for(i=0;i<r.length;i++){if(!(r[i] instanceof CSSFontFaceRule))continue;c=r[i].style;u=/url\\(["']?data:font\\/woff2;base64,([A-Za-z0-9+\\/=]+)/.exec(c.getPropertyValue('src'));if(!u)continue;` +
  `try{if(Uint8Array.fromBase64)a=Uint8Array.fromBase64(u[1]);else{b=atob(u[1]);a=new Uint8Array(b.length);for(j=0;j<b.length;j++)a[j]=b.charCodeAt(j)}` +
  `f=new FontFace(v('font-family','').replace(/^["']|["']$/g,''),a,{weight:v('font-weight','400'),style:v('font-style','normal'),unicodeRange:v('unicode-range','U+0-10FFFF'),display:v('font-display','auto')});` +
  `if(f.status!=='error')F.add(f)}catch(x){}}})(document.currentScript&&document.currentScript.previousElementSibling,document.fonts)`;

/** Whether a document's inline CSS carries font files, so that it needs CARRIED_FACES_SOURCE after its `<style>`. */
export const carriesFaces = (css: string): boolean => /url\(["']?data:font\/woff2;base64,/.test(css);
