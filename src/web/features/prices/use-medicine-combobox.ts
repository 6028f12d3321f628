import { useEffect, useReducer } from 'react';
import type { MedicineSuggestion } from '@core/contract/prices';
import {
  comboboxReducer,
  DEBOUNCE_MS,
  INITIAL_COMBOBOX,
  listVisible,
  type ComboboxAction,
  type ComboboxState,
} from './autocomplete';
import { useMedicineSuggestions } from './queries';

export interface MedicineCombobox {
  state: ComboboxState;
  dispatch: (action: ComboboxAction) => void;
  suggestions: MedicineSuggestion[];
  visible: boolean;
  /** Sets the text without asking for suggestions (a prefilled or chosen name). */
  setText: (text: string) => void;
}

/** The medicine-name field's state: typed text, debounced suggestions, the highlighted one. */
export function useMedicineCombobox(): MedicineCombobox {
  const [state, dispatch] = useReducer(comboboxReducer, INITIAL_COMBOBOX);

  useEffect(() => {
    const timer = setTimeout(
      () => dispatch({ type: 'settle', revision: state.revision }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [state.revision]);

  const query = useMedicineSuggestions(state.query);
  const suggestions = state.query === '' ? [] : (query.data ?? []);
  const count = suggestions.length;

  useEffect(() => {
    dispatch({ type: 'results', count });
  }, [count]);

  return {
    state,
    dispatch,
    suggestions,
    visible: listVisible(state, count),
    setText: (text) => dispatch({ type: 'pick', text }),
  };
}
