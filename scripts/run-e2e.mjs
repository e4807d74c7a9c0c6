// Runs the Playwright suite against the built site (dist/) served on 127.0.0.1.
// Finds a browser itself; as root on Debian it installs Debian's chromium when none is found.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

let browser = findChromium();
if (!browser) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    browser = findChromium();
  }
}
if (!browser) {
  console.error(
    '✖ No Chromium to run the browser tests.\n' +
      '  Install one: `apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}
const dist = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`✖ ${dist}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
console.log(`Browser: ${browser}`);
const cli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: browser },
});
if (result.error) console.error(`✖ could not start Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
