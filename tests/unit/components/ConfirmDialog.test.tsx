// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '~/components/ui/ConfirmDialog.tsx';

afterEach(cleanup);

function renderClearScene(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Clear the scene?"
      message="Every sticker is removed from the canvas."
      confirmLabel="Clear Scene"
      cancelLabel="Keep Scene"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Clear the scene?' });
  return { onConfirm, onCancel, dialog };
}

describe('ConfirmDialog', () => {
  it('asks its question in a modal dialog named by its title and described by its message', () => {
    const { dialog } = renderClearScene();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Every sticker is removed from the canvas.');
  });

  it('starts with the focus on the cancel button', () => {
    renderClearScene();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep Scene' }));
  });

  it('calls onConfirm from the confirm button, and nothing else', () => {
    const { onConfirm, onCancel } = renderClearScene();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Scene' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button, and nothing else', () => {
    const { onConfirm, onCancel } = renderClearScene();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Scene' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes Escape as cancel', () => {
    const { onConfirm, onCancel, dialog } = renderClearScene();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes a click on the overlay as cancel', () => {
    const { onConfirm, onCancel, dialog } = renderClearScene();
    fireEvent.click(dialog.parentElement!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('styles the confirm button as destructive only when asked', () => {
    renderClearScene();
    expect(screen.getByRole('button', { name: 'Clear Scene' }).classList.contains('ui-destructive')).toBe(false);
    cleanup();
    renderClearScene({ destructive: true });
    expect(screen.getByRole('button', { name: 'Clear Scene' }).classList.contains('ui-destructive')).toBe(true);
  });
});
