import type { ShoppingEvent } from '../../src/events/event.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const validEvent = {
  name: 'Uber Shopping Event',
  description: 'Monthly themed event',
  startDate: '2026-12-01T08:00:00Z',
  endDate: '2026-12-24T08:00:00Z',
  commissionRate: '7.50',
};

describe('events', () => {
  let t: TestApp;
  let make: Factories;
  let merchantA: TestUser;
  let merchantB: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchantA = await t.makeUser();
    merchantB = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  const participations = (eventId: number) =>
    t.dataSource.query(`SELECT "vendorId", "acceptedCommissionRate" FROM event_vendors WHERE "eventId" = $1 ORDER BY "vendorId"`, [eventId]);

  describe('creating', () => {
    it('creates an event organised by the caller, storing the rate with 2 decimals', async () => {
      const response = await t.post('/api/events', { ...validEvent, commissionRate: '7.5' }, { token: merchantA.token });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Uber Shopping Event',
        description: 'Monthly themed event',
        startDate: '2026-12-01T08:00:00.000Z',
        endDate: '2026-12-24T08:00:00.000Z',
        commissionRate: '7.50',
        approvedCommissionRate: null,
        rateInForce: '7.50',
        rateAwaitingApproval: false,
        isActive: true,
        organizerId: merchantA.id,
        vendorCount: 0,
        totalSales: 0,
        isOrganizer: true,
        canEdit: true,
        createdAt: expect.any(String),
      });
      const [row] = await t.dataSource.query(`SELECT "commissionRate" FROM events WHERE id = $1`, [response.body.id]);
      expect(row.commissionRate).toBe('7.50');
      const activity = await t.dataSource.query(`SELECT "activityType", metadata FROM activities WHERE "userId" = $1`, [merchantA.id]);
      expect(activity).toContainEqual({ activityType: 'event_created', metadata: { eventId: response.body.id } });
    });

    it.each([
      ['a number', 12.25, '12.25'],
      ['0', '0', '0.00'],
      ['100', 100, '100.00'],
      ['a string with 2 decimals', '99.99', '99.99'],
    ])('accepts a commission rate given as %s', async (_label, commissionRate, stored) => {
      const response = await t.post('/api/events', { ...validEvent, commissionRate }, { token: merchantA.token });
      expect(response.status).toBe(201);
      expect(response.body.commissionRate).toBe(stored);
    });

    it.each([
      ['no name', 'name', 'Event name is required', { name: undefined }],
      ['a blank name', 'name', 'Event name is required', { name: '  ' }],
      ['a 201-character name', 'name', 'Event name must be at most 200 characters', { name: 'x'.repeat(201) }],
      ['no start date', 'startDate', 'Start date is required', { startDate: undefined }],
      [
        'a start date without a time',
        'startDate',
        'Start date must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z',
        { startDate: '2026-12-01' },
      ],
      [
        'a start date without a time zone',
        'startDate',
        'Start date must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z',
        { startDate: '2026-12-01T08:00:00' },
      ],
      [
        'an impossible start date',
        'startDate',
        'Start date must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z',
        { startDate: '2026-02-30T08:00:00Z' },
      ],
      ['no end date', 'endDate', 'End date is required', { endDate: undefined }],
      ['an end before the start', 'endDate', 'End date must be after the start date', { endDate: '2026-11-30T08:00:00Z' }],
      ['an end equal to the start', 'endDate', 'End date must be after the start date', { endDate: '2026-12-01T08:00:00Z' }],
      ['a length of 367 days', 'endDate', 'An event can last at most 366 days', { endDate: '2027-12-03T08:00:00Z' }],
      ['no commission rate', 'commissionRate', 'Commission rate is required', { commissionRate: undefined }],
      ['a negative commission rate', 'commissionRate', 'Commission rate must be between 0 and 100', { commissionRate: '-1' }],
      ['a commission rate above 100', 'commissionRate', 'Commission rate must be between 0 and 100', { commissionRate: '100.01' }],
      ['a commission rate as a number above 100', 'commissionRate', 'Commission rate must be between 0 and 100', { commissionRate: 150 }],
      ['a commission rate that is not a number', 'commissionRate', 'Commission rate must be between 0 and 100', { commissionRate: 'five' }],
      ['a commission rate with 3 decimals', 'commissionRate', 'Commission rate can have at most 2 decimals', { commissionRate: '7.555' }],
      ['isActive as text', 'isActive', 'Active must be true or false', { isActive: 'true' }],
    ])('refuses an event with %s: "%s: %s"', async (_label, field, message, change) => {
      const response = await t.post('/api/events', { ...validEvent, ...change }, { token: merchantA.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
    });

    it('refuses unknown fields, so the organiser cannot be chosen', async () => {
      const response = await t.post('/api/events', { ...validEvent, organizerId: merchantB.id, vendorCount: 3 }, { token: merchantA.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({
        organizerId: ['Unknown field "organizerId" is not allowed'],
        vendorCount: ['Unknown field "vendorCount" is not allowed'],
      });
    });
  });

  describe('reading', () => {
    let event: ShoppingEvent;
    let other: ShoppingEvent;
    let vendorA1: number;
    let vendorA2: number;
    let vendorB1: number;

    beforeAll(async () => {
      const organizer = await t.makeUser();
      // 7 March 00:00 PST to 11 March 00:00 PDT: Second Life clocks go forward on 8 March 2026.
      event = await make.event(organizer.id, {
        name: 'Spring Fair',
        startDate: new Date('2026-03-07T08:00:00Z'),
        endDate: new Date('2026-03-11T07:00:00Z'),
        commissionRate: '6.25',
        createdAt: new Date('2026-01-02T00:00:00Z'),
      });
      other = await make.event(organizer.id, { name: 'Later Fair', createdAt: new Date('2026-01-03T00:00:00Z') });
      vendorA1 = (await make.vendor(merchantA.id, { name: 'A One' })).id;
      vendorA2 = (await make.vendor(merchantA.id, { name: 'A Two' })).id;
      vendorB1 = (await make.vendor(merchantB.id, { name: 'B One' })).id;
      await make.join(event.id, vendorA1, '6.25');
      await t.dataSource.query(`UPDATE event_vendors SET "joinedAt" = '2026-03-01T00:00:00Z' WHERE "vendorId" = $1`, [vendorA1]);
      await make.join(event.id, vendorB1, '5.00');
      await make.join(other.id, vendorA2);
      const sale = (vendorId: number, amount: number, createdAt: string, fields: Record<string, unknown> = {}) =>
        make.transaction(vendorId, { eventId: event.id, amount, createdAt: new Date(createdAt), ...fields });
      await sale(vendorA1, 100, '2026-03-08T07:30:00Z'); // 7 March 23:30 PST
      await sale(vendorA1, 200, '2026-03-08T08:30:00Z'); // 8 March 00:30 PST
      await sale(vendorB1, 400, '2026-03-09T06:59:00Z'); // 8 March 23:59 PDT
      await sale(vendorB1, 800, '2026-03-09T07:00:00Z'); // 9 March 00:00 PDT
      await sale(vendorB1, 5000, '2026-03-09T12:00:00Z', { status: 'pending' });
      await sale(vendorA1, 7000, '2026-03-09T12:00:00Z', { status: 'refunded' });
      await make.transaction(vendorA1, { amount: 9000, createdAt: new Date('2026-03-09T12:00:00Z') }); // not at any event
      await make.transaction(vendorA2, { eventId: other.id, amount: 30 });
    });

    it('lists every event newest first with its real vendor count and completed sales, to any signed-in user', async () => {
      for (const viewer of [merchantA, merchantB, admin]) {
        const response = await t.get('/api/events', { token: viewer.token });
        expect(response.status).toBe(200);
        const listed = response.body as Array<{ id: number; createdAt: string }>;
        const times = listed.map((row) => Date.parse(row.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const spring = response.body.find((row: { id: number }) => row.id === event.id);
        const later = response.body.find((row: { id: number }) => row.id === other.id);
        expect(spring).toMatchObject({ name: 'Spring Fair', vendorCount: 2, totalSales: 1500, commissionRate: '6.25', isOrganizer: false });
        expect(later).toMatchObject({ vendorCount: 1, totalSales: 30 });
        expect(listed.indexOf(later)).toBeLessThan(listed.indexOf(spring));
      }
    });

    it('shows one event with its vendors, their sales at the event, and zero-filled daily sales in SLT', async () => {
      const response = await t.get(`/api/events/${event.id}`, { token: merchantA.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: event.id, vendorCount: 2, totalSales: 1500, isOrganizer: false, canEdit: false });
      expect(response.body.vendors).toEqual([
        { id: vendorB1, name: 'B One', isOwn: false, joinedAt: expect.any(String), acceptedCommissionRate: '5.00', totalSales: 1200 },
        { id: vendorA1, name: 'A One', isOwn: true, joinedAt: '2026-03-01T00:00:00.000Z', acceptedCommissionRate: '6.25', totalSales: 300 },
      ]);
      expect(response.body.dailySales).toEqual([
        { date: '2026-03-07', totalSales: 100 },
        { date: '2026-03-08', totalSales: 600 },
        { date: '2026-03-09', totalSales: 800 },
        { date: '2026-03-10', totalSales: 0 },
      ]);
    });

    it('stops the daily series at today for an event still running, and has none before it starts', async () => {
      const organizer = await t.makeUser();
      const day = 86_400_000;
      const sltDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
      const now = Date.now();
      const running = await make.event(organizer.id, { startDate: new Date(now - 2 * day), endDate: new Date(now + 5 * day) });
      const response = await t.get(`/api/events/${running.id}`, { token: organizer.token });
      expect(response.status).toBe(200);
      const dates = response.body.dailySales.map((point: { date: string }) => point.date);
      expect(dates[0]).toBe(sltDate(now - 2 * day));
      expect(dates.at(-1)).toBe(sltDate(now));
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect(dates.length).toBeLessThanOrEqual(4);

      const upcoming = await make.event(organizer.id, { startDate: new Date(now + 3 * day), endDate: new Date(now + 6 * day) });
      expect((await t.get(`/api/events/${upcoming.id}`, { token: organizer.token })).body.dailySales).toEqual([]);
    });

    it('tells an admin they may edit any event', async () => {
      const response = await t.get(`/api/events/${event.id}`, { token: admin.token });
      expect(response.body).toMatchObject({ isOrganizer: false, canEdit: true });
    });

    it('answers 404 for an event that does not exist', async () => {
      const response = await t.get('/api/events/987654', { token: merchantA.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Event not found.');
    });
  });

  describe('editing', () => {
    it('lets the organiser change only the fields sent', async () => {
      const event = await make.event(merchantA.id, { name: 'Before', commissionRate: '7.50' });
      const response = await t.patch(`/api/events/${event.id}`, { name: 'After', commissionRate: 4, isActive: false }, { token: merchantA.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: event.id, name: 'After', commissionRate: '4.00', isActive: false, description: event.description });
      expect(response.body.startDate).toBe(event.startDate.toISOString());
    });

    it('answers 403 to a merchant who is not the organiser, and changes nothing', async () => {
      const event = await make.event(merchantA.id, { name: 'Not yours' });
      const response = await t.patch(`/api/events/${event.id}`, { name: 'Mine now' }, { token: merchantB.token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Only the organiser or an admin can edit this event.');
      const [row] = await t.dataSource.query(`SELECT name FROM events WHERE id = $1`, [event.id]);
      expect(row.name).toBe('Not yours');
    });

    it('lets an admin edit any event', async () => {
      const event = await make.event(merchantA.id);
      const response = await t.patch(`/api/events/${event.id}`, { description: null }, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ description: null, canEdit: true, isOrganizer: false });
    });

    it('checks a new start or end against the date already stored', async () => {
      const event = await make.event(merchantA.id, { startDate: new Date('2026-12-01T08:00:00Z'), endDate: new Date('2026-12-05T08:00:00Z') });
      const lateStart = await t.patch(`/api/events/${event.id}`, { startDate: '2026-12-06T08:00:00Z' }, { token: merchantA.token });
      expect(lateStart.status).toBe(400);
      expect(lateStart.body.fieldErrors).toEqual({ startDate: ['End date must be after the start date'] });
      const earlyEnd = await t.patch(`/api/events/${event.id}`, { endDate: '2026-11-30T08:00:00-08:00' }, { token: merchantA.token });
      expect(earlyEnd.body.fieldErrors).toEqual({ endDate: ['End date must be after the start date'] });
      const tooLong = await t.patch(`/api/events/${event.id}`, { endDate: '2028-01-01T00:00:00Z' }, { token: merchantA.token });
      expect(tooLong.body.fieldErrors).toEqual({ endDate: ['An event can last at most 366 days'] });
      const both = await t.patch(`/api/events/${event.id}`, { startDate: '2027-01-01T08:00:00Z', endDate: '2027-01-03T08:00:00Z' }, { token: merchantA.token });
      expect(both.status).toBe(200);
      expect(both.body).toMatchObject({ startDate: '2027-01-01T08:00:00.000Z', endDate: '2027-01-03T08:00:00.000Z' });
    });

    it.each([
      ['a null name', 'name', 'Event name is required', { name: null }],
      ['a null commission rate', 'commissionRate', 'Commission rate is required', { commissionRate: null }],
      ['a commission rate above 100', 'commissionRate', 'Commission rate must be between 0 and 100', { commissionRate: '101' }],
      ['a null start date', 'startDate', 'Start date is required', { startDate: null }],
      ['an unknown field', 'organizerId', 'Unknown field "organizerId" is not allowed', { organizerId: 'user_x' }],
    ])('refuses a change with %s: "%s: %s"', async (_label, field, message, body) => {
      const event = await make.event(merchantA.id);
      const response = await t.patch(`/api/events/${event.id}`, body, { token: merchantA.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
    });

    it('answers 404 when editing an event that does not exist', async () => {
      const response = await t.patch('/api/events/987654', { name: 'x' }, { token: admin.token });
      expect(response.status).toBe(404);
    });
  });

  describe('taking part', () => {
    it("joins the owner's vendor at the event's current rate; joining again keeps the first rate", async () => {
      const event = await make.event(merchantB.id, { commissionRate: '8.75' });
      const vendor = await make.vendor(merchantA.id, { name: 'Joiner' });
      const joined = await t.put(`/api/events/${event.id}/vendors/${vendor.id}`, undefined, { token: merchantA.token });
      expect(joined.status).toBe(200);
      expect(joined.body).toEqual({ id: vendor.id, name: 'Joiner', isOwn: true, joinedAt: expect.any(String), acceptedCommissionRate: '8.75', totalSales: 0 });
      await t.patch(`/api/events/${event.id}`, { commissionRate: '3.00' }, { token: merchantB.token });
      const again = await t.put(`/api/events/${event.id}/vendors/${vendor.id}`, undefined, { token: merchantA.token });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(joined.body);
      expect(await participations(event.id)).toEqual([{ vendorId: vendor.id, acceptedCommissionRate: '8.75' }]);
      expect((await t.get(`/api/events/${event.id}`, { token: merchantB.token })).body.vendorCount).toBe(1);
    });

    it("answers 404 'Vendor not found.' when a merchant joins another merchant's vendor, and writes nothing", async () => {
      const event = await make.event(merchantB.id);
      const vendorOfA = await make.vendor(merchantA.id);
      const response = await t.put(`/api/events/${event.id}/vendors/${vendorOfA.id}`, undefined, { token: merchantB.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Vendor not found.');
      expect(await participations(event.id)).toEqual([]);
    });

    it("answers 403 to an admin who does not own the vendor: only its owner accepts the event's rate", async () => {
      const event = await make.event(admin.id);
      const vendorOfA = await make.vendor(merchantA.id);
      const response = await t.put(`/api/events/${event.id}/vendors/${vendorOfA.id}`, undefined, { token: admin.token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe("Only the vendor's owner can join it to an event or take it out of one.");
      expect(await participations(event.id)).toEqual([]);
    });

    it('answers 404 for an event that does not exist', async () => {
      const vendor = await make.vendor(merchantA.id);
      const response = await t.put(`/api/events/987654/vendors/${vendor.id}`, undefined, { token: merchantA.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Event not found.');
    });

    it('leaves an event by removing the row; leaving again is harmless', async () => {
      const event = await make.event(merchantB.id);
      const vendor = await make.vendor(merchantA.id);
      const stays = await make.vendor(merchantA.id);
      await make.join(event.id, vendor.id);
      await make.join(event.id, stays.id);
      const left = await t.delete(`/api/events/${event.id}/vendors/${vendor.id}`, { token: merchantA.token });
      expect(left.status).toBe(204);
      expect(left.text).toBe('');
      expect(await participations(event.id)).toEqual([{ vendorId: stays.id, acceptedCommissionRate: '7.50' }]);
      expect((await t.delete(`/api/events/${event.id}/vendors/${vendor.id}`, { token: merchantA.token })).status).toBe(204);
    });

    it("answers 404 when a merchant takes another merchant's vendor out of an event, and keeps the row", async () => {
      const event = await make.event(merchantB.id);
      const vendorOfA = await make.vendor(merchantA.id);
      await make.join(event.id, vendorOfA.id);
      const response = await t.delete(`/api/events/${event.id}/vendors/${vendorOfA.id}`, { token: merchantB.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Vendor not found.');
      expect(await participations(event.id)).toHaveLength(1);
    });
  });
});
