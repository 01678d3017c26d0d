/**
 * Frame timing from a Chrome trace recorded through Playwright's CDP session, between two
 * user-timing marks the page sets: the frame time of each frame shown, read on the vsync grid from
 * the compositor's frame reporters (a frame that made its vsync took 16.7 ms, one that missed a vsync
 * 33.3 ms); beside it the bench's earlier figure (DrawFrame to DrawFrame, which jitters with the
 * moment of drawing inside a vsync and counts a vsync with nothing new to show as a slow frame), the
 * page's own requestAnimationFrame deltas, where a shown frame's time went, and how busy each thread was.
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
  /** Async events (the frame reporters and their stages) pair their begin and end by id. */
  id?: string;
  id2?: { local?: string };
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
];
export const FRAME_BUDGET_MS = 16.7;

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
};
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The renderer's vsyncs between the two marks, as the compositor's frame reporters saw them. */
export interface VsyncFrames {
  /**
   * The frame time of each frame shown, on the vsync grid: from the last vsync that was not missed
   * (a frame shown, or nothing to show) to the vsync whose frame was shown. 16.7 ms when the frame
   * made its vsync, 33.3 ms when one vsync was missed before it, and so on.
   */
  times: number[];
  /** The same, with a partial frame counted as shown: the compositor's own frames (scrolling, composited animations) were on time. */
  compositorTimes: number[];
  vsyncs: number;
  presented: number;
  /** Vsyncs whose update was expected but missed: dropped, or shown without the main thread's part while it mattered (partial). */
  missed: number;
  partial: number;
  /** Vsyncs with nothing new to show (no input arrived, or the input changed nothing on screen, e.g. a snapped sticker held still). */
  idle: number;
}

/** Where the time of a shown frame went: durations of the compositor's pipeline stages (ms). */
export interface FrameStages {
  /** BeginMainFrame sent to commit: the main thread's frame work (rAF, input, style, layout, paint), including waiting to start. */
  main: number[];
  /** Commit to activation: mostly waiting for the tiles the new tree needs to be rasterised. */
  activation: number[];
  /** The display compositor drawing the frame (software compositing here): start of draw to swap. */
  draw: number[];
  /** The whole pipeline of a shown frame, from its vsync to presentation (latency, not frame time). */
  latency: number[];
}

const inWindow = (events: readonly TraceEvent[], startMark: string, endMark: string) => {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const start = mark(startMark);
  const end = mark(endMark);
  return start && end ? { pid: start.pid, from: start.ts, to: end.ts } : null;
};

interface ReporterArgs {
  frame_reporter?: { state?: string; affects_smoothness?: boolean; frame_sequence?: number };
}
const asyncId = (e: TraceEvent) => String(e.id ?? e.id2?.local);

/**
 * Frame times from the compositor's PipelineReporter events (category
 * disabled-by-default-devtools.timeline.frame): one or two reporters per vsync (BeginFrame sequence
 * number), each with the state Chrome gives the frame: presented (all or partial), dropped, or no
 * update desired. A vsync is missed when a reporter dropped it, or presented it partially while
 * that affected smoothness (Chrome's own dropped-frame rule); it is idle when nothing was to be shown.
 * An idle vsync is not a frame: nothing changed on screen, so it is neither slow nor fast.
 */
export function vsyncFrames(events: readonly TraceEvent[], startMark: string, endMark: string): (VsyncFrames & { stages: FrameStages }) | null {
  const w = inWindow(events, startMark, endMark);
  if (!w) return null;
  const bySequence = new Map<number, { seq: number; ts: number; states: string[] }>();
  for (const e of events) {
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== w.pid || e.ts < w.from || e.ts > w.to) continue;
    const reporter = (e.args as ReporterArgs | undefined)?.frame_reporter;
    if (!reporter?.state || reporter.frame_sequence === undefined) continue;
    const state = reporter.state.replace('STATE_', '') + (reporter.affects_smoothness ? '*' : '');
    const vsync = bySequence.get(reporter.frame_sequence) ?? { seq: reporter.frame_sequence, ts: e.ts, states: [] };
    vsync.ts = Math.min(vsync.ts, e.ts);
    vsync.states.push(state);
    bySequence.set(reporter.frame_sequence, vsync);
  }
  const vsyncs = [...bySequence.values()].sort((a, b) => a.seq - b.seq);
  if (vsyncs.length < 2) return null;
  const interval = percentile(
    vsyncs.slice(1).map((v, i) => (v.ts - vsyncs[i]!.ts) / 1000 / (v.seq - vsyncs[i]!.seq)),
    50,
  );
  /** Frame times, with a partial frame counted as missed (Chrome's rule) or as shown (what the compositor alone drew: scroll, composited animations). */
  const frameTimes = (partialMissed: boolean) => {
    const times: number[] = [];
    const count = { presented: 0, missed: 0, partial: 0, idle: 0 };
    // The vsync before the window counts as made, so a first vsync already missed counts too.
    let since = vsyncs[0]!.ts - interval * 1000;
    let pending = false;
    let previous = vsyncs[0]!.seq - 1;
    for (const v of vsyncs) {
      // Vsyncs with no reporter at all began no frame: nothing was to be shown, as idle ones (unless a missed frame is still pending).
      if (v.seq - previous > 1 && !pending) since = v.ts - interval * 1000;
      previous = v.seq;
      const isPartial = v.states.includes('PRESENTED_PARTIAL*');
      if (isPartial) count.partial++;
      if (v.states.some((s) => s === 'DROPPED*' || s === 'DROPPED') || (partialMissed && isPartial)) {
        count.missed++;
        pending = true;
        continue;
      }
      if (v.states.some((s) => s.startsWith('PRESENTED'))) {
        count.presented++;
        times.push((v.ts - since) / 1000);
      } else count.idle++;
      since = v.ts;
      pending = false;
    }
    // Vsyncs still missed when the window closed: one frame, shown no earlier than the next vsync.
    if (pending) times.push((vsyncs.at(-1)!.ts - since) / 1000 + interval);
    return { times, ...count };
  };
  const strict = frameTimes(true);
  const compositorTimes = frameTimes(false).times;

  // The pipeline stages of the frames shown: async events nested under their reporter, whose id is
  // reused once that reporter ends, so each stage belongs to the reporter open with its id.
  const stages: FrameStages = { main: [], activation: [], draw: [], latency: [] };
  const stageOf: Record<string, keyof FrameStages> = {
    SendBeginMainFrameToCommit: 'main',
    EndCommitToActivation: 'activation',
    StartDrawToSwapStart: 'draw',
    PipelineReporter: 'latency',
  };
  const reporters = new Map<string, { shown: boolean }>();
  const open = new Map<string, { ts: number; shown: boolean }>();
  const timeline = events
    .filter((e) => stageOf[e.name] && e.pid === w.pid && (e.ph === 'b' || e.ph === 'e'))
    .sort((a, b) => a.ts - b.ts || (a.ph === 'e' ? -1 : 1));
  for (const e of timeline) {
    const id = asyncId(e);
    const key = `${e.name}:${id}`;
    if (e.ph === 'b') {
      const inside = e.ts >= w.from && e.ts <= w.to;
      if (e.name === 'PipelineReporter')
        reporters.set(id, { shown: inside && String((e.args as ReporterArgs | undefined)?.frame_reporter?.state).includes('PRESENTED') });
      open.set(key, { ts: e.ts, shown: inside && (reporters.get(id)?.shown ?? false) });
    } else {
      const begun = open.get(key);
      open.delete(key);
      if (begun?.shown) stages[stageOf[e.name]!].push((e.ts - begun.ts) / 1000);
      if (e.name === 'PipelineReporter') reporters.delete(id);
    }
  }
  return { ...strict, compositorTimes, vsyncs: vsyncs.length, stages };
}

/** DrawFrame to DrawFrame intervals (the bench's earlier figure): when the compositor drew, which jitters within a vsync. */
export function drawIntervals(events: readonly TraceEvent[], startMark: string, endMark: string): number[] {
  const w = inWindow(events, startMark, endMark);
  if (!w) return [];
  const draws = events
    .filter((e) => e.name === 'DrawFrame' && e.pid === w.pid && e.ts >= w.from && e.ts <= w.to)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  return draws.slice(1).map((ts, i) => (ts - draws[i]!) / 1000);
}

/** How busy each thread that makes a frame was between the marks (share of the window, %). */
export function threadBusy(events: readonly TraceEvent[], startMark: string, endMark: string): Record<string, number> {
  const w = inWindow(events, startMark, endMark);
  if (!w) return {};
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const label = (e: TraceEvent) => {
    const name = names.get(`${e.pid}:${e.tid}`) ?? '';
    if (e.pid === w.pid && name === 'CrRendererMain') return 'main';
    if (e.pid === w.pid && name === 'Compositor') return 'compositor';
    if (e.pid === w.pid && name.startsWith('ThreadPoolForegroundWorker')) return 'raster';
    if (name === 'VizCompositorThread') return 'viz';
    if (name === 'CrBrowserMain') return 'browser';
    return null;
  };
  const busy: Record<string, number> = { main: 0, compositor: 0, raster: 0, viz: 0, browser: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < w.from || e.ts > w.to) continue;
    const l = label(e);
    // Raster workers report their tiles as RasterTask (and decodes), the other threads every task as RunTask.
    if (l && (l === 'raster' ? e.name === 'RasterTask' || e.name === 'ImageDecodeTask' : e.name === 'RunTask')) busy[l]! += (e.dur ?? 0) / 1000;
  }
  const span = (w.to - w.from) / 1000;
  return Object.fromEntries(Object.entries(busy).map(([k, v]) => [k, Math.round((100 * v) / span)]));
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
  return page.evaluate(
    ([a, b]) => {
      window.__benchRecording = false;
      const [start, end] = [a, b].map((n) => performance.getEntriesByName(n)[0]!.startTime);
      const t = window.__benchFrames!.filter((f) => f >= start! && f <= end!);
      return t.slice(1).map((f, i) => f - t[i]!);
    },
    [startMark, endMark] as const,
  );
}

/** Starts a Chrome trace on the session; the answer stops it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** What one recorded window measured. */
export interface FrameFigures {
  /** Frame time of the frames shown, on the vsync grid (vsyncFrames); from rAF deltas when the trace has no frame reporters. */
  frame: { p95: number; p50: number; max: number; source: string; note: string };
  /** The same frames with a partial one counted as shown (the compositor's part was on time). */
  compositor: { p95: number; p50: number };
  /** The bench's earlier figure, DrawFrame to DrawFrame. */
  drawn: { p95: number; p50: number; frames: number };
  /** requestAnimationFrame deltas in the page: the main thread's cadence. */
  raf: { p95: number; p50: number; frames: number };
  /** Where a shown frame's time went (p50 / p95 of each stage), and how busy each thread was (%). */
  breakdown: string;
}

/** The frame figures of a recorded window: from the trace's frame reporters, else from rAF. */
export function frameFigures(events: readonly TraceEvent[], raf: readonly number[], startMark: string, endMark: string, what: string): FrameFigures {
  const vsync = vsyncFrames(events, startMark, endMark);
  const draws = drawIntervals(events, startMark, endMark);
  const rafFigure = { p95: percentile(raf, 95), p50: percentile(raf, 50), frames: raf.length + 1 };
  const drawn = { p95: percentile(draws, 95), p50: percentile(draws, 50), frames: draws.length + 1 };
  const frame =
    vsync && vsync.times.length
      ? {
          p95: percentile(vsync.times, 95),
          p50: percentile(vsync.times, 50),
          max: Math.max(...vsync.times),
          source: 'Chrome trace, frame reporters: each frame shown, from the last vsync not missed',
          note: `${vsync.presented} frames shown, ${vsync.missed} of ${vsync.vsyncs} vsyncs missed (${((100 * vsync.missed) / vsync.vsyncs).toFixed(1)}%; ${vsync.partial} of them partial: the compositor's part shown, the main thread's late), ${vsync.idle} with nothing new to show; ${what}`,
        }
      : {
          p95: rafFigure.p95,
          p50: rafFigure.p50,
          max: Math.max(...raf),
          source: 'requestAnimationFrame deltas: the trace had no frame reporters',
          note: `${rafFigure.frames} frames; ${what}`,
        };
  const pair = (values: number[]) => (values.length ? `${percentile(values, 50).toFixed(1)}/${percentile(values, 95).toFixed(1)}` : 'n/a');
  const busy = Object.entries(threadBusy(events, startMark, endMark))
    .map(([k, v]) => `${k} ${v}%`)
    .join(', ');
  const breakdown = vsync
    ? `shown frames' stages p50/p95 (ms): main thread ${pair(vsync.stages.main)}, raster wait before activation ${pair(vsync.stages.activation)}, compositor draw ${pair(vsync.stages.draw)}, vsync to presentation ${pair(vsync.stages.latency)}; threads busy: ${busy}`
    : `threads busy: ${busy}`;
  const compositor = vsync ? { p95: percentile(vsync.compositorTimes, 95), p50: percentile(vsync.compositorTimes, 50) } : { p95: Number.NaN, p50: Number.NaN };
  return { frame, compositor, drawn, raf: rafFigure, breakdown };
}
