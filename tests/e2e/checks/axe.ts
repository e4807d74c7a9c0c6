import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { axeRuns, VISITS } from '../visit-plan';
import type { VisitCheck } from './types';

const BY_PATH = new Map(VISITS.map((v) => [v.path, v]));

/** WCAG 2.1 AA by axe, on the routes, locales and devices tests/e2e/visit-plan.ts (axeRuns) chooses. */
export const axe: VisitCheck = {
  name: 'axe (WCAG 2.1 AA)',
  applies: ({ path, lng, device }) => {
    const visit = BY_PATH.get(path);
    return visit !== undefined && axeRuns(visit, lng, device);
  },
  async run({ page }) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(summary).toEqual([]);
  },
};
