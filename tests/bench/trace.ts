/**
 * Frame timing from a Chrome trace recorded through Playwright's CDP session: the frames the
 * compositor drew between two user-timing marks the page sets, and the page's own
 * requestAnimationFrame deltas beside them.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];
export const FRAME_BUDGET_MS = 16.7;

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
};
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Frame intervals from the trace: consecutive DrawFrame events of the page's renderer between the marks. */
export function traceFrames(events: readonly TraceEvent[], startMark: string, endMark: string): { intervals: number[]; drawn: number; dropped: number; begun: number } | null {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const start = mark(startMark);
  const end = mark(endMark);
  if (!start || !end) return null;
  const inWindow = (e: TraceEvent) => e.pid === start.pid && e.ts >= start.ts && e.ts <= end.ts;
  const draws = events.filter((e) => e.name === 'DrawFrame' && inWindow(e)).map((e) => e.ts).sort((a, b) => a - b);
  const count = (name: string) => events.filter((e) => e.name === name && inWindow(e)).length;
  if (draws.length < 2) return null;
  return { intervals: draws.slice(1).map((ts, i) => (ts - draws[i]!) / 1000), drawn: draws.length, dropped: count('DroppedFrame'), begun: count('BeginFrame') };
}

/** What the page keeps on its window while recording frames. */
declare global {
  interface Window {
    __benchFrames?: number[];
    __benchRecording?: boolean;
  }
}

/** Starts recording requestAnimationFrame times in the page. */
export async function startRafRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchFrames = [];
    window.__benchRecording = true;
    const tick = (t: number) => {
      if (!window.__benchRecording) return;
      window.__benchFrames!.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops it and answers the rAF deltas between the two marks. */
export async function stopRafRecording(page: Page, startMark: string, endMark: string): Promise<number[]> {
  return page.evaluate(([a, b]) => {
    window.__benchRecording = false;
    const [start, end] = [a, b].map((n) => performance.getEntriesByName(n)[0]!.startTime);
    const t = window.__benchFrames!.filter((f) => f >= start! && f <= end!);
    return t.slice(1).map((f, i) => f - t[i]!);
  }, [startMark, endMark] as const);
}

/** Starts a Chrome trace on the session; the answer stops it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' } });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** The frame figures of a recorded window: from the trace, else from rAF. */
export function frameFigures(events: readonly TraceEvent[], raf: readonly number[], startMark: string, endMark: string, what: string) {
  const frames = traceFrames(events, startMark, endMark);
  const rafFigure = { p95: percentile(raf, 95), p50: percentile(raf, 50), frames: raf.length + 1 };
  const frame = frames
    ? { p95: percentile(frames.intervals, 95), p50: percentile(frames.intervals, 50), max: Math.max(...frames.intervals), source: 'Chrome trace, DrawFrame to DrawFrame', note: `${frames.drawn} frames drawn, ${frames.dropped} dropped, of ${frames.begun} begun; ${what}` }
    : { p95: rafFigure.p95, p50: rafFigure.p50, max: Math.max(...raf), source: 'requestAnimationFrame deltas: the trace had no DrawFrame events', note: `${rafFigure.frames} frames; ${what}` };
  return { frame, raf: rafFigure };
}
