import { describe, expect, it } from 'vitest';

import type { EventDto } from '../../api/generated/model';
import { fromDateTimeLocal, toDateTimeLocal } from '../../ui/date-time-local';
import { eventFormValues, toEventInput } from './event-form';

describe('datetime-local conversion', () => {
  it('reads a datetime-local value as Second Life time (PST in December, PDT in July) and back', () => {
    const local = '2026-12-01T18:30';
    const iso = fromDateTimeLocal(local);
    expect(iso).toBe('2026-12-02T02:30:00.000Z');
    expect(toDateTimeLocal(iso ?? '')).toBe(local);
    expect(fromDateTimeLocal('2026-07-04T09:00')).toBe('2026-07-04T16:00:00.000Z');
    expect(toDateTimeLocal(new Date('2026-07-04T16:00:00.000Z'))).toBe('2026-07-04T09:00');
  });

  it('gives nothing for a blank or invalid value', () => {
    expect(fromDateTimeLocal('')).toBeUndefined();
    expect(fromDateTimeLocal('not a date')).toBeUndefined();
  });
});

describe('eventFormValues', () => {
  it('starts a new event at the next full hour for a week at the default rate', () => {
    // 18:20 SLT (02:20 UTC the next day): the next full hour is 19:00 SLT.
    const values = eventFormValues(null, '5.00', new Date('2026-12-02T02:20:00.000Z'));
    expect(values).toMatchObject({ startDate: '2026-12-01T19:00', endDate: '2026-12-08T19:00', commissionRate: '5.00', isActive: true });
  });

  it("fills in an existing event's values", () => {
    const event = {
      name: 'Uber',
      description: null,
      startDate: '2026-12-01T16:00:00.000Z',
      endDate: '2026-12-24T16:00:00.000Z',
      commissionRate: '7.50',
      isActive: false,
    } as EventDto;
    expect(eventFormValues(event, '5.00')).toEqual({
      name: 'Uber',
      description: '',
      startDate: '2026-12-01T08:00',
      endDate: '2026-12-24T08:00',
      commissionRate: '7.50',
      isActive: false,
    });
  });
});

describe('toEventInput', () => {
  it('sends trimmed text, ISO instants and the rate as typed', () => {
    expect(
      toEventInput({ name: ' Uber ', description: ' ', startDate: '2026-12-01T08:00', endDate: '2026-12-24T08:00', commissionRate: '7.5', isActive: true }),
    ).toEqual({
      name: 'Uber',
      description: null,
      startDate: '2026-12-01T16:00:00.000Z',
      endDate: '2026-12-24T16:00:00.000Z',
      commissionRate: '7.5',
      isActive: true,
    });
  });

  it('leaves out a blank date or rate so the API names it', () => {
    const body = toEventInput({ name: 'Uber', description: '', startDate: '', endDate: '', commissionRate: '', isActive: true });
    expect(body).not.toHaveProperty('startDate');
    expect(body).not.toHaveProperty('endDate');
    expect(body).not.toHaveProperty('commissionRate');
  });
});
