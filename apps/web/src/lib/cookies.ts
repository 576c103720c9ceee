/** Reading and writing the portal's cookies (docs/api-contract.md, "Portal storage"). */

export type CookieOptions = { expires?: Date; maxAgeSeconds?: number };

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Path=/ and SameSite=Lax always; Secure whenever the page itself is served over HTTPS. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const attributes = ['Path=/', 'SameSite=Lax'];
  if (options.expires) attributes.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { expires: new Date(0) });
}
