// Written by scripts/data/public-site-screenshots.ts (screenshots of the real app): do not edit by hand.
import medicationsEN from './images/medications.en.webp';
import medicationsHI from './images/medications.hi.webp';
import homeEN from './images/home.en.webp';
import homeHI from './images/home.hi.webp';
import sugarEN from './images/sugar.en.webp';
import sugarHI from './images/sugar.hi.webp';
import weightEN from './images/weight.en.webp';
import weightHI from './images/weight.hi.webp';
import periodEN from './images/period.en.webp';
import periodHI from './images/period.hi.webp';
import eyeEN from './images/eye.en.webp';
import eyeHI from './images/eye.hi.webp';

export const SCREENSHOTS = {
  medications: {
    src: { en: medicationsEN, hi: medicationsHI },
    width: 540,
    height: 960,
  },
  home: {
    src: { en: homeEN, hi: homeHI },
    width: 540,
    height: 960,
  },
  sugar: {
    src: { en: sugarEN, hi: sugarHI },
    width: 540,
    height: 960,
  },
  weight: {
    src: { en: weightEN, hi: weightHI },
    width: 540,
    height: 960,
  },
  period: {
    src: { en: periodEN, hi: periodHI },
    width: 540,
    height: 960,
  },
  eye: {
    src: { en: eyeEN, hi: eyeHI },
    width: 540,
    height: 960,
  },
} as const;

export type ScreenshotName = keyof typeof SCREENSHOTS;
