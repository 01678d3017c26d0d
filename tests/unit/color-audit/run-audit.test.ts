import { describe, expect, it, vi } from 'vitest';
import type { ColorAuditProgress, ColorFacts } from '../../../src/contracts/color-audit.ts';
import { AUDIT_DELAY_MS, auditListing } from '../../../src/domain/color-audit.ts';
import { runAudit, SAVE_EVERY, withReaudited } from '../../../src/features/color-audit/run-audit.ts';

const facts = (n: number, extra: Partial<ColorFacts> = {}): ColorFacts[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Listing ${i + 1}`,
    etsyUrl: null,
    // Every third listing offers a colour the shop does not make.
    colors: i % 3 === 0 ? ['Black', 'Lime'] : ['Black'],
    enabledColors: { BLACK: true },
    hasMarketplaceData: true,
    ...extra,
  }));

const run = (list: ColorFacts[], saved: ColorAuditProgress | null = null) => {
  const save = vi.fn(async (_: ColorAuditProgress) => undefined);
  const sleep = vi.fn(async (_: number) => undefined);
  const onProgress = vi.fn();
  return { save, sleep, onProgress, done: runAudit({ facts: list, saved, save, sleep, onProgress, now: () => new Date('2026-11-26T12:00:00Z') }) };
};

describe('runAudit', () => {
  it('audits every listing with its shop data, pausing after each, keeping only the non-compliant records', async () => {
    const list = [...facts(6), { ...facts(1)[0]!, id: 99, hasMarketplaceData: false }];
    const { sleep, onProgress, done } = run(list);
    const progress = await done;
    expect(progress.auditedIds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress.auditResults.map((r) => r.listingId)).toEqual([1, 4]);
    expect(sleep).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledWith(AUDIT_DELAY_MS);
    expect(onProgress.mock.calls.at(-1)!.slice(0, 2)).toEqual([6, 6]);
  });

  it(`saves every ${SAVE_EVERY} listings and at the end`, async () => {
    const { save, done } = run(facts(SAVE_EVERY * 2 + 3));
    await done;
    expect(save.mock.calls.map(([p]) => p.auditedIds.length)).toEqual([SAVE_EVERY, SAVE_EVERY * 2, SAVE_EVERY * 2 + 3]);
  });

  it('resumes from saved progress, skipping what was audited and forgetting listings gone since', async () => {
    const saved: ColorAuditProgress = { auditedIds: [1, 2, 42], auditResults: [], timestamp: '2026-11-25T00:00:00.000Z' };
    const { sleep, onProgress, done } = run(facts(4), saved);
    const progress = await done;
    expect(onProgress.mock.calls[0]!.slice(0, 2)).toEqual([2, 4]);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(progress.auditedIds).toEqual([1, 2, 3, 4]);
    expect(progress.auditResults.map((r) => r.listingId)).toEqual([4]);
  });
});

describe('withReaudited (after Update Etsy)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const record = (listingId: number, currentColors: string[]) =>
    auditListing({ listingId, title: `Listing ${listingId}`, etsyUrl: '', currentColors, enabledColors: { BLACK: true } });
  const saved: ColorAuditProgress = { auditedIds: [1, 2], auditResults: [record(1, ['Black', 'Lime']), record(2, ['Red'])], timestamp: '' };

  it('drops a listing that is compliant now, and keeps the others', () => {
    const next = withReaudited(saved, record(1, ['Black']), now);
    expect(next.auditResults.map((r) => r.listingId)).toEqual([2]);
    expect(next.auditedIds).toEqual([1, 2]);
    expect(next.timestamp).toBe(now.toISOString());
  });

  it('replaces the record of one still not compliant, and counts a listing not audited before', () => {
    expect(withReaudited(saved, record(2, ['Red', 'Black']), now).auditResults.find((r) => r.listingId === 2)!.extraColors).toEqual(['Red']);
    const added = withReaudited(saved, record(3, ['Lime']), now);
    expect(added.auditedIds).toEqual([1, 2, 3]);
    expect(added.auditResults).toHaveLength(3);
  });
});
