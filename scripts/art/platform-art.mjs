// Generates the platform benefit illustrations (original artwork) into src/assets/platforms.
// Usage: node scripts/art/platform-art.mjs
import { writeFileSync } from 'node:fs';
const OUT = new URL('../../src/assets/platforms', import.meta.url).pathname;
const P = {
  violet: { p: '#5a3df5', s: '#0fb5c9', a: '#ff7a45', b1: '#eef0ff', b2: '#dff6f9', soft: '#e4e0ff' },
  cyan: { p: '#0fb5c9', s: '#5a3df5', a: '#ff7a45', b1: '#dff6f9', b2: '#eef0ff', soft: '#cdeff4' },
  warm: { p: '#ff7a45', s: '#5a3df5', a: '#0fb5c9', b1: '#fff1ea', b2: '#eef0ff', soft: '#ffe0d2' },
};
const INK = '#161d3f', LINE = '#dde2ef', GREY = '#e9ecf5';
const wrap = (c, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.b1}"/><stop offset="1" stop-color="${c.b2}"/></linearGradient><linearGradient id="h" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${c.p}"/><stop offset="1" stop-color="${c.s}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/>${body}</svg>`;
const r = (x, y, w, h, rx, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const c = (x, y, rad, fill, extra = '') => `<circle cx="${x}" cy="${y}" r="${rad}" fill="${fill}"${extra}/>`;
const lines = (x, y, ws, gap = 16, h = 8) => ws.map((w, i) => r(x, y + i * gap, w, h, h / 2, GREY)).join('');
const card = (x, y, w, h) => r(x, y, w, h, 16, '#fff', ` stroke="${LINE}" stroke-width="2"`);
const person = (x, y, fill) => `${c(x, y, 11, fill)}<path d="M${x - 18} ${y + 34}a18 18 0 0 1 36 0z" fill="${fill}"/>`;
const heart = (x, y, s, fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6C-4-4-18-3-18 8c0 9 12 16 18 22 6-6 18-13 18-22 0-11-14-12-18-2z" fill="${fill}"/>`;

const M = {
  feed: (k) =>
    card(215, 30, 170, 340) +
    r(215, 30, 170, 34, 16, INK) + c(300, 47, 5, '#fff', ' fill-opacity=".6"') +
    r(232, 80, 44, 44, 8, GREY) + lines(286, 84, [80, 60, 70]) +
    r(232, 140, 136, 120, 12, k.soft) + r(232, 140, 136, 78, 12, 'url(#h)') +
    c(268, 178, 16, '#fff', ' fill-opacity=".85"') + `<path d="M290 205l28-34 22 22 18-14 10 12v7h-78z" fill="#fff" fill-opacity=".55"/>` +
    r(242, 228, 70, 8, 4, INK, ' fill-opacity=".7"') + r(320, 226, 38, 14, 7, k.a) +
    r(232, 276, 44, 44, 8, GREY) + lines(286, 280, [78, 64, 50]) +
    r(232, 334, 136, 8, 4, GREY) +
    card(400, 110, 130, 62) + c(428, 141, 14, k.s) + lines(452, 130, [60, 40]) +
    card(70, 220, 130, 62) + c(98, 251, 14, k.a) + lines(122, 240, [60, 44]) +
    `<path d="M385 200c30 0 40-20 60-28M200 250c-20 0-10-40 15-40" fill="none" stroke="${k.p}" stroke-width="3" stroke-dasharray="6 8"/>`,
  target: (k) =>
    c(300, 200, 150, '#fff') + c(300, 200, 112, k.soft) + c(300, 200, 76, '#fff') + c(300, 200, 42, 'url(#h)') + c(300, 200, 14, '#fff') +
    `<path d="M300 200l118-96" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M418 104l6-30 24 8-8 28z" fill="${k.a}"/>` +
    person(96, 90, k.s) + person(520, 250, k.p) + person(110, 290, k.a) + person(490, 80, k.s) +
    `<g fill="none" stroke="${k.p}" stroke-width="2" stroke-dasharray="4 8"><path d="M120 110q60 30 110 70M500 260q-50-10-90-30M130 300q70-30 110-60"/></g>`,
  chart: (k) =>
    card(70, 50, 460, 300) + r(70, 50, 460, 44, 16, INK) + c(98, 72, 6, k.a) + c(118, 72, 6, '#ffd166') + c(138, 72, 6, k.s) +
    `<g fill="url(#h)">${r(110, 250, 36, 70, 6, '')}${r(162, 220, 36, 100, 6, '')}${r(214, 236, 36, 84, 6, '')}${r(266, 186, 36, 134, 6, '')}${r(318, 150, 36, 170, 6, '')}</g>`.replace(/ fill=""/g, '') +
    `<path d="M386 290l36-44 30 18 50-92" fill="none" stroke="${k.p}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    c(502, 172, 11, k.a) + r(386, 120, 116, 16, 8, GREY) + r(386, 120, 80, 16, 8, k.s) + lines(110, 120, [140, 96], 18),
  video: (k) =>
    card(60, 60, 400, 260) + r(76, 76, 368, 200, 10, INK) + r(76, 76, 368, 200, 10, 'url(#h)', ' fill-opacity=".55"') +
    c(260, 176, 40, '#fff', ' fill-opacity=".92"') + `<path d="M248 154v44l36-22z" fill="${k.p}"/>` +
    r(76, 292, 368, 8, 4, GREY) + r(76, 292, 220, 8, 4, k.p) + c(296, 296, 9, k.a) +
    card(440, 120, 110, 190) + r(452, 132, 86, 130, 8, k.soft) + c(495, 197, 18, '#fff') + `<path d="M489 187v20l17-10z" fill="${k.s}"/>` +
    lines(452, 274, [70, 50]) +
    `<g stroke="${k.s}" stroke-width="6" stroke-linecap="round">${[30, 50, 24, 60, 36].map((h, i) => `<path d="M${96 + i * 16} ${360 - h / 2}v${h / 2}"/>`).join('')}</g>`,
  chat: (k) =>
    `<path d="M80 70h250a20 20 0 0 1 20 20v90a20 20 0 0 1-20 20H150l-40 34v-34H80a20 20 0 0 1-20-20V90a20 20 0 0 1 20-20z" fill="#fff" stroke="${LINE}" stroke-width="2"/>` +
    c(110, 110, 18, k.s) + lines(140, 100, [160, 120]) + lines(84, 150, [220, 180]) +
    `<path d="M290 190h220a20 20 0 0 1 20 20v80a20 20 0 0 1-20 20h-20v34l-40-34H290a20 20 0 0 1-20-20v-80a20 20 0 0 1 20-20z" fill="url(#h)"/>` +
    r(296, 220, 170, 10, 5, '#fff', ' fill-opacity=".8"') + r(296, 242, 130, 10, 5, '#fff', ' fill-opacity=".8"') + r(296, 264, 150, 10, 5, '#fff', ' fill-opacity=".6"') +
    c(470, 92, 40, '#fff') + heart(470, 80, 1.2, k.a) +
    c(150, 300, 30, '#fff') + `<path d="M150 282l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${k.p}"/>` +
    c(230, 340, 8, k.soft) + c(560, 170, 10, k.soft) + c(380, 60, 7, k.a, ' fill-opacity=".6"'),
  search: (k) =>
    r(90, 50, 420, 64, 32, '#fff', ` stroke="${LINE}" stroke-width="2"`) + c(134, 82, 14, 'none', ` stroke="${k.p}" stroke-width="5"`) +
    `<path d="M144 92l12 12" stroke="${k.p}" stroke-width="6" stroke-linecap="round"/>` + r(170, 75, 170, 14, 7, GREY) + r(440, 62, 56, 40, 20, 'url(#h)') +
    [0, 1, 2].map((i) => card(90 + i * 146, 140, 128, 200) + r(102 + i * 146, 152, 104, 96, 10, i === 1 ? 'url(#h)' : k.soft) + lines(102 + i * 146, 262, [96, 70, 84])).join('') +
    heart(300, 186, 0.9, '#fff') + c(400, 212, 14, '#fff', ' fill-opacity=".8"') + c(520, 350, 12, k.a) + `<path d="M470 300l28 62 10-26 26-10z" fill="${INK}"/>`,
  reach: (k) =>
    c(300, 200, 130, 'url(#h)') +
    `<g fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"><ellipse cx="300" cy="200" rx="60" ry="130"/><ellipse cx="300" cy="200" rx="110" ry="130"/><path d="M170 200h260M186 140h228M186 260h228M300 70v260"/></g>` +
    `<g fill="none" stroke="${k.p}" stroke-width="3" stroke-dasharray="5 8"><path d="M90 120q90-90 190-60M510 110q40 110-60 170M100 300q110 90 230 50"/></g>` +
    [[90, 120, k.a], [510, 110, k.s], [100, 300, k.p], [330, 350, k.a], [280, 60, k.s]].map(([x, y, f]) => c(x, y, 18, '#fff') + c(x, y, 9, f)).join(''),
  profile: (k) =>
    card(60, 80, 230, 250) + r(60, 80, 230, 70, 16, 'url(#h)') + c(175, 150, 38, '#fff') + c(175, 150, 30, k.soft) + person(175, 140, k.p) +
    r(115, 205, 120, 12, 6, INK, ' fill-opacity=".75"') + lines(105, 230, [140, 110], 18) + r(120, 280, 110, 28, 14, k.a) +
    card(310, 60, 230, 130) + c(356, 110, 26, k.soft) + person(356, 102, k.s) + r(396, 92, 110, 10, 5, INK, ' fill-opacity=".7"') + lines(396, 112, [120, 90]) +
    card(310, 210, 230, 120) + r(336, 240, 64, 52, 8, k.p) + r(354, 230, 28, 14, 5, 'none', ` stroke="${k.p}" stroke-width="5"`) + r(336, 258, 64, 5, 2, '#fff', ' fill-opacity=".5"') +
    lines(416, 244, [100, 80, 96], 16),
  creative: (k) =>
    card(60, 40, 400, 320) + r(84, 64, 170, 142, 10, 'url(#h)') + r(270, 64, 166, 32, 8, k.soft) + r(270, 108, 62, 228, 8, k.soft) +
    r(84, 222, 170, 114, 10, GREY) + r(100, 240, 90, 10, 5, k.p) + lines(100, 262, [130, 110]) + r(100, 300, 60, 22, 11, k.a) +
    r(346, 108, 90, 120, 8, '#fff', ` stroke="${k.s}" stroke-width="3" stroke-dasharray="6 6"`) + c(120, 110, 16, '#fff', ' fill-opacity=".8"') +
    `<path d="M140 190l40-50 30 32 18-16 26 34z" fill="#fff" fill-opacity=".6"/>` +
    `<path d="M500 70l30 30-150 150-40 10 10-40z" fill="${INK}"/><path d="M500 70l30 30-18 18-30-30z" fill="${k.a}"/>` +
    [k.p, k.s, k.a].map((f, i) => c(500, 250 + i * 44, 16, f)).join(''),
  billboard: (k) =>
    c(480, 90, 40, k.soft) + `<g fill="${k.soft}">${r(40, 230, 60, 150, 4, '')}${r(110, 190, 50, 190, 4, '')}${r(450, 210, 60, 170, 4, '')}${r(520, 170, 50, 210, 4, '')}</g>`.replace(/ fill=""/g, '') +
    r(292, 250, 16, 130, 3, INK) + r(250, 370, 100, 10, 4, INK) +
    r(150, 70, 300, 180, 12, INK) + r(162, 82, 276, 156, 6, 'url(#h)') + c(230, 150, 36, '#fff', ' fill-opacity=".85"') +
    r(290, 120, 120, 14, 7, '#fff') + r(290, 146, 90, 10, 5, '#fff', ' fill-opacity=".7"') + r(290, 180, 64, 24, 12, k.a) +
    r(0, 378, 600, 22, 0, LINE),
  transit: (k) =>
    r(0, 320, 600, 80, 0, LINE) + r(40, 352, 520, 6, 3, '#fff') +
    r(80, 110, 420, 200, 28, '#fff', ` stroke="${LINE}" stroke-width="2"`) + r(80, 110, 420, 54, 28, INK) +
    [0, 1, 2, 3, 4].map((i) => r(104 + i * 76, 122, 60, 34, 6, k.soft)).join('') +
    r(110, 182, 300, 96, 12, 'url(#h)') + c(160, 230, 26, '#fff', ' fill-opacity=".85"') + r(200, 208, 150, 14, 7, '#fff') + r(200, 234, 100, 10, 5, '#fff', ' fill-opacity=".7"') +
    r(428, 176, 52, 110, 8, GREY) + c(170, 312, 30, INK) + c(170, 312, 12, GREY) + c(420, 312, 30, INK) + c(420, 312, 12, GREY) +
    r(482, 270, 18, 22, 4, k.a) + r(540, 160, 8, 180, 3, INK) + c(544, 150, 22, k.a),
  screen: (k) =>
    [0, 1, 2].map((i) => {
      const x = 80 + i * 160;
      return r(x, 120, 120, 210, 14, INK) + r(x + 10, 130, 100, 170, 8, i === 1 ? 'url(#h)' : k.soft) + r(x + 50, 330, 20, 40, 3, INK) +
        r(x + 24, 230, 72, 10, 5, '#fff', ' fill-opacity=".85"') + r(x + 24, 250, 50, 8, 4, '#fff', ' fill-opacity=".6"') + c(x + 60, 185, 22, '#fff', ' fill-opacity=".7"');
    }).join('') +
    c(300, 52, 26, 'url(#h)') + `<path d="M140 120q20-60 134-68M460 120q-20-60-134-68M300 78v42" fill="none" stroke="${k.p}" stroke-width="3" stroke-dasharray="5 7"/>` +
    `<g fill="none" stroke="${k.a}" stroke-width="4" stroke-linecap="round"><path d="M340 30q14 22 0 44M356 20q24 32 0 64"/></g>` + r(0, 370, 600, 30, 0, LINE),
};

const WANT = `feed-violet feed-cyan target-cyan target-violet chart-warm chart-cyan chart-violet video-warm video-violet video-cyan
chat-violet chat-cyan chat-warm reach-warm reach-violet reach-cyan search-warm profile-violet creative-violet creative-warm creative-cyan
billboard-violet transit-cyan screen-warm`.split(/\s+/);
for (const name of WANT) {
  const [motif, pal] = name.split('-');
  const svg = wrap(P[pal], M[motif](P[pal]));
  writeFileSync(`${OUT}/${name}.svg`, svg);
  console.log(name, svg.length);
}
