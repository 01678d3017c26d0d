/**
 * The page's blocking time without this machine's contention. Lighthouse's simulation takes each of
 * the renderer's tasks at its length on the clock, four times over. On these 2-core machines the
 * renderer shares its cores with Chromium's GPU process (which draws and captures every frame for
 * Lighthouse's filmstrip), the browser process, Lighthouse itself and the local Worker, so a task
 * holds 20 to 50 % CPU of its wall time, and the same build's TBT moves by hundreds of ms between runs.
 * Here each task of the page's main thread is shortened to its own CPU time (the trace's thread
 * duration), with what it contains scaled to fit, and the saved artifacts are audited again:
 * the blocking time the page's own work makes, which a change to the page moves and the machine does not.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time of the thread during the event (µs). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * Shortens every task of the page's main thread in `trace` to its CPU time; returns how many were.
 * The page's main thread is the one whose navigation started an http(s) document.
 */
export function shortenTasksToCpuTime(trace: { traceEvents: TraceEvent[] }): number {
  const events = trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!navigation) throw new Error('The trace has no page navigation');
  const main = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.pid === navigation.pid && e.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let shortened = 0;
  let first = 0;
  for (const task of main) {
    if (task.name !== 'RunTask' || task.tdur === undefined || task.tdur >= task.dur!) continue;
    const start = task.ts;
    const end = start + task.dur!;
    const factor = task.tdur / task.dur!;
    while (first < main.length && main[first]!.ts < start) first++;
    for (let i = first; i < main.length && main[i]!.ts <= end; i++) {
      const inner = main[i]!;
      if (inner === task || inner.ts + inner.dur! > end) continue;
      inner.ts = start + (inner.ts - start) * factor;
      inner.dur = inner.dur! * factor;
    }
    task.dur = task.tdur;
    shortened++;
  }
  return shortened;
}

/** Copies Lighthouse's saved artifacts from `from` to `to`, with the trace's tasks at their CPU time. */
export function writeCpuTimeArtifacts(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const trace = JSON.parse(readFileSync(`${to}/trace.json`, 'utf8')) as { traceEvents: TraceEvent[] };
  shortenTasksToCpuTime(trace);
  writeFileSync(`${to}/trace.json`, JSON.stringify(trace));
}
