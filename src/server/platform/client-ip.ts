import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's address; X-Forwarded-For only when we are told a proxy sets it. */
export function clientIpReader(trustProxy: boolean) {
  return (c: Context): string | null => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      const last = forwarded?.split(',').pop()?.trim();
      if (last) return last;
    }
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      return null;
    }
  };
}
