import { prettyLine } from './log-shape';

describe('readable log lines (LOG_FORMAT=pretty)', () => {
  it('writes a request line as time, level, message and its request id, without repeating what the message says', () => {
    const line = prettyLine({
      level: 'info',
      time: '2026-11-24T06:42:00.123Z',
      msg: 'GET /api/vendors 401 3.1 ms',
      requestId: 'req-1',
      method: 'GET',
      url: '/api/vendors',
      status: 401,
      ms: 3.1,
    });
    expect(line).toBe('06:42:00.123 INFO  GET /api/vendors 401 3.1 ms  requestId=req-1');
  });

  it("puts Nest's context in brackets and other fields as key=value, quoting values with spaces", () => {
    expect(prettyLine({ level: 'warn', time: '2026-11-24T06:42:00.000Z', msg: 'Box silent', context: 'Boxes', box: 'Main box', count: 2 })).toBe(
      '06:42:00.000 WARN  [Boxes] Box silent  box="Main box" count=2',
    );
  });

  it('writes a line with only a message plainly', () => {
    expect(prettyLine({ level: 'error', time: '2026-11-24T06:42:00.000Z', msg: 'Stopped' })).toBe('06:42:00.000 ERROR Stopped');
  });
});
