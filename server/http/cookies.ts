// Reading one cookie of a request's Cookie header. The server's cookies are few and its own (the
// sandbox pages' same-site nonces, the back office's session), each a plain token without
// characters that need decoding.

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
