import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { PushTransport } from '@server/deps';

/**
 * The push service's public origin as the subscriptions name it (VAPID's audience): Chrome's,
 * which the app accepts; the injected transport sends its pushes to the fake on 127.0.0.1.
 */
export const PUSH_ORIGIN = 'https://fcm.googleapis.com';

const b64u = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret, made as Chrome does. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export function fakeDevice(): FakeDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${PUSH_ORIGIN}/send/${b64u(randomBytes(12))}`,
    keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
    ecdh,
    authSecret,
  };
}

export interface ReceivedPush {
  /** The endpoint's path (which device). */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * RFC 8291 (aes128gcm, RFC 8188) decryption as the browser does it: the header's salt and the
 * server's one-time public key, ECDH with the device's private key, HKDF with the auth secret,
 * then AES-128-GCM. Throws when the payload was not encrypted to this device.
 */
export function decryptPush(device: FakeDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  if (cipher.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID Authorization header (RFC 8292): an ES256 JWT for our origin, signed by the
 * key it names, which must be the server's. Answers the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

/**
 * A push service on 127.0.0.1: it takes what a real one takes (POST to the endpoint's path) and
 * answers 201, or what `answers` says for a path (410 Gone: the browser dropped it).
 */
export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  answers: Map<string, number>;
  /** Deps' transport: the endpoint's origin is this server (as DNS would make it). */
  transport: PushTransport;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const sockets = new Set<Socket>();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = String(v);
      received.push({ path, headers, body: Buffer.concat(chunks) });
      res.writeHead(req.method === 'POST' ? (answers.get(path) ?? 201) : 405).end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answers,
    async transport(endpoint, init) {
      const target = new URL(endpoint);
      if (target.origin !== PUSH_ORIGIN) throw new Error(`unknown push service ${target.origin}`);
      const res = await fetch(`${url}${target.pathname}`, init);
      await res.arrayBuffer();
      return { status: res.status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
