/**
 * The medicine-name combobox (WAI-ARIA combobox with a listbox), as a reducer so its rules can be
 * tested without a browser. Typing bumps a revision; the hook settles it after DEBOUNCE_MS, and
 * only the settle of the latest revision asks the server (one request per pause in typing).
 */
export const DEBOUNCE_MS = 200;
/** One letter matches too much of the catalog to be useful. */
export const MIN_QUERY_LENGTH = 2;

export interface ComboboxState {
  text: string;
  /** Counts edits; a settle for an older revision is ignored. */
  revision: number;
  /** What the suggestions are asked for; '' asks nothing. */
  query: string;
  open: boolean;
  /** The highlighted option, -1 for none (the input keeps the focus; aria-activedescendant). */
  active: number;
}

export type ComboboxAction =
  | { type: 'input'; text: string }
  | { type: 'settle'; revision: number }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'pick'; text: string }
  | { type: 'close' }
  | { type: 'results'; count: number };

export const INITIAL_COMBOBOX: ComboboxState = {
  text: '',
  revision: 0,
  query: '',
  open: false,
  active: -1,
};

export function queryFor(text: string): string {
  const q = text.trim().replace(/\s+/g, ' ');
  return q.length >= MIN_QUERY_LENGTH ? q : '';
}

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'input': {
      const tooShort = queryFor(action.text) === '';
      return {
        ...state,
        text: action.text,
        revision: state.revision + 1,
        // Clearing the field drops the old suggestions at once; otherwise they stay until the
        // new ones arrive, so the list does not flicker while typing.
        query: tooShort ? '' : state.query,
        open: !tooShort,
        active: -1,
      };
    }
    case 'settle':
      // A closed list (picked, Escape) asks nothing until the next keystroke.
      if (action.revision !== state.revision || !state.open) return state;
      return { ...state, query: queryFor(state.text) };
    case 'move': {
      if (action.count <= 0) return state;
      if (!state.open || state.active < 0) {
        return { ...state, open: true, active: action.delta === 1 ? 0 : action.count - 1 };
      }
      return { ...state, active: (state.active + action.delta + action.count) % action.count };
    }
    case 'pick':
      return {
        ...state,
        text: action.text,
        revision: state.revision + 1,
        query: '',
        open: false,
        active: -1,
      };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'results':
      return state.active >= action.count ? { ...state, active: -1 } : state;
  }
}

/** Whether the listbox is on screen: open, asked for something, and there is something. */
export function listVisible(state: ComboboxState, count: number): boolean {
  return state.open && state.query !== '' && count > 0;
}
