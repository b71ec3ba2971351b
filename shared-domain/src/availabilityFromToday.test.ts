import { availabilityFromToday } from './availabilityFromToday';

const window = { availableFrom: '2030-01-01', availableTo: '2030-02-01' };

describe('availabilityFromToday', () => {
  it('offers nothing before today and leaves taken ranges out', () => {
    const taken = [{ startDate: '2030-01-10', endDate: '2030-01-12' }];
    expect(availabilityFromToday(window, taken, '2030-01-05').free).toEqual([
      { start: '2030-01-05', end: '2030-01-10' },
      { start: '2030-01-12', end: '2030-02-01' },
    ]);
  });

  it('starts at the window when today is before it, and is empty once the window is over', () => {
    expect(availabilityFromToday(window, [], '2029-06-01').free).toEqual([
      { start: '2030-01-01', end: '2030-02-01' },
    ]);
    expect(availabilityFromToday(window, [], '2030-03-01').free).toEqual([]);
  });

  it('lists the taken ranges as booked, in date order', () => {
    const taken = [
      { startDate: '2030-01-20', endDate: '2030-01-22' },
      { startDate: '2030-01-10', endDate: '2030-01-12' },
    ];
    expect(availabilityFromToday(window, taken, '2030-01-01').booked).toEqual([
      { start: '2030-01-10', end: '2030-01-12' },
      { start: '2030-01-20', end: '2030-01-22' },
    ]);
  });
});
