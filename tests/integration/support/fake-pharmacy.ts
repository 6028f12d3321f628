import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers: as a price endpoint would, or as a broken one. */
export type FakeMode = 'answer' | 'hang' | 'fail' | 'bad-json';

export interface FakePrice {
  price: number;
  inStock?: boolean;
  priceDate?: string;
  url?: string;
}

/**
 * A pharmacy price endpoint on 127.0.0.1 speaking the live protocol (src/server/features/prices/
 * live.ts): the network edge is faked, our adapter code is not.
 */
export interface FakePharmacy {
  url: string;
  mode: FakeMode;
  /** Prices by lower-case medicine name; a name not here is a 404. */
  prices: Map<string, FakePrice>;
  /** Every request that reached the server (hangs included), in order. */
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakePharmacy(mode: FakeMode = 'answer'): Promise<FakePharmacy> {
  const sockets = new Set<Socket>();
  const fake = {
    url: '',
    mode,
    prices: new Map<string, FakePrice>(),
    requests: [] as URL[],
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    switch (fake.mode) {
      case 'hang':
        return; // never answers; the adapter's timeout must give up
      case 'fail':
        res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream down');
        return;
      case 'bad-json':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"price": "cheap"');
        return;
      case 'answer': {
        const price = fake.prices.get((url.searchParams.get('name') ?? '').toLowerCase());
        if (!price) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not sold"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(price));
      }
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/price`;
  return Object.assign(fake, {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}
