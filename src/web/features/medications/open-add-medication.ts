/** Spec §2: fired so that the medications page opens its add dialog, however fast it loads. */
export const OPEN_ADD_MEDICATION_EVENT = 'open-add-medication-dialog';

/** Spec §2: the event fires immediately, again after 200 ms and again after 500 ms. */
export const OPEN_EVENT_DELAYS_MS = [0, 200, 500] as const;

/** The page that takes the request, with the query that asks it to open the dialog. */
export const ADD_MEDICATION_URL = '/medications?openDialog=true';
export const OPEN_DIALOG_PARAM = 'openDialog';

/**
 * One tap sends up to four requests (the query parameter and three events). Requests that
 * arrive within this window of an accepted one belong to the same tap and are ignored, so the
 * dialog opens once and a user who closes it quickly does not see it come back.
 */
export const OPEN_REQUEST_WINDOW_MS = 1_500;

export function loadMedicationDialog() {
  return import('./medication-dialog');
}

/** Starts fetching the dialog's form code before it is needed (hover, focus, a tap elsewhere). */
export function prefetchMedicationDialog(): void {
  loadMedicationDialog().catch(() => undefined);
}

export function fireOpenAddMedicationEvents(
  schedule: (fire: () => void, delay: number) => void = (fire, delay) => setTimeout(fire, delay),
): void {
  const fire = () => window.dispatchEvent(new Event(OPEN_ADD_MEDICATION_EVENT));
  for (const delay of OPEN_EVENT_DELAYS_MS) {
    if (delay === 0) fire();
    else schedule(fire, delay);
  }
}

/**
 * Opens the add-medication dialog from anywhere (Meds sheet, Home's quick action): goes to
 * /medications?openDialog=true and fires the spec's events. The page opens the dialog once.
 */
export function openAddMedication(navigate: (to: string) => void): void {
  prefetchMedicationDialog();
  navigate(ADD_MEDICATION_URL);
  fireOpenAddMedicationEvents();
}

/**
 * Accepts an open request unless another was accepted less than `windowMs` before: the guard
 * that turns the burst of one tap into a single opening.
 */
export function createOpenRequestGuard(windowMs = OPEN_REQUEST_WINDOW_MS) {
  let lastAccepted = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - lastAccepted < windowMs) return false;
    lastAccepted = now;
    return true;
  };
}

/** Whether a location's query asks for the dialog, and the query without that parameter. */
export function readOpenDialogParam(search: string): { requested: boolean; rest: string } {
  const params = new URLSearchParams(search);
  const requested = params.get(OPEN_DIALOG_PARAM) === 'true';
  params.delete(OPEN_DIALOG_PARAM);
  const rest = params.toString();
  return { requested, rest: rest ? `?${rest}` : '' };
}
