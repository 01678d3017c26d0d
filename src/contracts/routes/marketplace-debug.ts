/**
 * The debug screen's checks (admin): one check by name, the deprecated processing (what it would
 * change, then the run behind its confirmation), and the listings whose stored data is corrupt.
 */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { DEBUG_CHECKS, debugResultSchema, deprecatedPlanSchema, deprecatedProcessSchema, storedDataReportSchema } from '../debug.ts';
import { resource } from '../route.ts';

const debug = resource('marketplace/debug');

export const marketplaceDebugRoutes = {
  planDeprecated: debug.get('/process-deprecated', { answer: dataOf(deprecatedPlanSchema) }),
  processDeprecated: debug.post('/process-deprecated', { json: deprecatedProcessSchema, answer: dataOf(debugResultSchema) }),
  storedDataProblems: debug.get('/stored-data-problems', { answer: dataOf(storedDataReportSchema) }),
  check: debug.post('/:check', { param: z.object({ check: z.enum(DEBUG_CHECKS) }), answer: dataOf(debugResultSchema) }),
};
