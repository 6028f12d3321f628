import { createStore } from 'idb-keyval';
import { DEMO_STATE_DB } from './protocol';

/** The demo worker's own state, in IndexedDB beside its database. */
export const state = createStore(DEMO_STATE_DB, 'state');
export const SESSION_KEY = 'session';
/** Set once the sample family is in: a start cut short before that starts the demo again. */
export const SEEDED_KEY = 'seeded';
export const OUTBOX_KEY = 'outbox';
