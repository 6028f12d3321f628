import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import {
  createOpenRequestGuard,
  OPEN_ADD_MEDICATION_EVENT,
  readOpenDialogParam,
} from './open-add-medication';

/**
 * Spec §2: /medications?openDialog=true and the open-add-medication-dialog event both ask for
 * the add dialog. Every request goes through one guard so a tap opens it exactly once; the
 * parameter leaves the address at once, so closing the dialog (or a reload) does not reopen it.
 */
export function useOpenAddRequests(open: () => void): void {
  const guard = useRef(createOpenRequestGuard());
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const search = useSearch();
  useEffect(() => {
    const { requested, rest } = readOpenDialogParam(search);
    if (!requested) return;
    const url = `${window.location.pathname}${rest}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    if (guard.current(Date.now())) openRef.current();
  }, [search]);

  useEffect(() => {
    const onRequest = () => {
      if (guard.current(Date.now())) openRef.current();
    };
    window.addEventListener(OPEN_ADD_MEDICATION_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_ADD_MEDICATION_EVENT, onRequest);
  }, []);
}
