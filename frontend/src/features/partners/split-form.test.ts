import { describe, expect, it } from 'vitest';

import { emptyRow, formatHundredths, percentHundredths, rowsFromSplits, splitErrors, type SplitRow, splitsBody, splitsLine, splitSummary } from './split-form';

const ANN = 'a2e76fcd-9360-4f6d-a924-00000000000a';
const BOB = 'a2e76fcd-9360-4f6d-a924-00000000000b';
const row = (avatarKey: string, percent: string, avatarName = 'Partner'): SplitRow => ({ ...emptyRow(), avatarKey, avatarName, percent });

describe('the splits body', () => {
  it('sends the lines as typed, trimmed, and drops lines left blank', () => {
    const rows = [row(` ${ANN} `, ' 12.5 ', ' Ann '), emptyRow(), row(BOB, '7', 'Bob')];
    const { body, sentRows } = splitsBody(rows);
    expect(body).toEqual({
      splits: [
        { avatarKey: ANN, avatarName: 'Ann', percent: '12.5' },
        { avatarKey: BOB, avatarName: 'Bob', percent: '7' },
      ],
    });
    expect(sentRows).toEqual([rows[0].id, rows[2].id]);
  });

  it('starts the editor from the saved splits, each line its own', () => {
    const rows = rowsFromSplits([
      { avatarKey: ANN, avatarName: 'Ann', percent: '10' },
      { avatarKey: BOB, avatarName: 'Bob', percent: '5' },
    ]);
    expect(rows.map(({ avatarKey, percent }) => [avatarKey, percent])).toEqual([
      [ANN, '10'],
      [BOB, '5'],
    ]);
    expect(new Set(rows.map((line) => line.id)).size).toBe(2);
  });
});

describe("the API's messages", () => {
  it('puts each message on the line it names, counting only the lines sent', () => {
    const rows = [row(ANN, '10'), emptyRow(), row('nope', '0')];
    const { sentRows } = splitsBody(rows);
    const errors = splitErrors(
      {
        'splits.1.avatarKey': ['Avatar key must be an avatar key (a UUID)'],
        'splits.1.percent': ['Percent must be more than 0 and at most 100'],
        splits: ["The splits add up to 102.5 % and the platform's commission can be up to 5 %."],
      },
      sentRows,
    );
    expect(errors.rows).toEqual({
      [rows[2].id]: { avatarKey: 'Avatar key must be an avatar key (a UUID)', percent: 'Percent must be more than 0 and at most 100' },
    });
    expect(errors.list).toBe("The splits add up to 102.5 % and the platform's commission can be up to 5 %.");
  });

  it('answers no message without field errors', () => {
    expect(splitErrors(undefined, [])).toEqual({ rows: {}, list: null });
  });
});

describe('percents as exact hundredths', () => {
  it.each([
    ['12.5', 1250n],
    ['0.01', 1n],
    ['100', 10000n],
    [' 7 ', 700n],
  ])('reads %s', (text, expected) => {
    expect(percentHundredths(text)).toBe(expected);
  });

  it.each(['', 'ten', '1.234', '-5', '1e2', '1000'])('refuses %j', (text) => {
    expect(percentHundredths(text)).toBeNull();
  });

  it('writes them without trailing zeros', () => {
    expect(formatHundredths(2250n)).toBe('22.5');
    expect(formatHundredths(2200n)).toBe('22');
    expect(formatHundredths(1n)).toBe('0.01');
  });
});

describe('the summary beside the commission', () => {
  it('adds the lines up and says what the merchant keeps at least', () => {
    expect(splitSummary([row(ANN, '12.5'), row(BOB, '10')], '5')).toEqual({ total: '22.5', keeps: '72.5', over: false });
    expect(splitSummary([row(ANN, '90'), row(BOB, '5')], '5')).toEqual({ total: '95', keeps: '0', over: false });
    expect(splitSummary([row(ANN, '33.33')], '12.3456')).toEqual({ total: '33.33', keeps: '54.3244', over: false });
  });

  it('flags splits that pass 100 % with the commission', () => {
    expect(splitSummary([row(ANN, '60'), row(BOB, '37.5')], '5')).toEqual({ total: '97.5', keeps: '-2.5', over: true });
  });

  it('gives no figure while a line is not a percent, and ignores blank lines', () => {
    expect(splitSummary([row(ANN, 'ten')], '5')).toEqual({ total: null, keeps: null, over: false });
    expect(splitSummary([emptyRow()], '5')).toEqual({ total: '0', keeps: '95', over: false });
  });

  it('writes the splits on one line', () => {
    expect(
      splitsLine([
        { avatarKey: ANN, avatarName: 'Ann Resident', percent: '10' },
        { avatarKey: BOB, avatarName: 'Bob', percent: '5.5' },
      ]),
    ).toBe('Ann Resident 10%, Bob 5.5%');
  });
});
