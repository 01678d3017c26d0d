/**
 * @module features/errors/ErrorPreview
 * Development-only preview of every error screen: a tab per kind, size and theme choices, and a
 * live error boundary demo. The choice is mirrored in the query string (?kind=500&size=large&theme=dark).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import {
  ERROR_KINDS,
  ERROR_SCREENS,
  ERROR_SIZES,
  ERROR_THEMES,
  ErrorScreen,
  type ErrorKind,
  type ErrorSize,
  type ErrorTheme,
} from '~/components/ui/ErrorScreen.tsx';

/** What the preview shows. */
export interface PreviewChoice {
  kind: ErrorKind;
  size: ErrorSize;
  theme: ErrorTheme;
}

export const DEFAULT_CHOICE: PreviewChoice = { kind: 'generic', size: 'medium', theme: 'light' };

const KIND_LABELS: Readonly<Record<ErrorKind, string>> = {
  generic: 'Generic',
  '404': '404',
  '500': '500',
  '403': '403',
  network: 'Network',
  boundary: 'Boundary',
};

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Reads a choice from a query string; unknown or missing values fall back to the defaults.
 * @example choiceFromSearch('?kind=500&theme=dark') // { kind: '500', size: 'medium', theme: 'dark' }
 */
export function choiceFromSearch(search: string): PreviewChoice {
  const params = new URLSearchParams(search);
  return {
    kind: pick(ERROR_KINDS, params.get('kind'), DEFAULT_CHOICE.kind),
    size: pick(ERROR_SIZES, params.get('size'), DEFAULT_CHOICE.size),
    theme: pick(ERROR_THEMES, params.get('theme'), DEFAULT_CHOICE.theme),
  };
}

/** Throws while rendering once pressed, so the boundary around it shows its fullscreen screen. */
function CrashButton(): ReactElement {
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw new Error('Error preview: a deliberate render crash');
  return (
    <button type="button" className="button secondary" onClick={() => setCrashed(true)}>
      Crash a component
    </button>
  );
}

interface SegmentedProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** A radio group drawn as segmented buttons; arrow keys move between options natively. */
function Segmented<T extends string>({ legend, options, value, onChange }: SegmentedProps<T>): ReactElement {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option} className="segmented__option">
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            <span>{option[0]!.toUpperCase() + option.slice(1)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The preview island: kind tabs, size and theme choices, and the chosen ErrorScreen.
 * @example <ErrorPreview client:load />
 */
export function ErrorPreview(): ReactElement {
  const [choice, setChoice] = useState<PreviewChoice>(DEFAULT_CHOICE);
  const [retries, setRetries] = useState(0);
  const tabs = useRef<Partial<Record<ErrorKind, HTMLButtonElement | null>>>({});
  const id = useId();
  const tabId = (kind: ErrorKind) => `${id}tab-${kind}`;
  const panelId = `${id}panel`;

  // The static page renders the defaults; the query string is applied once hydrated.
  useEffect(() => {
    setChoice(choiceFromSearch(window.location.search));
  }, []);

  const update = (next: Partial<PreviewChoice>) => {
    const merged = { ...choice, ...next };
    setChoice(merged);
    setRetries(0);
    const url = new URL(window.location.href);
    for (const key of ['kind', 'size', 'theme'] as const) url.searchParams.set(key, merged[key]);
    window.history.replaceState(null, '', url);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Moves from the focused tab, which is the selected one unless focus was placed programmatically.
    const focused = ERROR_KINDS.find((k) => tabs.current[k] === event.target);
    const index = ERROR_KINDS.indexOf(focused ?? choice.kind);
    const last = ERROR_KINDS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const kind = ERROR_KINDS[target]!;
    update({ kind });
    tabs.current[kind]?.focus();
  };

  const { kind, size, theme } = choice;
  return (
    <div className="error-preview">
      <div className="error-preview__controls">
        <div className="error-preview__tabs" role="tablist" aria-label="Error kind" onKeyDown={onTabKeyDown}>
          {ERROR_KINDS.map((k) => (
            <button
              key={k}
              ref={(el) => {
                tabs.current[k] = el;
              }}
              type="button"
              role="tab"
              id={tabId(k)}
              aria-selected={k === kind}
              aria-controls={panelId}
              tabIndex={k === kind ? 0 : -1}
              onClick={() => update({ kind: k })}
            >
              {KIND_LABELS[k]}
            </button>
          ))}
        </div>
        <div className="error-preview__options">
          <Segmented legend="Size" options={ERROR_SIZES} value={size} onChange={(s) => update({ size: s })} />
          <Segmented legend="Theme" options={ERROR_THEMES} value={theme} onChange={(t) => update({ theme: t })} />
        </div>
      </div>

      <div className={`error-preview__stage error-preview__stage--${theme}`} role="tabpanel" id={panelId} aria-labelledby={tabId(kind)}>
        <ErrorScreen kind={kind} size={size} theme={theme} onRetry={() => setRetries((n) => n + 1)} />
      </div>

      <p className="error-preview__status" role="status">
        {retries > 0 ? `Try Again pressed ${retries} time${retries === 1 ? '' : 's'} (the preview does not reload).` : ''}
      </p>

      <dl className="error-preview__meta">
        <dt>Usage</dt>
        <dd>
          <code>{`<ErrorScreen kind="${kind}" size="${size}" theme="${theme}" />`}</code>
        </dd>
        <dt>Title</dt>
        <dd>{ERROR_SCREENS[kind].title}</dd>
      </dl>

      <section className="error-preview__boundary" aria-labelledby={`${id}boundary`}>
        <h2 id={`${id}boundary`}>Live error boundary</h2>
        <p>
          Crash a component inside an <code>ErrorBoundary</code> to see the fullscreen boundary screen. Its Retry button resets the boundary and renders this
          button again.
        </p>
        <ErrorBoundary name="error-preview">
          <CrashButton />
        </ErrorBoundary>
      </section>
    </div>
  );
}

export default ErrorPreview;
