/**
 * @module routes/marketplace
 * The Etsy connection, admin only: its status, the two OAuth steps the connect window
 * (/oauth-simple.html) takes, and clearing the token. The callback is that static page, not a
 * Worker route: Etsy's redirect is a cross-site navigation, which a SameSite=Strict session cookie
 * does not follow; the page then asks the Worker from this origin, where the cookie goes along.
 */
import { Hono } from 'hono';
import { oauthExchangeSchema } from '~/contracts/marketplace.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { marketplaceConfig, isFakeMarketplace } from '../marketplace/config.ts';
import { clearConnection, ConnectionError, connectionStatus, finishConnection, startConnection } from '../marketplace/connection.ts';

/** The page Etsy sends the owner back to. */
export const OAUTH_CALLBACK_PATH = '/oauth-simple.html';

export const marketplace = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/status', async (c) => c.json({ data: { ...(await connectionStatus(c.var.db)), marketplace: isFakeMarketplace(c.env) ? ('fake' as const) : ('etsy' as const) } }))
  .post('/oauth/start', sameOrigin, async (c) => {
    const url = await startConnection(c.var.db, marketplaceConfig(c), new URL(OAUTH_CALLBACK_PATH, c.req.url).href);
    return c.json({ data: { url } });
  })
  .post('/oauth/exchange', sameOrigin, bodyLimit(4096), validate('json', oauthExchangeSchema), async (c) => {
    const { code, state } = c.req.valid('json');
    try {
      return c.json({ data: await finishConnection(c.var.db, marketplaceConfig(c), code, state) });
    } catch (error) {
      if (error instanceof ConnectionError) throw new ApiError(400, 'bad_request', error.message, { state: error.message });
      throw error;
    }
  })
  .delete('/token', sameOrigin, async (c) => {
    await clearConnection(c.var.db);
    return c.json({ data: { ...(await connectionStatus(c.var.db)), marketplace: isFakeMarketplace(c.env) ? ('fake' as const) : ('etsy' as const) } });
  });
