/**
 * npm run test:bundle (part of npm test): the Worker bundles for deployment, offline, and fits
 * Cloudflare's free-plan limit. Prints its size; exits 1 when it does not bundle or is too large.
 */
import { bundleWorker, describeBundle, FREE_PLAN_LIMIT_BYTES } from './lib/worker-bundle.ts';

const bundle = await bundleWorker();
console.log(describeBundle(bundle));
if (bundle.gzipBytes > FREE_PLAN_LIMIT_BYTES) {
  console.error('The Worker is over the free plan limit.');
  process.exit(1);
}
