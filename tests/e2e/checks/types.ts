import type { Page } from '@playwright/test';
import type { Device } from '../devices';

export type { Device } from '../devices';

/**
 * What a check knows about the visit it runs in. `path` is the hash path (`/about`), or
 * NOT_FOUND_PATH for the unknown-route visit; `template` says which screen or shared template
 * renders it (see tests/e2e/visit-plan.ts); `ns` is the screen's namespace (`common` for not-found).
 */
export interface VisitContext {
  page: Page;
  path: string;
  lng: string;
  /** The device whose window the route is laid out in. */
  device: Device;
  /**
   * A sweep visit on a touch device arrives in one window and is then laid out in the other windows
   * of its family (tests/e2e/devices.ts): false at arrival, true in each later window.
   */
  resized: boolean;
  template: string;
  ns: string;
  /**
   * How the visit reached the route: `hash` (a full load of its hash URL, `?lng=…#/path`),
   * `document` (a full load of its prerendered document, `document` its address) or `link` (a
   * hash change inside the running app).
   */
  arrival: Arrival;
  document?: string;
}

export type Arrival = 'hash' | 'document' | 'link';

/**
 * One thing a page visit checks. The sweep (tests/e2e/visit.spec.ts) calls `attach` once per
 * browser page, before the first navigation (to add listeners or init scripts), then, on each
 * route, after the route has rendered and settled, `run` for every check whose `applies` is true
 * (no `applies`: every visit), and again for the `viewport` checks in each further window. `run` asserts with `expect`; a failure is recorded
 * against that route and check, and the visit goes on with the next check and route.
 */
export interface VisitCheck {
  name: string;
  /**
   * What it checks depends on the window (layout, images picked by size, tap targets): it runs
   * again each time the route is laid out in another window. Other checks run once per visit.
   */
  viewport?: boolean;
  applies?(ctx: VisitContext): boolean;
  attach?(page: Page): void | Promise<void>;
  run(ctx: VisitContext): Promise<void>;
}
