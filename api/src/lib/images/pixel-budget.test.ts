import { createPixelBudget, PIXEL_BUDGET_PER_MINUTE } from './pixel-budget';

describe('createPixelBudget', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets one full upload (10 images of 40 MP) through in a fresh minute', () => {
    const budget = createPixelBudget();
    for (let i = 0; i < 10; i += 1) expect(budget.spend('ana', 40_000_000)).toEqual({ ok: true });
    expect(budget.used('ana')).toBe(PIXEL_BUDGET_PER_MINUTE);
  });

  it('refuses what does not fit in the minute, says when it ends, and counts each user apart', () => {
    const budget = createPixelBudget({ pixelsPerMinute: 100, now });
    expect(budget.spend('ana', 60)).toEqual({ ok: true });
    clock += 15_000;
    expect(budget.spend('ana', 50)).toEqual({ ok: false, retryAfterSeconds: 45 });
    // A refusal counts nothing: what still fits goes through.
    expect(budget.spend('ana', 40)).toEqual({ ok: true });
    expect(budget.used('ana')).toBe(100);
    expect(budget.spend('ben', 100)).toEqual({ ok: true });

    clock += 45_000; // the minute that started with Ana's first image is over
    expect(budget.used('ana')).toBe(0);
    expect(budget.spend('ana', 100)).toEqual({ ok: true });
  });

  it('gives back refunded pixels within the window', () => {
    const budget = createPixelBudget({ pixelsPerMinute: 100, now });
    budget.spend('ana', 80);
    budget.refund('ana', 80);
    expect(budget.used('ana')).toBe(0);
    expect(budget.spend('ana', 100)).toEqual({ ok: true });
  });
});
