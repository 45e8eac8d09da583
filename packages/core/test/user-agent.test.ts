// Proves the device list names browser and system correctly for the user agents our customers send, including the ones that pretend to be others.
import { describe, expect, it } from 'vitest';
import { deviceOf } from '../src/index';

describe('deviceOf', () => {
  const cases: [string, string | null, string | null][] = [
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'Opera',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ];
  for (const [agent, browser, os] of cases) {
    it(`${browser ?? 'unknown'} on ${os ?? 'unknown'}: ${agent.slice(0, 40)}…`, () => {
      expect(deviceOf(agent)).toEqual({ browser, os });
    });
  }

  it('names nothing for a missing header', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, os: null });
    expect(deviceOf('')).toEqual({ browser: null, os: null });
  });
});
