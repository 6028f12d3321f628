import webpush from 'web-push';
import type { PushDeps, PushTarget, PushTransport, VapidKeys } from '../../deps';

/** A reminder is worth little a day late: push services drop it after this many seconds. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;

/**
 * Encrypts the payload to the browser's keys (RFC 8291, aes128gcm), signs a VAPID JWT for the
 * endpoint's origin (RFC 8292) and posts it. Answers the push service's status; 0 when it could
 * not be reached. Never logs: the caller logs ids and outcomes only.
 */
async function sendPush(
  vapid: VapidKeys,
  transport: PushTransport,
  target: PushTarget,
  payload: string,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
  try {
    const res = await transport(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
    });
    return res.status;
  } catch {
    return 0;
  }
}

/** Web Push with these keys over this transport: the app's PushDeps (main.ts, tests). */
export function webPush(vapid: VapidKeys, transport: PushTransport): PushDeps {
  return { vapid, send: (target, payload) => sendPush(vapid, transport, target, payload) };
}

/** Production's transport: fetch, ten seconds at most, no redirects. */
export const fetchTransport: PushTransport = async (url, init) => {
  const res = await fetch(url, {
    method: init.method,
    headers: init.headers,
    body: init.body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel();
  return { status: res.status };
};

/**
 * Tests' transport (PUSH_SERVICE_URL): each push goes to `base` with the endpoint's path, so a
 * local fake push service receives what the real one would; encryption and VAPID are unchanged.
 */
export function relayTransport(base: string): PushTransport {
  return (url, init) => {
    const { pathname, search } = new URL(url);
    return fetchTransport(new URL(`${pathname}${search}`, base).toString(), init);
  };
}
