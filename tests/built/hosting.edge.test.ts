// @vitest-environment node
// The hosting spec (tests/built/hosting-spec.ts) against Cloudflare's runtime (npm run serve:edge: wrangler pages dev dist, with dist/_headers and dist/_redirects).
// A file of its own per engine, so that Vitest runs the two at once.
import { hostingSpec, TARGETS } from './hosting-spec';

hostingSpec(TARGETS.edge);
