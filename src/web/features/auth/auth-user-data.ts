/** The sign-in answer had no usable user (a bug or a proxy's page): the toast says so. */
export const INVALID_USER_DATA = 'Invalid user data received from server';
