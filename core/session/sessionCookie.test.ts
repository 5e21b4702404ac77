import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  formatSessionCookie,
  formatSessionValue,
  parseSessionValue,
  readSessionCookie,
  userIdFromSession,
  writeSessionCookie,
} from './sessionCookie.ts';
import { resetBrowserState } from '../../tests/support/sessionDoubles.ts';

/** A document stand-in that records what is assigned to `cookie`. */
function recordingDocument(protocol: string): { doc: Document; writes: string[] } {
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('session cookie', () => {
  beforeEach(() => resetBrowserState('/sdp/monitor/order-listing'));

  it('formats token:expiry with an expiry ten seconds before the embedded one, path /sdp, SameSite=Strict', () => {
    const expiry = Date.UTC(2030, 0, 1, 12, 0, 0);
    expect(formatSessionCookie(`abc:${expiry}`, { secure: false })).toBe(
      `sdpauth=abc:${expiry}; expires=Tue, 01 Jan 2030 11:59:50 GMT; path=/sdp; SameSite=Strict`,
    );
  });

  it('adds Secure on https pages only', () => {
    const expiry = Date.now() + 60_000;
    const https = recordingDocument('https:');
    writeSessionCookie(`abc:${expiry}`, https.doc);
    expect(https.writes[0]).toMatch(/; Secure$/);
    const http = recordingDocument('http:');
    writeSessionCookie(`abc:${expiry}`, http.doc);
    expect(http.writes[0]).not.toContain('Secure');
    clearSessionCookie(https.doc);
    expect(https.writes[1]).toMatch(
      /^sdpauth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\/sdp; SameSite=Strict; Secure$/,
    );
  });

  it('is gone while the embedded expiry is still under ten seconds away', () => {
    writeSessionCookie(`abc:${Date.now() + 8_000}`);
    expect(readSessionCookie()).toBeNull();
    const value = `abc:${Date.now() + 15_000}`;
    writeSessionCookie(value);
    expect(readSessionCookie()).toBe(value);
  });

  it('writes, reads and clears the sdpauth cookie', () => {
    const value = formatSessionValue('tok', Date.now() + 60_000);
    writeSessionCookie(value);
    expect(document.cookie).toContain(`sdpauth=${value}`);
    expect(readSessionCookie()).toBe(value);
    clearSessionCookie();
    expect(readSessionCookie()).toBeNull();
  });

  it('is scoped to /sdp', () => {
    writeSessionCookie(`tok:${Date.now() + 60_000}`);
    window.history.replaceState(null, '', '/elsewhere');
    expect(readSessionCookie()).toBeNull();
  });

  it('parses token and expiry at the last colon and rejects other shapes', () => {
    expect(parseSessionValue('a:b:1700')).toEqual({ token: 'a:b', expiry: 1700 });
    expect(parseSessionValue('tok')).toBeNull();
    expect(parseSessionValue(':1700')).toBeNull();
    expect(parseSessionValue('tok:soon')).toBeNull();
    expect(parseSessionValue('tok;path=/:1700')).toBeNull();
    expect(() => formatSessionCookie('tok', { secure: false })).toThrow();
  });

  it('takes the first colon-separated segment as the user id', () => {
    expect(userIdFromSession('u-42:secret:1700')).toBe('u-42');
    expect(userIdFromSession('opaque:1700')).toBe('opaque');
  });
});
