import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../worker/lib/log.ts';

function capture() {
  const lines = { log: [] as unknown[][], warn: [] as unknown[][], error: [] as unknown[][] };
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.log.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void lines.warn.push(args));
  vi.spyOn(console, 'error').mockImplementation((...args) => void lines.error.push(args));
  return lines;
}

function onlyLine(calls: unknown[][]): Record<string, unknown> {
  expect(calls).toHaveLength(1);
  expect(calls[0]).toHaveLength(1);
  const [text] = calls[0] as [string];
  expect(text).not.toContain('\n');
  return JSON.parse(text) as Record<string, unknown>;
}

afterEach(() => vi.restoreAllMocks());

describe('the Worker log', () => {
  it('writes one JSON line with level and event first, then the fields', () => {
    const lines = capture();
    log.info('scheduled_sync_started', { runId: 7, mode: 'scheduled' });
    const text = lines.log[0]?.[0] as string;
    expect(text).toBe('{"level":"info","event":"scheduled_sync_started","runId":7,"mode":"scheduled"}');
    expect(lines.warn).toHaveLength(0);
    expect(lines.error).toHaveLength(0);
  });

  it('writes each level through the console method Workers Logs files it under', () => {
    const lines = capture();
    log.info('a');
    log.warn('b');
    log.error('c');
    expect(onlyLine(lines.log)).toEqual({ level: 'info', event: 'a' });
    expect(onlyLine(lines.warn)).toEqual({ level: 'warn', event: 'b' });
    expect(onlyLine(lines.error)).toEqual({ level: 'error', event: 'c' });
  });

  it('keeps level and event when a field has the same name', () => {
    const lines = capture();
    log.info('real_event', { level: 'error', event: 'fake' });
    expect(onlyLine(lines.log)).toEqual({ level: 'info', event: 'real_event' });
  });

  it('logs an error by its name and message, never its stack', () => {
    const lines = capture();
    const error = new TypeError('D1 is gone');
    log.error('health_check_failed', { path: '/api/health' }, error);
    const line = onlyLine(lines.error);
    expect(line).toEqual({ level: 'error', event: 'health_check_failed', path: '/api/health', error: { name: 'TypeError', message: 'D1 is gone' } });
    expect(JSON.stringify(line)).not.toContain('at ');
  });

  it('logs a thrown value that is not an Error by its type and text', () => {
    const lines = capture();
    log.error('odd_throw', {}, 'just a string');
    expect(onlyLine(lines.error).error).toEqual({ name: 'string', message: 'just a string' });
  });

  it.each(['token', 'accessToken', 'refresh_token', 'SESSION_SECRET', 'password', 'Authorization', 'cookie', 'Set-Cookie', 'apiKey', 'x-api-key', 'sessionId'])(
    'redacts a field named %s',
    (key) => {
      const lines = capture();
      log.warn('with_secret', { [key]: 'abc123', listingId: 5 });
      expect(onlyLine(lines.warn)).toEqual({ level: 'warn', event: 'with_secret', [key]: '[redacted]', listingId: 5 });
    },
  );

  it('redacts secret keys inside nested objects and arrays', () => {
    const lines = capture();
    log.info('nested', { request: { headers: { authorization: 'Bearer abc', accept: 'json' } }, calls: [{ token: 't', status: 429 }] });
    expect(onlyLine(lines.log)).toEqual({
      level: 'info',
      event: 'nested',
      request: { headers: { authorization: '[redacted]', accept: 'json' } },
      calls: [{ token: '[redacted]', status: 429 }],
    });
  });

  it('cuts a bearer token out of a text and out of an error message', () => {
    const lines = capture();
    log.error('etsy_call_failed', { detail: 'sent Bearer 12345.abcdef to Etsy' }, new Error('401 for Bearer 12345.abcdef'));
    const text = lines.error[0]?.[0] as string;
    expect(text).not.toContain('12345.abcdef');
    expect(JSON.parse(text)).toMatchObject({ detail: 'sent Bearer [redacted] to Etsy', error: { message: '401 for Bearer [redacted]' } });
  });

  it('bounds long texts and deep or circular objects instead of throwing', () => {
    const lines = capture();
    const circular: Record<string, unknown> = { id: 1 };
    circular.self = circular;
    log.info('bounded', { text: 'x'.repeat(2000), circular, count: 10n });
    const line = onlyLine(lines.log);
    expect((line.text as string).length).toBe(500);
    expect(line.count).toBe('10');
    expect(JSON.stringify(line)).toContain('[nested]');
  });
});
