/** The debug screen's checks (admin): one check by name, and the deprecated processing: what it would change, then the run behind its confirmation. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { DEBUG_CHECKS, debugResultSchema, deprecatedPlanSchema, deprecatedProcessSchema } from '../debug.ts';
import { resource } from '../route.ts';

const debug = resource('marketplace/debug');

export const marketplaceDebugRoutes = {
  planDeprecated: debug.get('/process-deprecated', { answer: dataOf(deprecatedPlanSchema) }),
  processDeprecated: debug.post('/process-deprecated', { json: deprecatedProcessSchema, answer: dataOf(debugResultSchema) }),
  check: debug.post('/:check', { param: z.object({ check: z.enum(DEBUG_CHECKS) }), answer: dataOf(debugResultSchema) }),
};
