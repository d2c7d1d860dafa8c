import { addMonths, monthsFrom, shareOf } from './customer-figures';

describe('customer figures', () => {
  it('writes a share with 4 places, rounded half up, exactly', () => {
    expect(shareOf(1, 3)).toBe('0.3333');
    expect(shareOf(2, 3)).toBe('0.6667');
    expect(shareOf(1, 8)).toBe('0.1250');
    expect(shareOf(1, 20_000)).toBe('0.0001');
    expect(shareOf(1, 20_001)).toBe('0.0000');
    expect(shareOf(5, 5)).toBe('1.0000');
    expect(shareOf(0, 7)).toBe('0.0000');
    expect(shareOf(0, 0)).toBe('0.0000');
  });

  it('moves months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
