/**
 * @module auto-association/shortcuts
 * The keys an owner working through hundreds of listings uses instead of the buttons: A approve,
 * E edit, S skip, P previous, 1 to 3 pick a suggestion. Never while typing, with a modifier held, or
 * while a dialog is open.
 */
export type Shortcut = { action: 'approve' | 'edit' | 'skip' | 'previous' } | { action: 'pick'; index: number };

const ACTIONS: Record<string, Shortcut> = {
  a: { action: 'approve' },
  e: { action: 'edit' },
  s: { action: 'skip' },
  p: { action: 'previous' },
  '1': { action: 'pick', index: 0 },
  '2': { action: 'pick', index: 1 },
  '3': { action: 'pick', index: 2 },
};

/** The keys as `aria-keyshortcuts` and the buttons' hints name them. */
export const SHORTCUT_KEYS = { approve: 'A', edit: 'E', skip: 'S', previous: 'P' } as const;

const TYPING = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable]:not([contenteditable="false"])';

export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>,
  dialogOpen: boolean,
): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || dialogOpen) return null;
  if (event.target instanceof Element && event.target.closest(TYPING)) return null;
  return ACTIONS[event.key.toLowerCase()] ?? null;
}
