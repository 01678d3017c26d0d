// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutOf } from '../../../src/features/auto-association/shortcuts.ts';

const key = (k: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target, ...extra }) as KeyboardEvent;

describe('the auto-association’s keys', () => {
  it('A, E, S and P decide or go back; 1 to 3 pick a suggestion; either case', () => {
    expect(shortcutOf(key('a'), false)).toEqual({ action: 'approve' });
    expect(shortcutOf(key('E'), false)).toEqual({ action: 'edit' });
    expect(shortcutOf(key('s'), false)).toEqual({ action: 'skip' });
    expect(shortcutOf(key('p'), false)).toEqual({ action: 'previous' });
    expect(shortcutOf(key('3'), false)).toEqual({ action: 'pick', index: 2 });
    expect(shortcutOf(key('x'), false)).toBeNull();
  });

  it('are off while typing, with a modifier held, in a dialog, or once handled', () => {
    const input = document.createElement('input');
    const radio = Object.assign(document.createElement('input'), { type: 'radio' });
    const area = document.createElement('textarea');
    expect(shortcutOf(key('a', input), false)).toBeNull();
    expect(shortcutOf(key('a', area), false)).toBeNull();
    // A suggestion's radio button has the focus after a click: the keys still work there.
    expect(shortcutOf(key('a', radio), false)).toEqual({ action: 'approve' });
    expect(shortcutOf(key('a', document.body, { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(key('s', document.body, { metaKey: true }), false)).toBeNull();
    expect(shortcutOf(key('a'), true)).toBeNull();
    expect(shortcutOf(key('a', document.body, { defaultPrevented: true }), false)).toBeNull();
  });
});
