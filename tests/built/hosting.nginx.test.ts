// @vitest-environment node
// The hosting spec (tests/built/hosting-spec.ts) against nginx (npm run serve:prod, deploy/nginx.conf).
// A file of its own per engine, so that Vitest runs the two at once.
import { hostingSpec, TARGETS } from './hosting-spec';

hostingSpec(TARGETS.nginx);
