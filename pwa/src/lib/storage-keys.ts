/** localStorage keys shared by the session, the API client and the outbox (one definition each). */

/** The bearer token of the signed-in session; the API client and outbox replays send it. */
export const TOKEN_KEY = 'token';
/** The signed-in user (JSON). */
export const USER_KEY = 'user';
