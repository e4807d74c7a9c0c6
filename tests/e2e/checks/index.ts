import { axe } from './axe';
import { clean, images, internalLinks, rawCopy, screen, shell, translatedBanner } from './core';
import {
  baiduFigures,
  homePage,
  industryCards,
  outdoorPage,
  platformBlocks,
  platformPage,
  seminarDetail,
  serviceOverview,
  servicePage,
} from './templates';
import { csp } from './csp';
import { cjkGlyphs, fontsOnce } from './fonts';
import { layout } from './layout';
import { localeScript, untrackedScripts } from './script';
import { takeOver } from './takeover';
import type { VisitCheck } from './types';

export type { Device, VisitCheck, VisitContext } from './types';

/**
 * Every check of a page visit, in the order they run. Add a check here (its own file in this
 * folder) rather than a new page visit; see tests/e2e/visit.spec.ts. `clean` stays last: it
 * collects the console errors and requests of the whole visit, the other checks' included.
 */
export const VISIT_CHECKS: readonly VisitCheck[] = [
  shell,
  screen,
  rawCopy,
  translatedBanner,
  localeScript,
  untrackedScripts,
  cjkGlyphs,
  fontsOnce,
  internalLinks,
  images,
  homePage,
  servicePage,
  serviceOverview,
  baiduFigures,
  industryCards,
  outdoorPage,
  platformPage,
  platformBlocks,
  seminarDetail,
  layout,
  csp,
  takeOver,
  axe,
  clean,
];
