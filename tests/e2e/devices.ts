import { devices, type PlaywrightTestOptions } from '@playwright/test';

/**
 * The devices the browser tests run on, one Playwright project each (playwright.config.ts), in this
 * order. The project name is the device. To add one, append it here and give it its specs in
 * playwright.config.ts (`<name>.spec.ts` files run on that project alone).
 */
export const DEVICES = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone',
    use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
  {
    name: 'tablet',
    use: { ...devices['Desktop Chrome'], viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
] as const satisfies readonly { name: string; use: Partial<PlaywrightTestOptions> & { viewport: { width: number; height: number } } }[];

export type Device = (typeof DEVICES)[number]['name'];

const byName = (name: Device) => DEVICES.find((d) => d.name === name)!;

/** The window of a device. */
export const viewportOf = (device: Device) => byName(device).use.viewport;

/** Whether two devices differ only in their window (the same input, pixel ratio and mobile flags). */
function sameButWindow(a: Device, b: Device): boolean {
  const rest = (d: Device) => JSON.stringify(Object.entries(byName(d).use).filter(([option]) => option !== 'viewport'));
  return rest(a) === rest(b);
}

/**
 * The page-visit sweep's devices (tests/e2e/visit.spec.ts), in families: devices that differ only in
 * their window share one browser page, which lays each route out at each of their windows in turn
 * (a phone and a tablet: both touch, both pixel ratio 2). The sweep runs on the first device of each
 * family; the others' projects do not run it.
 */
export const SWEEP_FAMILIES: readonly (readonly Device[])[] = DEVICES.reduce<Device[][]>((families, { name }) => {
  const family = families.find((f) => sameButWindow(f[0]!, name));
  if (family) family.push(name);
  else families.push([name]);
  return families;
}, []);

/** The sweep's family led by a project's device, or undefined when that project does not run the sweep. */
export const sweepFamily = (project: string): readonly Device[] | undefined => SWEEP_FAMILIES.find((f) => f[0] === project);
