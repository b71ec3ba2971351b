import { subtractRanges } from './subtractRanges';

const r = (start: string, end: string) => ({ start, end });

describe('subtractRanges', () => {
  it('keeps a range nothing touches, back-to-back ranges included', () => {
    expect(
      subtractRanges(r('2030-07-05', '2030-07-08'), [
        r('2030-07-01', '2030-07-05'),
        r('2030-07-08', '2030-07-09'),
      ]),
    ).toEqual([r('2030-07-05', '2030-07-08')]);
  });

  it('cuts the taken nights out of the middle and the ends', () => {
    expect(
      subtractRanges(r('2030-07-01', '2030-07-10'), [
        r('2030-06-28', '2030-07-02'),
        r('2030-07-04', '2030-07-06'),
        r('2030-07-09', '2030-07-12'),
      ]),
    ).toEqual([r('2030-07-02', '2030-07-04'), r('2030-07-06', '2030-07-09')]);
  });

  it('leaves nothing of a range covered entirely, and ignores empty cuts', () => {
    expect(subtractRanges(r('2030-07-02', '2030-07-04'), [r('2030-07-01', '2030-07-05')])).toEqual([]);
    expect(subtractRanges(r('2030-07-02', '2030-07-04'), [r('2030-07-03', '2030-07-03')])).toEqual([
      r('2030-07-02', '2030-07-04'),
    ]);
  });

  it('has no nights of an empty range', () => {
    expect(subtractRanges(r('2030-07-04', '2030-07-04'), [])).toEqual([]);
  });
});
