// @vitest-environment node
// The endpoint spec (tests/api/contact-spec.ts) against Cloudflare's runtime: `npm run serve:edge`
// (wrangler pages dev dist, the Pages Function functions/api/contact.ts on a local D1 with the schema
// of migrations/), one wrangler process for every check. Here with the dist-side tests, since it
// serves the build; the Node target runs in tests/api/contact-endpoint.test.ts.
import { contactSpec, CONTACT_TARGETS } from '../api/contact-spec';

contactSpec(CONTACT_TARGETS.edge);
