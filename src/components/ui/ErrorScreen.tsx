/**
 * @module components/ui/ErrorScreen
 * The spec's error screens (generic, 404, 500, 403, network, boundary) in three sizes and two
 * themes, with a Try Again button and a Go Home link. A page that prebuilds one imports
 * errors.css itself; anywhere else the screen brings it when it first shows.
 */
import { useId, type ReactElement } from 'react';
import errorStyles from '~/styles/errors.css?url';
import { useStylesheet } from './use-stylesheet.ts';

/** The kinds of error screen the spec names. */
export const ERROR_KINDS = ['generic', '404', '500', '403', 'network', 'boundary'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_SIZES = ['small', 'medium', 'large'] as const;
export type ErrorSize = (typeof ERROR_SIZES)[number];

export const ERROR_THEMES = ['light', 'dark'] as const;
export type ErrorTheme = (typeof ERROR_THEMES)[number];

/** Title and message of each kind; the titles and the boundary message are the spec's own words. */
export const ERROR_SCREENS: Readonly<Record<ErrorKind, { title: string; message: string }>> = {
  generic: {
    title: 'Something went wrong',
    message: 'An unexpected error got in the way. Please try again, or head back to the home page.',
  },
  '404': {
    title: 'Page Not Found',
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  '500': {
    title: 'Server Error',
    message: 'Our server ran into a problem. Please try again in a moment.',
  },
  '403': {
    title: 'Access Forbidden',
    message: "You don't have permission to view this page.",
  },
  network: {
    title: 'Connection Error',
    message: "We couldn't reach the server. Please check your internet connection and try again.",
  },
  boundary: {
    title: 'Component Error',
    message: 'A component crashed unexpectedly. Please refresh the page.',
  },
};

export interface ErrorScreenProps {
  kind: ErrorKind;
  /** Defaults to medium. */
  size?: ErrorSize;
  /** Defaults to light. */
  theme?: ErrorTheme;
  /** Replaces the kind's title. */
  title?: string;
  /** Replaces the kind's message. */
  message?: string;
  /** Called by the retry button; without it the button reloads the page. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to 'Try Again'. */
  retryLabel?: string;
  /** Heading level of the title; defaults to 2. */
  headingLevel?: 1 | 2 | 3;
}

const HTTP_CODES: Partial<Record<ErrorKind, string>> = { '404': '404', '500': '500', '403': '403' };

/** A decorative mark for the kind: the HTTP status, or a small pictogram. */
function ErrorMark({ kind }: { kind: ErrorKind }): ReactElement {
  const code = HTTP_CODES[kind];
  if (code)
    return (
      <span className="error-view__mark error-view__mark--code" aria-hidden="true">
        {code}
      </span>
    );
  return (
    <span className="error-view__mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {kind === 'network' ? (
          <>
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.9 5.2A15 15 0 0 1 22 8.8" />
            <path d="M5 12.6a10 10 0 0 1 3.5-2.1M15.4 10.6A10 10 0 0 1 19 12.6" />
            <path d="M8.5 16.4a5 5 0 0 1 7 0" />
            <path d="M12 20h.01" />
            <path d="M3 3l18 18" />
          </>
        ) : kind === 'boundary' ? (
          <>
            <path d="M4 4h7v7H4zM13 13h7v7h-7z" />
            <path d="M13 4h7v7M4 13v7h7" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5h.01" />
          </>
        )}
      </svg>
    </span>
  );
}

/**
 * One error screen: a mark, the title, the message, then Try Again and Go Home.
 * @example <ErrorScreen kind="network" onRetry={refetch} />
 */
export function ErrorScreen({
  kind,
  size = 'medium',
  theme = 'light',
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  headingLevel = 2,
}: ErrorScreenProps): ReactElement {
  useStylesheet(errorStyles);
  const titleId = useId();
  const texts = ERROR_SCREENS[kind];
  const Heading = `h${headingLevel}` as const;
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <section className={`error-view error-view--${size} error-view--${theme}`} aria-labelledby={titleId} data-kind={kind}>
      <ErrorMark kind={kind} />
      <Heading id={titleId} className="error-view__title">
        {title ?? texts.title}
      </Heading>
      <p className="error-view__message">{message ?? texts.message}</p>
      <div className="error-view__actions">
        <button type="button" className="button" onClick={retry}>
          {retryLabel}
        </button>
        <a className="button secondary" href="/">
          Go Home
        </a>
      </div>
    </section>
  );
}

export default ErrorScreen;
