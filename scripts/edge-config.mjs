// The wrangler.json that `npm run serve:edge` (scripts/serve-edge.mjs) writes into its run folder,
// and that a test writes to read the same local D1 (`wrangler d1 execute LEADS --local`): the build
// folder Pages serves, and the D1 database bound as LEADS to functions/api/contact.ts, with the one
// migrations folder of both engines. Not committed at the project root: a deploy names its own
// database_id (Cloudflare's dashboard or `wrangler d1 create`).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('..', import.meta.url));

/** The newest compatibility date the installed workerd supports (a later one is refused); throws when wrangler is not installed. */
export function installedCompatibilityDate() {
  const require = createRequire(import.meta.url);
  return /** @type {{ compatibilityDate: string }} */ (require(require.resolve('workerd', { paths: [require.resolve('wrangler')] }))).compatibilityDate;
}

/** The local database's id: it names its file under --persist-to (v3/d1/miniflare-D1DatabaseObject/). */
export const LOCAL_D1_ID = 'local-leads';

/** @param {string} root the build folder (absolute) @param {string} compatibilityDate @returns {string} */
export function edgeWranglerConfig(root, compatibilityDate) {
  const config = {
    name: 'adtechinno',
    compatibility_date: compatibilityDate,
    pages_build_output_dir: root,
    d1_databases: [{ binding: 'LEADS', database_name: 'adtechinno-leads', database_id: LOCAL_D1_ID, migrations_dir: join(project, 'migrations') }],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
