// `npm run deploy:config`: writes deploy/ (nginx.conf, _headers, _redirects, _routes.json) from scripts/deploy/config.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_FILES } from './config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
for (const [file, make] of Object.entries(DEPLOY_FILES)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), make());
  console.log(`wrote ${file}`);
}
