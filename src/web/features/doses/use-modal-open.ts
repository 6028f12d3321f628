import { useSyncExternalStore } from 'react';

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
}

const isModalOpen = () => document.querySelector(OPEN_MODAL) !== null;

/**
 * Whether a dialog (Radix: add medication, a sheet, the settings) is open. While one is, the
 * rest of the page is inert and a tap outside closes it, so the reminder waits its turn rather
 * than cost the person a half-filled form.
 */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, isModalOpen, () => false);
}
