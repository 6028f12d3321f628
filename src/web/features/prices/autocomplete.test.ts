import { describe, expect, it } from 'vitest';
import {
  comboboxReducer,
  INITIAL_COMBOBOX,
  listVisible,
  queryFor,
  type ComboboxAction,
  type ComboboxState,
} from './autocomplete';

const apply = (actions: ComboboxAction[], from: ComboboxState = INITIAL_COMBOBOX) =>
  actions.reduce(comboboxReducer, from);

describe('autocomplete query', () => {
  it('asks nothing under two letters, and tidies spaces', () => {
    expect(queryFor('')).toBe('');
    expect(queryFor(' p ')).toBe('');
    expect(queryFor('pa')).toBe('pa');
    expect(queryFor('  para   500 ')).toBe('para 500');
  });
});

describe('debounce', () => {
  it('asks for the text only once typing pauses (the settle of the latest edit)', () => {
    const typed = apply([
      { type: 'input', text: 'p' },
      { type: 'input', text: 'pa' },
      { type: 'input', text: 'par' },
    ]);
    expect(typed.revision).toBe(3);
    expect(typed.query).toBe('');
    // Timers of earlier keystrokes that fire late change nothing.
    expect(comboboxReducer(typed, { type: 'settle', revision: 2 })).toBe(typed);
    expect(comboboxReducer(typed, { type: 'settle', revision: 3 }).query).toBe('par');
  });

  it('keeps the old suggestions while the next query waits, and drops them when cleared', () => {
    const settled = apply([
      { type: 'input', text: 'para' },
      { type: 'settle', revision: 1 },
    ]);
    const more = comboboxReducer(settled, { type: 'input', text: 'parac' });
    expect(more.query).toBe('para');
    expect(more.open).toBe(true);
    const cleared = comboboxReducer(more, { type: 'input', text: '' });
    expect(cleared.query).toBe('');
    expect(cleared.open).toBe(false);
  });

  it('asks nothing after a pick or Escape, even when an old timer fires', () => {
    const picked = apply([
      { type: 'input', text: 'para' },
      { type: 'pick', text: 'Paracetamol Tablets IP 500 mg' },
    ]);
    expect(picked).toMatchObject({ text: 'Paracetamol Tablets IP 500 mg', open: false, query: '' });
    expect(comboboxReducer(picked, { type: 'settle', revision: picked.revision }).query).toBe('');
    expect(comboboxReducer(picked, { type: 'settle', revision: 1 }).query).toBe('');
  });
});

describe('keyboard', () => {
  const open = apply([
    { type: 'input', text: 'para' },
    { type: 'settle', revision: 1 },
  ]);

  it('moves down and up through the options, wrapping at the ends', () => {
    const first = comboboxReducer(open, { type: 'move', delta: 1, count: 3 });
    expect(first.active).toBe(0);
    const third = apply(
      [
        { type: 'move', delta: 1, count: 3 },
        { type: 'move', delta: 1, count: 3 },
      ],
      first,
    );
    expect(third.active).toBe(2);
    expect(comboboxReducer(third, { type: 'move', delta: 1, count: 3 }).active).toBe(0);
    expect(comboboxReducer(first, { type: 'move', delta: -1, count: 3 }).active).toBe(2);
  });

  it('ArrowUp with nothing highlighted goes to the last option; no options, no move', () => {
    expect(comboboxReducer(open, { type: 'move', delta: -1, count: 4 }).active).toBe(3);
    expect(comboboxReducer(open, { type: 'move', delta: 1, count: 0 })).toBe(open);
  });

  it('an arrow reopens a list closed with Escape', () => {
    const closed = comboboxReducer(open, { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(comboboxReducer(closed, { type: 'close' })).toBe(closed);
    expect(comboboxReducer(closed, { type: 'move', delta: 1, count: 2 })).toMatchObject({
      open: true,
      active: 0,
    });
  });

  it('typing clears the highlight; fewer results drop a highlight past the end', () => {
    const second = apply(
      [
        { type: 'move', delta: 1, count: 3 },
        { type: 'move', delta: 1, count: 3 },
      ],
      open,
    );
    expect(comboboxReducer(second, { type: 'input', text: 'parac' }).active).toBe(-1);
    expect(comboboxReducer(second, { type: 'results', count: 1 }).active).toBe(-1);
    expect(comboboxReducer(second, { type: 'results', count: 5 })).toBe(second);
  });
});

describe('list visibility', () => {
  it('shows the list only when open, asked and answered', () => {
    const open = apply([
      { type: 'input', text: 'para' },
      { type: 'settle', revision: 1 },
    ]);
    expect(listVisible(open, 3)).toBe(true);
    expect(listVisible(open, 0)).toBe(false);
    expect(listVisible(comboboxReducer(open, { type: 'close' }), 3)).toBe(false);
    expect(listVisible(apply([{ type: 'input', text: 'para' }]), 3)).toBe(false);
  });
});
