/** `/#create-account`: the sign-in screen opens on Create Account (Exit demo's "Create a free account"). */
export const SIGN_UP_HASH = 'create-account';

/** flag.ts's key: what marks demo mode in localStorage. */
export const DEMO_FLAG_KEY = 'mm_demo';
