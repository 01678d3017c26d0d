/** The colour audit's saved progress (admin): read (null before any), saved as the audit runs, cleared. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { colorAuditProgressSchema } from '../color-audit.ts';
import { resource } from '../route.ts';

const progress = resource('color-audit-progress');

export const colorAuditProgressRoutes = {
  read: progress.get('/', { answer: dataOf(z.nullable(colorAuditProgressSchema)) }),
  save: progress.post('/', { json: colorAuditProgressSchema, answer: dataOf(colorAuditProgressSchema) }),
  clear: progress.delete('/', { answer: dataOf(z.object({ cleared: z.boolean() })) }),
};
