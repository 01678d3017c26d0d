/**
 * @module fake-etsy/faults
 * Faults on demand: a test (or POST /__fake/faults) arms a fault for requests whose path matches,
 * for a number of times; the app consumes it where it applies. Some faults replace the answer
 * (401, 404, 429, 500, broken JSON), some delay it, and some bend what a handler does (inventory
 * without products, a write answered but not applied, a listing repeated on the next page).
 */

export const FAULTS = [
  'unauthorized',
  'not_found',
  'rate_limited',
  'server_error',
  'slow',
  'malformed_json',
  'missing_inventory',
  'unapplied_write',
  'duplicate_page',
] as const;
export type FaultKind = (typeof FAULTS)[number];

/** Faults that replace or reshape the whole answer, whatever the endpoint. */
export const ANSWER_FAULTS = ['unauthorized', 'not_found', 'rate_limited', 'server_error', 'malformed_json'] as const satisfies readonly FaultKind[];

/** A fault to arm. */
export interface FaultSpec {
  fault: FaultKind;
  /** Matched against the request's path and query: a substring, or else a regular expression. */
  path: string;
  /** How many matching requests it hits (default 1). */
  times?: number;
  /** For 'slow': the delay (default 1,000 ms). For 'rate_limited': retry-after is its ceiling in seconds (default 1 s). */
  delayMs?: number;
  /** Only requests of this method (GET, PUT, PATCH...). */
  method?: string;
  /** For 'missing_inventory' on a batch: the listing left out (default: the first one asked for). */
  listingId?: number;
}

/** An armed fault and how many hits it has left. */
export interface ArmedFault extends Required<Pick<FaultSpec, 'fault' | 'path' | 'times'>> {
  id: number;
  delayMs: number;
  method?: string;
  listingId?: number;
  remaining: number;
}

/** Reads a fault spec from untrusted JSON; a string says what is wrong. */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (typeof input !== 'object' || input === null) return 'Send a JSON object {fault, path, times?, delayMs?, method?, listingId?}';
  const { fault, path, times, delayMs, method, listingId } = input as Record<string, unknown>;
  if (typeof fault !== 'string' || !(FAULTS as readonly string[]).includes(fault)) return `fault must be one of ${FAULTS.join(', ')}`;
  if (typeof path !== 'string' || path === '') return 'path must be a non-empty string';
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return 'times must be a positive integer';
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0)) return 'delayMs must be a number of milliseconds';
  if (method !== undefined && typeof method !== 'string') return 'method must be a string';
  if (listingId !== undefined && !Number.isInteger(listingId)) return 'listingId must be an integer';
  return {
    fault: fault as FaultKind,
    path,
    ...(times !== undefined ? { times: times as number } : {}),
    ...(delayMs !== undefined ? { delayMs: delayMs } : {}),
    ...(method !== undefined ? { method: method } : {}),
    ...(listingId !== undefined ? { listingId: listingId as number } : {}),
  };
}

function matcher(path: string): (target: string) => boolean {
  let pattern: RegExp | undefined;
  try {
    pattern = new RegExp(path);
  } catch {
    pattern = undefined;
  }
  return (target) => target.includes(path) || (pattern?.test(target) ?? false);
}

/** The armed faults, consumed first-armed first. */
export class FaultBook {
  #armed: (ArmedFault & { matches: (target: string) => boolean })[] = [];
  #nextId = 1;

  arm(spec: FaultSpec): ArmedFault {
    const times = spec.times ?? 1;
    const armed = {
      id: this.#nextId++,
      fault: spec.fault,
      path: spec.path,
      times,
      remaining: times,
      delayMs: spec.delayMs ?? 1_000,
      ...(spec.method ? { method: spec.method.toUpperCase() } : {}),
      ...(spec.listingId !== undefined ? { listingId: spec.listingId } : {}),
      matches: matcher(spec.path),
    };
    this.#armed.push(armed);
    return this.#public(armed);
  }

  /**
   * Takes one hit of the first armed fault of these kinds that matches the request, if any.
   * `accepts` lets a handler pass over a fault aimed elsewhere (another listing of a batch).
   */
  take(kinds: FaultKind | readonly FaultKind[], method: string, target: string, accepts: (f: ArmedFault) => boolean = () => true): ArmedFault | undefined {
    const wanted = typeof kinds === 'string' ? [kinds] : kinds;
    const hit = this.#armed.find(
      (f) => wanted.includes(f.fault) && f.remaining > 0 && (!f.method || f.method === method.toUpperCase()) && f.matches(target) && accepts(f),
    );
    if (!hit) return undefined;
    hit.remaining--;
    this.#armed = this.#armed.filter((f) => f.remaining > 0);
    return this.#public(hit);
  }

  list(): ArmedFault[] {
    return this.#armed.map((f) => this.#public(f));
  }

  clear(): void {
    this.#armed = [];
  }

  #public({ matches: _, ...fault }: ArmedFault & { matches: unknown }): ArmedFault {
    return { ...fault };
  }
}

/** A JSON body cut short, as a dropped connection or a proxy's truncation leaves it. */
export function breakJson(body: string): string {
  return body.length > 1 ? body.slice(0, Math.max(1, Math.floor(body.length / 2))) : '{';
}
