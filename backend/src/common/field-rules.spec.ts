import { plainToInstance } from 'class-transformer';
import { IsBoolean, validateSync } from 'class-validator';

import { IsPercent, Omittable, toPercentString } from './field-rules';

class RateHolder {
  @IsPercent({ required: 'required', range: 'range', decimals: 'decimals' })
  rate: string;
}

class SwitchHolder {
  @Omittable()
  @IsBoolean({ message: 'boolean' })
  on?: boolean;
}

function firstError<T extends object>(type: new () => T, plain: object): string | undefined {
  const [error] = validateSync(plainToInstance(type, plain), { stopAtFirstError: true });
  return error ? Object.values(error.constraints ?? {})[0] : undefined;
}

describe('IsPercent', () => {
  it.each(['0', '7.5', '7.50', '100', '100.00', '0.01'])('accepts %s', (rate) => {
    expect(firstError(RateHolder, { rate })).toBeUndefined();
  });

  it('accepts a JSON number and keeps it as a string', () => {
    const holder = plainToInstance(RateHolder, { rate: 12.5 });
    expect(holder.rate).toBe('12.5');
    expect(validateSync(holder)).toEqual([]);
  });

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'range'],
    ['-1', 'range'],
    ['100.01', 'range'],
    ['1e2', 'range'],
    ['abc', 'range'],
    [true, 'range'],
    ['7.555', 'decimals'],
  ])('refuses %j with "%s"', (rate, message) => {
    expect(firstError(RateHolder, { rate })).toBe(message);
  });

  it('normalises to two decimals without passing through a float', () => {
    expect(toPercentString('7.5')).toBe('7.50');
    expect(toPercentString('0')).toBe('0.00');
    expect(toPercentString('33.33')).toBe('33.33');
  });
});

describe('Omittable', () => {
  it('skips the rules when the field is left out, but checks null', () => {
    expect(firstError(SwitchHolder, {})).toBeUndefined();
    expect(firstError(SwitchHolder, { on: true })).toBeUndefined();
    expect(firstError(SwitchHolder, { on: null })).toBe('boolean');
  });
});
