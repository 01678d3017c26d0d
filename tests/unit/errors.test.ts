import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundaryScreen, ErrorBoundary } from '../../src/components/ui/ErrorBoundary.tsx';
import { ERROR_KINDS, ERROR_SCREENS, ErrorScreen, type ErrorKind } from '../../src/components/ui/ErrorScreen.tsx';
import { errorPreview, shouldInjectErrorPreview } from '../../src/features/errors/error-preview-integration.ts';
import { ErrorPreview, choiceFromSearch } from '../../src/features/errors/ErrorPreview.tsx';

/** The spec's titles (storefront 2, "Error screens"). */
const SPEC_TITLES: Record<ErrorKind, string> = {
  generic: 'Something went wrong',
  '404': 'Page Not Found',
  '500': 'Server Error',
  '403': 'Access Forbidden',
  network: 'Connection Error',
  boundary: 'Component Error',
};
const BOUNDARY_MESSAGE = 'A component crashed unexpectedly. Please refresh the page.';

/** The visible text of some markup, entities decoded, whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every element matching a tag and an attribute fragment. */
function elements(html: string, tag: string, attribute = ''): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => text(m[1]!));
}

describe('shouldInjectErrorPreview', () => {
  it('injects the preview under astro dev', () => {
    expect(shouldInjectErrorPreview('dev', {})).toBe(true);
  });

  it('leaves the preview out of a production build', () => {
    expect(shouldInjectErrorPreview('build', {})).toBe(false);
    expect(shouldInjectErrorPreview('build', { ERROR_PREVIEW: undefined })).toBe(false);
  });

  it('injects the preview into a build when ERROR_PREVIEW=1', () => {
    expect(shouldInjectErrorPreview('build', { ERROR_PREVIEW: '1' })).toBe(true);
  });

  it('ignores ERROR_PREVIEW values other than 1 or true', () => {
    expect(shouldInjectErrorPreview('build', { ERROR_PREVIEW: '0' })).toBe(false);
    expect(shouldInjectErrorPreview('build', { ERROR_PREVIEW: '' })).toBe(false);
    expect(shouldInjectErrorPreview('preview', { ERROR_PREVIEW: 'no' })).toBe(false);
    expect(shouldInjectErrorPreview('sync', {})).toBe(false);
  });
});

describe('errorPreview integration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const runSetup = (command: string) => {
    const injectRoute = vi.fn();
    const hook = errorPreview().hooks['astro:config:setup']!;
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    // Only the fields the hook reads are provided.
    void hook({ command, injectRoute, logger } as unknown as Parameters<typeof hook>[0]);
    return injectRoute;
  };

  it('injects /error-preview from an existing page file under astro dev', () => {
    vi.stubEnv('ERROR_PREVIEW', '');
    const injectRoute = runSetup('dev');
    expect(injectRoute).toHaveBeenCalledOnce();
    const route = injectRoute.mock.calls[0]![0] as { pattern: string; entrypoint: URL };
    expect(route.pattern).toBe('/error-preview');
    expect(existsSync(fileURLToPath(route.entrypoint))).toBe(true);
  });

  it('injects nothing in a production build', () => {
    vi.stubEnv('ERROR_PREVIEW', '');
    expect(runSetup('build')).not.toHaveBeenCalled();
  });

  it('injects the route in a build when ERROR_PREVIEW=1', () => {
    vi.stubEnv('ERROR_PREVIEW', '1');
    expect(runSetup('build')).toHaveBeenCalledOnce();
  });
});

describe('ERROR_SCREENS', () => {
  it('has exactly the six spec kinds', () => {
    expect(Object.keys(ERROR_SCREENS).sort()).toEqual([...ERROR_KINDS].sort());
    expect(ERROR_KINDS).toHaveLength(6);
  });

  it.each(Object.entries(SPEC_TITLES))('titles the %s screen %j', (kind, title) => {
    expect(ERROR_SCREENS[kind as ErrorKind].title).toBe(title);
  });

  it('uses the spec boundary message verbatim', () => {
    expect(ERROR_SCREENS.boundary.message).toBe(BOUNDARY_MESSAGE);
  });

  it('gives every kind a full-sentence message', () => {
    for (const kind of ERROR_KINDS) expect(ERROR_SCREENS[kind].message).toMatch(/^[A-Z].{20,}\.$/);
  });
});

describe('ErrorScreen', () => {
  it.each(ERROR_KINDS)('renders the %s title, message, Try Again and Go Home', (kind) => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { kind }));
    expect(elements(html, 'h2')).toEqual([SPEC_TITLES[kind]]);
    expect(elements(html, 'p')).toEqual([ERROR_SCREENS[kind].message]);
    expect(elements(html, 'button', 'type="button"')).toEqual(['Try Again']);
    expect(elements(html, 'a', 'href="/"')).toEqual(['Go Home']);
  });

  it('labels the screen with its title', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { kind: '404' }));
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}"`);
  });

  it('defaults to the medium size and the light theme', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { kind: 'generic' }));
    expect(html).toMatch(/class="error-view error-view--medium error-view--light"/);
  });

  it('applies the chosen size and theme', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { kind: '500', size: 'large', theme: 'dark' }));
    expect(html).toMatch(/class="error-view error-view--large error-view--dark"/);
  });

  it('shows a title and message override instead of the kind texts', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { kind: 'generic', title: 'Failed to Load Stickers', message: 'Please try again.' }));
    expect(elements(html, 'h2')).toEqual(['Failed to Load Stickers']);
    expect(elements(html, 'p')).toEqual(['Please try again.']);
  });

  it('uses no inline style attributes', () => {
    for (const kind of ERROR_KINDS) {
      expect(renderToStaticMarkup(createElement(ErrorScreen, { kind }))).not.toContain('style=');
    }
  });
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing has failed', () => {
    const html = renderToStaticMarkup(createElement(ErrorBoundary, { name: 'grid' }, createElement('p', null, 'All good')));
    expect(html).toBe('<p>All good</p>');
  });

  it('turns whatever was thrown into an error state', () => {
    expect(ErrorBoundary.getDerivedStateFromError(new Error('boom')).error?.message).toBe('boom');
    expect(ErrorBoundary.getDerivedStateFromError('boom').error).toBeInstanceOf(Error);
  });

  it('shows the fullscreen boundary screen with Retry and Go Home after an error', () => {
    const boundary = new ErrorBoundary({ children: createElement('p', null, 'never shown') });
    boundary.state = { error: new Error('boom') };
    const html = renderToStaticMarkup(createElement('div', null, boundary.render()));
    expect(html).toMatch(/<div class="error-overlay" role="alert"/);
    expect(elements(html, 'h1')).toEqual(['Component Error']);
    expect(elements(html, 'p')).toEqual([BOUNDARY_MESSAGE]);
    expect(elements(html, 'button')).toEqual(['Retry']);
    expect(elements(html, 'a', 'href="/"')).toEqual(['Go Home']);
    expect(html).not.toContain('never shown');
  });

  it('clears the error on Retry so the children render again', () => {
    const boundary = new ErrorBoundary({ children: null });
    const setState = vi.spyOn(boundary, 'setState').mockImplementation(() => {});
    boundary.reset();
    expect(setState).toHaveBeenCalledWith({ error: null });
  });

  it('renders BoundaryScreen on its own as the same overlay', () => {
    const html = renderToStaticMarkup(createElement(BoundaryScreen, { onRetry: () => {} }));
    expect(html).toMatch(/^<div class="error-overlay" role="alert" tabindex="-1">/);
    expect(text(html)).toContain(BOUNDARY_MESSAGE);
  });
});

describe('ErrorPreview', () => {
  it('reads kind, size and theme from the query string', () => {
    expect(choiceFromSearch('?kind=500&size=large&theme=dark')).toEqual({ kind: '500', size: 'large', theme: 'dark' });
  });

  it('falls back to the defaults for unknown or missing values', () => {
    expect(choiceFromSearch('?kind=418&size=huge')).toEqual({ kind: 'generic', size: 'medium', theme: 'light' });
    expect(choiceFromSearch('')).toEqual({ kind: 'generic', size: 'medium', theme: 'light' });
  });

  it('renders a tab per kind, one selected, controlling the panel', () => {
    const html = renderToStaticMarkup(createElement(ErrorPreview));
    expect(html).toContain('role="tablist"');
    expect(elements(html, 'button', 'role="tab"')).toEqual(['Generic', '404', '500', '403', 'Network', 'Boundary']);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    const panelId = /role="tabpanel" id="([^"]+)"/.exec(html)?.[1];
    expect(panelId).toBeTruthy();
    expect(html.match(new RegExp(`aria-controls="${panelId}"`, 'g'))).toHaveLength(6);
  });

  it('offers the three sizes and two themes as radio groups', () => {
    const html = renderToStaticMarkup(createElement(ErrorPreview));
    expect(elements(html, 'legend')).toEqual(['Size', 'Theme']);
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html.match(/value="(small|medium|large|light|dark)"/g)).toHaveLength(5);
  });
});
