/* global clients */
// MedMitra's Web Push handling (ADR 032), imported into the Workbox service worker by
// workbox.importScripts. Every push shows a notification (iOS revokes subscriptions that push
// silently). Taken logs the dose from here; Snooze asks the server to push it again 15 minutes
// later; a tap opens or focuses the app. Nothing here logs a payload.

const SNOOZE_MS = 15 * 60 * 1000;
// The app's IndexedDB dose queue (ADR 022: idb-keyval, database medmitra-offline).
const QUEUE_DB = 'medmitra-offline';
const QUEUE_STORE = 'keyval';
const QUEUE_KEY = 'medmitra-dose-queue';
const MAX_QUEUED = 200;

const FALLBACK = { kind: 'general', title: 'MedMitra', body: '', tag: 'medmitra', url: '/' };

function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string' && typeof data.body === 'string') return data;
  } catch {
    // Not JSON: still show a notification.
  }
  return FALLBACK;
}

function show(data) {
  const options = {
    body: data.body,
    tag: data.tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data,
    renotify: true,
  };
  // Shown where the browser supports actions (Chrome, Edge, Firefox); ignored elsewhere.
  if (data.kind === 'medication' && data.medicationId && data.actions) {
    options.actions = [
      { action: 'taken', title: data.actions.taken },
      { action: 'snooze', title: data.actions.snooze },
    ];
  }
  return self.registration.showNotification(data.title, options);
}

self.addEventListener('push', (event) => {
  event.waitUntil(show(payloadOf(event)));
});

function tellClients(message) {
  return clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((list) => list.forEach((c) => c.postMessage(message)));
}

function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DB);
    request.onupgradeneeded = () => request.result.createObjectStore(QUEUE_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Adds the dose to the app's queue (the same entry shape and id as dose-queue.ts makes). */
async function enqueue(dose) {
  const db = await openQueue();
  try {
    await new Promise((resolve, reject) => {
      const tx = db.transaction(QUEUE_STORE, 'readwrite');
      const store = tx.objectStore(QUEUE_STORE);
      const read = store.get(QUEUE_KEY);
      read.onsuccess = () => {
        const list = Array.isArray(read.result) ? read.result : [];
        if (!list.some((d) => d.id === dose.id)) {
          store.put([...list, dose].slice(-MAX_QUEUED), QUEUE_KEY);
        }
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/**
 * The body of POST /api/medication-logs for a dose marked Taken: a copy of the app's doseLogBody
 * (features/doses/dose-log-body.ts), which this file cannot import; dose-log-body.test.ts holds
 * the two to the same body.
 */
function doseLogBody(dose) {
  return {
    medicationId: dose.medicationId,
    scheduledTime: dose.scheduledTime,
    takenTime: dose.takenTime,
    status: 'taken',
  };
}

/** POST the intake with the session cookie; without an answer (or a 5xx), queue it. */
async function logTaken(data) {
  const takenTime = new Date().toISOString();
  const body = doseLogBody({ ...data, takenTime });
  let status = 0;
  try {
    const res = await fetch('/api/medication-logs', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = res.status;
  } catch {
    // No answer: offline, or the connection dropped. Queued below.
  }
  // 409: that dose is logged already. Either way the server has it.
  if ((status >= 200 && status < 300) || status === 409) {
    return tellClients({ type: 'medmitra:dose-logged' });
  }
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) {
    const ms = Date.parse(data.scheduledTime);
    await enqueue({
      id: `${data.userId}|${data.medicationId}@${Number.isNaN(ms) ? data.scheduledTime : ms}`,
      userId: data.userId,
      medicationId: data.medicationId,
      scheduledTime: data.scheduledTime,
      takenTime,
      name: '',
      dosage: '',
    });
    return tellClients({ type: 'medmitra:dose-queued' });
  }
  // Any other refusal (the medicine was deleted): nothing to keep.
  return undefined;
}

/**
 * Snooze 15m: the server pushes the dose again in 15 minutes (POST /api/push-snoozes), since a
 * browser stops an idle worker long before then. Without an answer (offline), the worker waits
 * itself, which is the best it can do: the open app's own reminder still shows the dose.
 */
async function snooze(data) {
  if (data.kind === 'medication' && data.medicationId && data.scheduledTime) {
    try {
      const res = await fetch('/api/push-snoozes', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          medicationId: data.medicationId,
          scheduledTime: data.scheduledTime,
        }),
      });
      if (res.ok) return undefined;
    } catch {
      // No answer: wait here instead.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, SNOOZE_MS));
  return show(data);
}

async function openApp(url) {
  const list = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of list) {
    if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
      if (url && 'navigate' in client && new URL(client.url).pathname !== url) {
        await client.navigate(url).catch(() => undefined);
      }
      return client.focus();
    }
  }
  return clients.openWindow(url || '/');
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || FALLBACK;
  notification.close();
  if (event.action === 'taken' && data.medicationId) {
    event.waitUntil(logTaken(data));
  } else if (event.action === 'snooze') {
    event.waitUntil(snooze(data));
  } else {
    event.waitUntil(openApp(data.url || '/'));
  }
});
