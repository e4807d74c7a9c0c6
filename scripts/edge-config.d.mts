/** The newest compatibility date the installed workerd supports; throws when wrangler is not installed. */
export function installedCompatibilityDate(): string;
/** The local D1 database's id (it names its file under --persist-to). */
export const LOCAL_D1_ID: string;
/** The wrangler.json of serve:edge's run folder: the build folder, and D1 bound as LEADS with migrations/. */
export function edgeWranglerConfig(root: string, compatibilityDate: string): string;
