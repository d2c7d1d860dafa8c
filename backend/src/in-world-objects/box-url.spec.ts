import { isAllowedBoxUrl } from './box-url';

const SECOND_LIFE = ['.agni.secondlife.io', '.aditi.lindenlab.com'];

describe('isAllowedBoxUrl', () => {
  it('accepts the HTTP-in URLs Second Life simulators hand out', () => {
    expect(isAllowedBoxUrl('http://simhost-0a1b2c3d4e5f6a7b8.agni.secondlife.io:12046/cap/3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8', SECOND_LIFE)).toBe(true);
    expect(isAllowedBoxUrl('https://simhost-0a1b2c3d4e5f6a7b8.agni.secondlife.io:12043/cap/3f1c2b4a', SECOND_LIFE)).toBe(true);
    expect(isAllowedBoxUrl('http://sim123.aditi.lindenlab.com:12046/cap/x', SECOND_LIFE)).toBe(true);
  });

  it('refuses anything the platform must not call', () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://169.254.169.254/latest/meta-data',
      'http://agni.secondlife.io.evil.test/cap',
      'http://evilagni.secondlife.io/cap',
      'http://.agni.secondlife.io/',
      'file:///etc/passwd',
      'http://user:pass@simhost-1.agni.secondlife.io/cap',
      'not a url',
    ]) {
      expect({ url, allowed: isAllowedBoxUrl(url, SECOND_LIFE) }).toEqual({ url, allowed: false });
    }
  });

  it('takes exact hosts for local set-ups', () => {
    expect(isAllowedBoxUrl('http://127.0.0.1:8080/box', ['127.0.0.1'])).toBe(true);
    expect(isAllowedBoxUrl('http://127.0.0.2:8080/box', ['127.0.0.1'])).toBe(false);
  });
});
