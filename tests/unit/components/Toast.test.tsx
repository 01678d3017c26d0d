// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '~/components/ui/Toast.tsx';
import { hideToast, showToast } from '~/components/ui/toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  hideToast();
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Toast', () => {
  it('announces its messages in a polite live region', () => {
    render(<Toast />);
    act(() => showToast('Link copied!'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Link copied!');
  });

  it('shows a message, then hides it once its time is up', () => {
    render(<Toast />);
    act(() => showToast('Saved', 1000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    wait(999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    wait(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('hides a message after 3 seconds when no time is given', () => {
    render(<Toast />);
    act(() => showToast('Link copied!'));
    wait(2999);
    expect(screen.queryByText('Link copied!')).not.toBeNull();
    wait(1);
    expect(screen.queryByText('Link copied!')).toBeNull();
  });

  it('replaces the message on screen with a new one, which gets its whole time', () => {
    render(<Toast />);
    act(() => showToast('First', 1000));
    wait(800);
    act(() => showToast('Second', 1000));
    expect(screen.queryByText('First')).toBeNull();
    wait(800);
    expect(screen.queryByText('Second')).not.toBeNull();
    wait(200);
    expect(screen.queryByText('Second')).toBeNull();
  });
});
