import { startingGuests } from './startingGuests';

describe('startingGuests', () => {
  it("takes the search's guests as adults", () => {
    expect(startingGuests('4', 6)).toEqual({ adults: 4, children: 0, infants: 0, pets: false });
  });

  it("stays within the listing's maximum and at least one adult", () => {
    expect(startingGuests('9', 6).adults).toBe(6);
    expect(startingGuests('0', 6).adults).toBe(1);
  });

  it('starts with one adult when the search named no guests or nonsense', () => {
    for (const value of [null, '', 'four', '-2', '2.5', '1e3'])
      expect(startingGuests(value, 6).adults).toBe(1);
  });
});
