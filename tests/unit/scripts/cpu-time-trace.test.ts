import { describe, expect, it } from 'vitest';
import { shortenTasksToCpuTime } from '../../bench/cpu-time-trace.ts';

const page = { pid: 7, tid: 1 };
const navigation = { name: 'navigationStart', ph: 'R', ...page, ts: 1000, args: { data: { documentLoaderURL: 'http://127.0.0.1:8792/' } } };

describe('the bench trace with each task at its CPU time', () => {
  it("shortens the page's tasks to their CPU time and scales what they contain to fit", () => {
    const task = { name: 'RunTask', ph: 'X', ...page, ts: 10_000, dur: 20_000, tdur: 5_000 };
    const layout = { name: 'Layout', ph: 'X', ...page, ts: 18_000, dur: 8_000 };
    const trace = { traceEvents: [navigation, task, layout] };
    expect(shortenTasksToCpuTime(trace)).toBe(1);
    expect(task).toMatchObject({ ts: 10_000, dur: 5_000 });
    expect(layout).toMatchObject({ ts: 12_000, dur: 2_000 });
  });

  it("leaves other threads' tasks, and tasks that had their core throughout, as they were", () => {
    const gpu = { name: 'RunTask', ph: 'X', pid: 3, tid: 9, ts: 10_000, dur: 20_000, tdur: 2_000 };
    const busy = { name: 'RunTask', ph: 'X', ...page, ts: 40_000, dur: 6_000, tdur: 6_000 };
    const trace = { traceEvents: [navigation, gpu, busy] };
    expect(shortenTasksToCpuTime(trace)).toBe(0);
    expect(gpu.dur).toBe(20_000);
    expect(busy.dur).toBe(6_000);
  });

  it('refuses a trace without a page navigation', () => {
    expect(() => shortenTasksToCpuTime({ traceEvents: [] })).toThrow('no page navigation');
  });
});
