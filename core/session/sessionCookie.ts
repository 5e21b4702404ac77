import { BASE_PATH, SESSION_COOKIE } from '../contract/http.ts';

/** The cookie disappears this long before the session's embedded expiry (spec section 9). */
export const SESSION_COOKIE_MARGIN_MS = 10_000;

export interface SessionValue {
  token: string;
  /** Epoch milliseconds at which the server ends the session unless it is used again. */
  expiry: number;
}

/** `token:expiryMillis`, the value of the sdpauth cookie and of the refresh header. */
export function formatSessionValue(token: string, expiry: number): string {
  return `${token}:${expiry}`;
}

/** RFC 6265 cookie-octets: what a cookie value may hold without quoting or encoding. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/;

/** Splits at the last colon; null unless a cookie-safe token and a whole-number expiry are present. */
export function parseSessionValue(value: string): SessionValue | null {
  if (!COOKIE_OCTETS.test(value)) return null;
  const separator = value.lastIndexOf(':');
  if (separator <= 0) return null;
  const expiryText = value.slice(separator + 1);
  if (!/^\d{1,16}$/.test(expiryText)) return null;
  return { token: value.slice(0, separator), expiry: Number(expiryText) };
}

/** The first colon-separated segment, used as the user identifier when loading user and roles (spec section 3). */
export function userIdFromSession(value: string): string {
  return value.split(':', 1)[0] ?? '';
}

export interface SessionCookieOptions {
  secure: boolean;
}

/** The full `document.cookie` assignment for a session value. */
export function formatSessionCookie(value: string, options: SessionCookieOptions): string {
  const parsed = parseSessionValue(value);
  if (!parsed) throw new Error('A session value has the form token:expiryMillis');
  const expires = new Date(parsed.expiry - SESSION_COOKIE_MARGIN_MS).toUTCString();
  return cookieString(value, expires, options.secure);
}

function cookieString(value: string, expires: string, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${value}`, `expires=${expires}`, `path=${BASE_PATH}`, 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function isHttps(doc: Document): boolean {
  return doc.location?.protocol === 'https:';
}

export function readSessionCookie(doc: Document = document): string | null {
  for (const entry of doc.cookie.split(';')) {
    const separator = entry.indexOf('=');
    if (separator < 0 || entry.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = entry.slice(separator + 1).trim();
    return parseSessionValue(value) ? value : null;
  }
  return null;
}

export function writeSessionCookie(value: string, doc: Document = document): void {
  doc.cookie = formatSessionCookie(value, { secure: isHttps(doc) });
}

export function clearSessionCookie(doc: Document = document): void {
  doc.cookie = cookieString('', new Date(0).toUTCString(), isHttps(doc));
}
