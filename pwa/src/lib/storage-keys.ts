/** localStorage keys shared by the session, the API client and the outbox (one definition each). */

/** The bearer token of the signed-in session; the API client and outbox replays send it. */
export const TOKEN_KEY = 'token';
/** The signed-in user (JSON). */
export const USER_KEY = 'user';
/** The office's USD→KES rate last seen (JSON `{ rate, asOf }`), for prices in shillings offline. */
export const RATE_KEY = 'kes-rate';
/** Prefix of a trip's screen as last loaded (`trip:<userId>:<bookingId>`, JSON), for My Trips offline; cleared on sign-out. */
export const TRIP_CACHE_PREFIX = 'trip:';
