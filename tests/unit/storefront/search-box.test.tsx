// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Controls } from '~/features/storefront/Controls.tsx';
import { $view, seedStorefront, setCatalogue, setView } from '~/features/storefront/store.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';

/* The storefront's search box, over the real stores (the demo catalogue already here: no request). */

const cards = demoCards();

beforeEach(() => {
  seedStorefront(cards, '/catalogue/x.json', null);
  setCatalogue(cards);
});
afterEach(cleanup);

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search stickers' });

describe('the search box', () => {
  it('searches what is typed, and shows it', () => {
    render(<Controls groupingAvailable />);
    fireEvent.change(box(), { target: { value: 'rex' } });
    expect($view.get().search).toBe('rex');
    expect(box().value).toBe('rex');
  });

  it('follows a search changed elsewhere (Back, a shared link, clearing)', () => {
    render(<Controls groupingAvailable />);
    fireEvent.change(box(), { target: { value: 'rex' } });
    act(() => setView({ ...$view.get(), search: 'truck' }));
    expect(box().value).toBe('truck');
    act(() => setView({ ...$view.get(), search: '' }));
    expect(box().value).toBe('');
  });

  it('takes up text typed into the prebuilt box before the island hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls groupingAvailable />);
    document.body.appendChild(container);
    const prebuilt = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    prebuilt.value = 'dino';
    const root = await act(async () => hydrateRoot(container, <Controls groupingAvailable />));
    expect($view.get().search).toBe('dino');
    expect(prebuilt.value).toBe('dino');
    act(() => root.unmount());
    container.remove();
  });
});
