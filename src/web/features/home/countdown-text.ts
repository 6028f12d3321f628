import { t } from '@lingui/core/macro';
import type { Countdown } from '@core/medicines/dose-times';

/**
 * Core's countdown label ('in 2 h 15 min', 'in 5 min', 'in 1 d 3 h') in the active language:
 * core does not import Lingui (ADR 026), so the words are built here from its hours and minutes.
 */
export function countdownText({ hours, minutes }: Pick<Countdown, 'hours' | 'minutes'>): string {
  if (hours >= 24) {
    const days = Math.floor(hours / 24);
    const h = hours % 24;
    return h ? t`in ${days} d ${h} h` : t`in ${days} d`;
  }
  if (hours === 0) return t`in ${minutes} min`;
  return minutes ? t`in ${hours} h ${minutes} min` : t`in ${hours} h`;
}
