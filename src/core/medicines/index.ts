/** Medicine rules for the server and the web: import from '@core/medicines'. */
export * from './adherence';
export * from './caregiver-alerts';
export * from './course';
export * from './dose-log';
export * from './dose-status';
export * from './dose-times';
export * from './due-doses';
export * from './frequency-label';
export * from './notation';
export * from './refill';
export * from './schedule';
export * from './schedule-input';
export * from './take-window';
export { addDays, dayRange, daysBetween, isCalendarDay, localTime, weekdayOf } from './time-zone';
