/**
 * Spec §2: the medications page opens its add dialog on this event. It is fired at once and
 * again after 200 and 500 ms so that a page still loading catches one of them; the page opens
 * the dialog only once.
 */
export const OPEN_ADD_MEDICATION_EVENT = 'open-add-medication-dialog';
export const OPEN_ADD_MEDICATION_DELAYS_MS = [0, 200, 500] as const;
export const ADD_MEDICATION_PATH = '/medications?openDialog=true';

export function fireOpenAddMedication(): void {
  for (const delay of OPEN_ADD_MEDICATION_DELAYS_MS) {
    const fire = () => window.dispatchEvent(new Event(OPEN_ADD_MEDICATION_EVENT));
    if (delay === 0) fire();
    else setTimeout(fire, delay);
  }
}

/** Goes to /medications?openDialog=true and fires the event (Home, the Meds sheet). */
export function openAddMedication(navigate: (to: string) => void): void {
  navigate(ADD_MEDICATION_PATH);
  fireOpenAddMedication();
}
