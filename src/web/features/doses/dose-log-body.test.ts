import { describe, expect, it } from 'vitest';
import SOURCE from '../../public/push-sw.js?raw';
import { doseLogBody, type TakenDose } from './dose-log-body';

// The service worker's script is run whole, with only what it touches when loaded and when a
// notification's Taken is tapped given to it as its globals (self, clients, fetch).

interface Posted {
  url: string;
  body: string;
}

interface Worker {
  doseLogBody: (dose: object) => unknown;
  tapTaken: (data: object) => Promise<void>;
  posted: Posted[];
}

function loadWorker(): Worker {
  const listeners = new Map<string, (event: object) => void>();
  const posted: Posted[] = [];
  const self = {
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
  };
  const clients = { matchAll: () => Promise.resolve([]) };
  const fetch = (url: string, init: { body: string }) => {
    posted.push({ url, body: init.body });
    return Promise.resolve({ status: 201 });
  };
  const run = new Function('self', 'clients', 'fetch', `${SOURCE}\nreturn doseLogBody;`);
  const fn: unknown = run(self, clients, fetch);
  if (typeof fn !== 'function') throw new Error('push-sw.js has no doseLogBody function');
  const tapTaken = async (data: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get('notificationclick')?.({
      action: 'taken',
      notification: { data, close: () => undefined },
      waitUntil: (p: Promise<unknown>) => waited.push(p),
    });
    await Promise.all(waited);
  };
  return { doseLogBody: fn as Worker['doseLogBody'], tapTaken, posted };
}

const dose: TakenDose = {
  medicationId: 'med-1',
  scheduledTime: '2026-11-22T14:30:00.000Z',
  takenTime: '2026-11-22T14:41:07.123Z',
};

describe("the dose-log body: the app's and the service worker's copy", () => {
  it('is the dose, its times and status taken', () => {
    expect(doseLogBody(dose)).toEqual({ ...dose, status: 'taken' });
  });

  it('the worker builds the same body, field for field and in the same order', () => {
    const worker = loadWorker();
    const inputs: object[] = [
      dose,
      // The app passes a queued dose; the worker a push payload: what is not the body is left out.
      { ...dose, id: 'u1|med-1@1', userId: 'u1', name: 'Paracetamol', dosage: '650 mg' },
      { ...dose, kind: 'medication', title: 'Time for Paracetamol', body: '650 mg', url: '/' },
    ];
    for (const input of inputs) {
      expect(JSON.stringify(worker.doseLogBody(input))).toBe(
        JSON.stringify(doseLogBody(input as TakenDose)),
      );
    }
  });

  it("a notification's Taken posts that body to /api/medication-logs", async () => {
    const worker = loadWorker();
    const data = {
      kind: 'medication',
      title: 'Time for Paracetamol',
      body: '650 mg',
      userId: 'u1',
      medicationId: dose.medicationId,
      scheduledTime: dose.scheduledTime,
    };
    await worker.tapTaken(data);
    expect(worker.posted).toHaveLength(1);
    const [sent] = worker.posted;
    expect(sent?.url).toBe('/api/medication-logs');
    const { takenTime } = JSON.parse(sent?.body ?? '{}') as { takenTime: string };
    expect(sent?.body).toBe(JSON.stringify(doseLogBody({ ...dose, takenTime })));
  });
});
