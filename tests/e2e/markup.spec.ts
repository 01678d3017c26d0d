import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate/node';

/**
 * Every page type, as the site serves it, against html-validate's standard preset: the static
 * pages the build writes and the pages the Worker answers itself (the 404 with its suggestions).
 */
const PAGES = [
  '/',
  '/faq',
  '/scene-builder',
  '/parallax',
  '/actual-size-test',
  '/hero-frame-machine-test',
  '/admin',
  '/admin/debug',
  '/admin-home',
  '/listing-admin',
  '/color-audit',
  '/svg-path-auto-association',
  '/oauth-simple',
  '/no-such-design-anywhere',
];

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

test('every page type is valid HTML under html-validate’s standard preset', async ({ request }) => {
  const { data } = (await (await request.get('/api/unified-stickers?limit=1')).json()) as { data: { slug: string }[] };
  const problems: string[] = [];
  for (const path of [...PAGES, `/${data[0]!.slug}`]) {
    const response = await request.get(path);
    expect([200, 404], `${path} answered ${response.status()}`).toContain(response.status());
    expect(response.headers()['content-type']).toContain('text/html');
    const report = await validator.validateString(await response.text(), path);
    for (const result of report.results)
      for (const m of result.messages) problems.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
  expect(problems).toEqual([]);
});
