/** The hidden form field that carries the session's CSRF token… */
export const CSRF_FIELD = "csrf";
/** …and the header that carries it on fetch requests (uploads). */
export const CSRF_HEADER = "X-CSRF-Token";
