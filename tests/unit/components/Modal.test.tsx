// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '~/components/ui/Modal.tsx';

afterEach(cleanup);

/** A dialog named by its heading, with three buttons between the heading and the end. */
function ShareLike(props: Partial<ModalProps> & { focusSecond?: boolean }): ReactElement {
  const second = useRef<HTMLButtonElement>(null);
  const { focusSecond, ...rest } = props;
  return (
    <Modal onClose={() => {}} labelledBy="title" initialFocus={focusSecond ? second : undefined} {...rest}>
      <h2 id="title">Share this design</h2>
      <button type="button">First</button>
      <button type="button" ref={second}>
        Second
      </button>
      <button type="button">Last</button>
    </Modal>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Modal', () => {
  it('is a modal dialog named by its heading', () => {
    render(<ShareLike />);
    const dialog = screen.getByRole('dialog', { name: 'Share this design' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('is named by its label when no heading names it', () => {
    render(
      <Modal onClose={() => {}} label="Photo viewer">
        <button type="button">Close</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect([dialog.getAttribute('aria-label'), dialog.getAttribute('aria-labelledby')]).toEqual(['Photo viewer', null]);
  });

  it('puts the focus on the first focusable element when it opens', () => {
    render(<ShareLike />);
    expect(document.activeElement).toBe(button('First'));
  });

  it('puts the focus on the element it is given when it opens', () => {
    render(<ShareLike focusSecond />);
    expect(document.activeElement).toBe(button('Second'));
  });

  it('wraps Tab from the last focusable element to the first', () => {
    render(<ShareLike />);
    button('Last').focus();
    fireEvent.keyDown(button('Last'), { key: 'Tab' });
    expect(document.activeElement).toBe(button('First'));
  });

  it('wraps Shift+Tab from the first focusable element to the last', () => {
    render(<ShareLike />);
    button('First').focus();
    fireEvent.keyDown(button('First'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Last'));
  });

  it('leaves Tab alone between the first and the last element', () => {
    render(<ShareLike />);
    button('Second').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    button('Second').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(button('Second'));
  });

  it('closes on Escape without the key reaching a dialog below it', () => {
    const onClose = vi.fn();
    const below = vi.fn();
    render(
      <div onKeyDown={below}>
        <ShareLike onClose={onClose} />
      </div>,
    );
    fireEvent.keyDown(button('Second'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
  });

  it('closes on a click on the overlay but not on a click inside the dialog', () => {
    const onClose = vi.fn();
    render(<ShareLike onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog);
    fireEvent.click(button('Second'));
    fireEvent.click(screen.getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the page from scrolling while any modal is open, through two modals', () => {
    const first = render(<ShareLike />);
    expect(document.body.classList.contains('modal-open')).toBe(true);
    const second = render(<ShareLike labelledBy={undefined} label="Nested" />);
    first.unmount();
    expect(document.body.classList.contains('modal-open')).toBe(true);
    second.unmount();
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('returns focus to the opener when it closes', () => {
    const page = render(<button type="button">Open</button>);
    button('Open').focus();
    const modal = render(<ShareLike />);
    expect(document.activeElement).toBe(button('First'));
    modal.unmount();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Open' }));
  });

  it('leaves the focus to the caller when it closes with restoreFocus off', () => {
    render(<button type="button">Open</button>);
    button('Open').focus();
    const modal = render(<ShareLike restoreFocus={false} />);
    modal.unmount();
    expect(document.activeElement).not.toBe(button('Open'));
  });
});
