import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type { Member } from '@core/contract/family';
import type { AverageRow } from './averages-card';
import type { Tone } from './category-tones';
import type { LazyPart } from './lazy-load';
import type { ReadingOf, Tracker } from './queries';
import type { QuickEntryState } from './quick-entry';
import type { TrackerData } from './use-tracker-data';
import type { TrackerMember } from './use-tracker-member';

/** What the shared tab knows and hands to every part of a tracker. */
export interface TrackerScope<T extends Tracker> {
  who: TrackerMember;
  data: TrackerData<T>;
  now: Date;
  timeZone: string;
  /** YYYY-MM-DD on the user's clock. */
  today: string;
}

/** The quick-entry form (reading null) and the edit form; loaded on demand. */
export interface ReadingFormProps<T extends Tracker, V> {
  members: readonly Member[];
  reading: ReadingOf<T> | null;
  memberId: string;
  view: V;
  /** The saved reading, or null when the user cancelled. */
  onDone: (saved: ReadingOf<T> | null) => void;
}

export interface ReadingChartProps<T extends Tracker, V> {
  readings: ReadingOf<T>[];
  view: V;
}

/** What the readings half of a tab gets from the tab. */
export interface ReadingsProps<T extends Tracker, V> {
  tracker: T;
  view: V;
  form: LazyPart<ReadingFormProps<T, V>>;
  /** The quick entry: the empty state's button opens it, and hides while it is open. */
  entry: QuickEntryState;
}

/**
 * Everything in which one tracker tab differs from another before its readings are in; the
 * shared TrackerTab does the rest (member chips, quick entry, loading and failure).
 */
export interface TrackerDefinition<T extends Tracker, V extends TrackerScope<T>> {
  tracker: T;
  /** Prefix of element ids: 'bp' gives 'bp-entry'. */
  id: string;
  texts: {
    /** The member chips' group label: 'Whose blood pressure'. */
    picker: MessageDescriptor;
    entryTitle: MessageDescriptor;
    /** After "For Meera.": how to measure. */
    entryTip: MessageDescriptor;
    logButton: MessageDescriptor;
    /** "Loading readings...", "The readings could not be loaded." */
    loading: MessageDescriptor;
    failed: MessageDescriptor;
  };
  /**
   * The tracker's own state beside the scope (sugar's unit, whose age sets the BMI cut-offs).
   * Called as a hook on every render of the tab; a mounted tab never changes its definition.
   */
  useView: (scope: TrackerScope<T>) => V;
  /** Above the quick entry (sugar's unit switch). */
  Toolbar?: ComponentType<{ view: V }>;
  form: LazyPart<ReadingFormProps<T, V>>;
  /**
   * How the readings look (a TrackerReadings with the tracker's ReadingsLook): fetched when the
   * tab opens, alongside the readings, which it needs before it can show anything.
   */
  readings: LazyPart<ReadingsProps<T, V>>;
}

/** How one tracker's readings look; TrackerReadings lays them out the same for every tracker. */
export interface ReadingsLook<T extends Tracker, V> {
  texts: {
    /** The empty state's title and button: 'Log your first reading'. */
    first: MessageDescriptor;
    editTitle: MessageDescriptor;
    deleteTitle: MessageDescriptor;
  };
  /** The empty state's icon and what it teaches. */
  empty: { icon: LucideIcon; help: ReactNode };
  /** Names one reading for the edit and delete buttons and the delete question. */
  describe: (reading: ReadingOf<T>, view: V) => string;
  /** The latest reading and what goes with it (the change, the goal). */
  Summary: ComponentType<{ latest: ReadingOf<T>; view: V }>;
  /** The 7- and 30-day averages under the summary (PRODUCT §5); null: no card. */
  averages?: (view: V) => { rows: AverageRow[]; note?: string } | null;
  /** A history row's values; its category badge and notes follow. */
  Item: ComponentType<{ reading: ReadingOf<T>; view: V }>;
  /** What a reading's category means, as a badge (none: no category). */
  badge?: (reading: ReadingOf<T>) => { tone: Tone; label: string } | null;
  chart: {
    title: MessageDescriptor;
    /**
     * true: 30 days to all time, each range's readings fetched; false: the tab's own list is
     * drawn as it is.
     */
    ranged: boolean;
    /** Shown instead of a chart of fewer than two readings. */
    emptyText: MessageDescriptor;
    part: LazyPart<ReadingChartProps<T, V>>;
  };
}
