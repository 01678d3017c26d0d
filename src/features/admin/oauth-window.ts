/**
 * @module admin/oauth-window
 * The connect window (/oauth-simple.html), opened by the admin panel. Without a code it asks the
 * Worker for Etsy's connect page and goes there; Etsy sends it back here with a code and the state,
 * which it hands to the Worker (from this origin, so the admin session goes along); then it tells
 * its opener and closes.
 */
import { ApiRequestError } from '~/client/api.ts';
import { CONNECTED_MESSAGE, exchangeOAuth, startOAuth } from './remote.ts';

const status = document.getElementById('oauth-status')!;
const say = (text: string, failed = false) => {
  status.textContent = text;
  status.dataset.state = failed ? 'failed' : 'working';
};

const explain = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401
    ? 'Sign in on the admin page first, then connect again.'
    : error instanceof ApiRequestError && error.body
      ? error.body.message
      : `Could not connect: ${error instanceof Error ? error.message : String(error)}`;

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  if (refused) return say(`Etsy did not connect the shop (${params.get('error_description') ?? refused}). Close this window and try again.`, true);
  if (!code || !state) {
    say('Opening Etsy…');
    location.assign(await startOAuth());
    return;
  }
  say('Connecting the shop…');
  const { shopId } = await exchangeOAuth(code, state);
  // The code must not stay in the address bar or the history.
  history.replaceState(null, '', location.pathname);
  say(`Connected${shopId ? ` to shop ${shopId}` : ''}. This window closes itself.`);
  status.dataset.state = 'done';
  (window.opener as Window | null)?.postMessage({ type: CONNECTED_MESSAGE, shopId }, location.origin);
  setTimeout(() => window.close(), 800);
}

run().catch((error: unknown) => say(explain(error), true));
