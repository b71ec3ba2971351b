import { DEFAULT_JOB_TIMINGS, firstRunDelayMs, retryDelayMs, withJitter } from './job-timings';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('job timings', () => {
  it('spreads the first runs of six jobs over the first half-minute instead of firing them together', () => {
    for (const random of [0, 0.5, 0.999]) {
      const delays = Array.from({ length: 6 }, (_, index) =>
        firstRunDelayMs(index, HOUR, DEFAULT_JOB_TIMINGS, random),
      );
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(2000);
      expect(Math.max(...delays)).toBeLessThanOrEqual(30_000);
      const sorted = [...delays].sort((a, b) => a - b);
      // At least a few seconds between consecutive jobs: each has its turn with the connections.
      for (let i = 1; i < sorted.length; i += 1)
        expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(3000);
    }
    // More jobs than slots wrap around within the window.
    expect(firstRunDelayMs(20, HOUR, DEFAULT_JOB_TIMINGS, 0)).toBeLessThanOrEqual(30_000);
    // A job with a shorter interval than its slot runs after its interval.
    expect(firstRunDelayMs(5, 5000, DEFAULT_JOB_TIMINGS, 0.5)).toBe(5000);
  });

  it('gives replicas started together different first runs (jitter)', () => {
    expect(firstRunDelayMs(2, HOUR, DEFAULT_JOB_TIMINGS, 0)).not.toBe(
      firstRunDelayMs(2, HOUR, DEFAULT_JOB_TIMINGS, 0.9),
    );
    expect(withJitter(10_000, DEFAULT_JOB_TIMINGS, 0.999)).toBeLessThan(11_000);
    expect(withJitter(10_000, DEFAULT_JOB_TIMINGS, 0)).toBe(10_000);
  });

  it('retries a failed job after a minute, backing off, never later than its interval', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 100].map((failures) =>
      retryDelayMs(failures, HOUR, DEFAULT_JOB_TIMINGS),
    );
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((minutes) => minutes * MINUTE));
    // A job that runs every 5 minutes is retried within its interval too.
    expect(retryDelayMs(1, 5 * MINUTE, DEFAULT_JOB_TIMINGS)).toBe(MINUTE);
    expect(retryDelayMs(4, 5 * MINUTE, DEFAULT_JOB_TIMINGS)).toBe(5 * MINUTE);
    expect(retryDelayMs(1, 5000, DEFAULT_JOB_TIMINGS)).toBe(5000);
  });
});
