/** Spec §2: the version the app shows. */
export const APP_VERSION = '1.0.0';
