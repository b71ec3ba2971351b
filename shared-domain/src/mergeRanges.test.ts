import { mergeRanges } from './mergeRanges';

const r = (start: string, end: string) => ({ start, end });

describe('mergeRanges', () => {
  it('joins overlapping and back-to-back ranges in date order, dropping empty ones', () => {
    expect(
      mergeRanges([
        r('2030-07-08', '2030-07-10'),
        r('2030-07-01', '2030-07-03'),
        r('2030-07-02', '2030-07-05'),
        r('2030-07-05', '2030-07-06'),
        r('2030-07-09', '2030-07-09'),
        r('2030-07-12', '2030-07-11'),
      ]),
    ).toEqual([r('2030-07-01', '2030-07-06'), r('2030-07-08', '2030-07-10')]);
  });

  it('keeps a range enclosed by another inside it, and leaves its input untouched', () => {
    const input = [r('2030-07-01', '2030-07-10'), r('2030-07-02', '2030-07-03')];
    expect(mergeRanges(input)).toEqual([r('2030-07-01', '2030-07-10')]);
    expect(input).toEqual([r('2030-07-01', '2030-07-10'), r('2030-07-02', '2030-07-03')]);
  });
});
