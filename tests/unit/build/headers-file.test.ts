import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../src/build/security-headers-integration.ts';

/** The _headers file as rules: path, then its headers. */
function rules(text: string): Map<string, Record<string, string>> {
  const result = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) result.set(line, (current = {}));
    else if (current) {
      const [name, ...value] = line.trim().split(': ');
      current[name!] = value.join(': ');
    }
  }
  return result;
}

describe('the static headers file', () => {
  it('caches the content-named files for a year, and leaves HTML to the default revalidation', () => {
    const file = rules(headersFile('http://127.0.0.1:8787'));
    expect(file.get('/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(file.get('/catalogue/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    // Rules matching one path add up: a Cache-Control on /* would be joined to the year above.
    expect(file.get('/*')).not.toHaveProperty('Cache-Control');
  });

  it('keeps artwork and backgrounds fresh for an hour, so one page asks for each drawing once', () => {
    const file = rules(headersFile('http://127.0.0.1:8787'));
    for (const path of ['/artwork/*', '/hero/*', '/backgrounds/*'])
      expect(file.get(path)).toEqual({ 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' });
  });

  it('sends HSTS only for a site served over HTTPS', () => {
    expect(rules(headersFile('http://127.0.0.1:8787')).get('/*')).not.toHaveProperty('Strict-Transport-Security');
    expect(rules(headersFile('https://microdecals.example')).get('/*')).toMatchObject({ 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' });
  });

  it('gives every page the security headers', () => {
    expect(rules(headersFile('http://127.0.0.1:8787')).get('/*')).toMatchObject({
      'Content-Security-Policy': expect.stringContaining("frame-ancestors 'none'"),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
