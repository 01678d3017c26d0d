/** The Etsy connection and the sync (admin): status, the two OAuth steps, clearing the token, starting, following and cancelling a sync run, the runs. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import {
  connectionStatusSchema,
  oauthConnectedSchema,
  oauthExchangeSchema,
  oauthStartSchema,
  syncRunSchema,
  syncRunsSchema,
  syncStartedSchema,
  syncStartSchema,
} from '../marketplace.ts';
import { decimalInt, listingIdParam } from '../queries.ts';
import { resource } from '../route.ts';

const marketplace = resource('marketplace');
const runIdParam = z.object({ runId: decimalInt(1, Number.MAX_SAFE_INTEGER) });

export const marketplaceRoutes = {
  status: marketplace.get('/status', { answer: dataOf(connectionStatusSchema) }),
  oauthStart: marketplace.post('/oauth/start', { answer: dataOf(oauthStartSchema) }),
  oauthExchange: marketplace.post('/oauth/exchange', { json: oauthExchangeSchema, answer: dataOf(oauthConnectedSchema) }),
  startSync: marketplace.post('/sync', { json: syncStartSchema, answer: dataOf(syncStartedSchema) }),
  fetchListing: marketplace.post('/listings/:id/fetch', { param: listingIdParam, answer: dataOf(syncStartedSchema) }),
  syncRuns: marketplace.get('/sync', { answer: dataOf(syncRunsSchema) }),
  syncRun: marketplace.get('/sync/:runId', { param: runIdParam, answer: dataOf(syncRunSchema) }),
  cancelSync: marketplace.post('/sync/:runId/cancel', { param: runIdParam, answer: dataOf(syncRunsSchema) }),
  clearToken: marketplace.delete('/token', { answer: dataOf(connectionStatusSchema) }),
};
