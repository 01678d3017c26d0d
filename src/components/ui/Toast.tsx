/**
 * @module components/ui/Toast
 * Where toasts appear: a polite live region, always in the page, so screen readers announce each message.
 */
import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { $toast } from '~/components/ui/toast.ts';
import '~/components/ui/ui.css';
import laterStyles from '~/components/ui/ui-later.css?url';
import { useStylesheet } from '~/components/ui/use-stylesheet.ts';

export interface ToastProps {
  /** Classes added to the region (`ui-toast-region`). */
  className?: string;
}

/**
 * Renders the message of `showToast` while it lasts. Render it once per page.
 * @example <Toast />
 */
export function Toast({ className }: ToastProps): ReactElement {
  // The region is in the prebuilt page; a message never is, and its look comes once the island runs.
  useStylesheet(laterStyles);
  const message = useStore($toast);
  return (
    <div className={className ? `ui-toast-region ${className}` : 'ui-toast-region'} role="status" aria-live="polite">
      {message && <p className="ui-toast">{message}</p>}
    </div>
  );
}

export default Toast;
