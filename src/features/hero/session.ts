/**
 * @module hero/session
 * The machine's memory for the tab's session (sessionStorage): whether the logo was shown, the
 * show-every-design-once cycle, the refresh count and the breakdown. Storage that is missing or
 * refused reads as a fresh session and forgets every write: the machine still works, only anew.
 */
import { parseHeroSession, type HeroSession } from '~/domain/hero-machine.ts';

export const HERO_SESSION_KEY = 'micro-decals.hero';

/** The session's machine memory (a fresh one when there is none). */
export function readHeroSession(): HeroSession {
  try {
    return parseHeroSession(sessionStorage.getItem(HERO_SESSION_KEY));
  } catch {
    return parseHeroSession(null);
  }
}

/** Keeps the machine's memory for the session. */
export function writeHeroSession(session: HeroSession): void {
  try {
    sessionStorage.setItem(HERO_SESSION_KEY, JSON.stringify(session));
  } catch {
    // A full or refused storage only costs the memory across reloads.
  }
}
