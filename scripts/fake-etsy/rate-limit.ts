/**
 * @module fake-etsy/rate-limit
 * Etsy's request limits: so many a second and so many a rolling day, reported in the
 * x-limit-per-second / x-remaining-this-second / x-limit-per-day / x-remaining-today headers, and
 * 429 with retry-after past either. The second is a sliding window (stricter than a clock-aligned
 * one: a client that passes here passes there). A refused request costs nothing.
 */

export interface RateLimitOptions {
  perSecond: number;
  perDay: number;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The limiter's verdict on one request, with the headers to answer. */
export interface RateVerdict {
  ok: boolean;
  headers: Record<string, string>;
  /** Seconds to wait, when refused. */
  retryAfter?: number;
}

const SECOND = 1_000;
const DAY = 86_400_000;

/** Accepted requests' times per key (one key per application: see app.ts). */
export class RateLimiter {
  readonly #options: RateLimitOptions;
  readonly #seen = new Map<string, number[]>();

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  check(key: string): RateVerdict {
    const { perSecond, perDay, now } = this.#options;
    const at = now();
    const times = (this.#seen.get(key) ?? []).filter((t) => t > at - DAY);
    this.#seen.set(key, times);
    const lastSecond = times.filter((t) => t > at - SECOND);
    const headers = (second: number, day: number) => ({
      'x-limit-per-second': String(perSecond),
      'x-remaining-this-second': String(Math.max(0, perSecond - second)),
      'x-limit-per-day': String(perDay),
      'x-remaining-today': String(Math.max(0, perDay - day)),
    });
    if (times.length >= perDay) {
      return { ok: false, headers: headers(lastSecond.length, times.length), retryAfter: Math.max(1, Math.ceil((times[0]! + DAY - at) / 1000)) };
    }
    if (lastSecond.length >= perSecond) {
      const oldest = lastSecond[lastSecond.length - perSecond]!;
      return { ok: false, headers: headers(lastSecond.length, times.length), retryAfter: Math.max(1, Math.ceil((oldest + SECOND - at) / 1000)) };
    }
    times.push(at);
    return { ok: true, headers: headers(lastSecond.length + 1, times.length) };
  }

  reset(): void {
    this.#seen.clear();
  }
}
