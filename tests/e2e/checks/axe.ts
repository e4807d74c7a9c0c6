import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { axeRuns, VISITS } from '../visit-plan';
import type { VisitCheck } from './types';

const BY_PATH = new Map(VISITS.map((v) => [v.path, v]));
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** On touch devices also WCAG 2.2 AA, which brings in target-size. */
const TOUCH_TAGS = [...TAGS, 'wcag22aa'];

// axe-core as @axe-core/playwright ships it. It is injected once per document and run directly:
// the visits move between routes inside one document, and AxeBuilder would inject it again and
// finish each run in a second page, three times the cost of the analysis itself.
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}
type AxeWindow = Window & { axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } };

/** The WCAG 2.1 A/AA violations axe finds in the page. */
export async function axeViolations(page: Page, tags: readonly string[] = TAGS): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    (tags) => (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }))),
    [...tags],
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** WCAG 2.1 AA by axe, on the routes, locales and devices tests/e2e/visit-plan.ts (axeRuns) chooses. */
export const axe: VisitCheck = {
  name: 'axe (WCAG 2.1 AA; 2.2 AA with target-size on phone and tablet)',
  viewport: true,
  applies: ({ path, lng, device }) => {
    const visit = BY_PATH.get(path);
    return visit !== undefined && axeRuns(visit, lng, device);
  },
  async run({ page, device }) {
    expect(await axeViolations(page, device === 'desktop' ? TAGS : TOUCH_TAGS)).toEqual([]);
  },
};
