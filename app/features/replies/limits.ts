/** Longest reply subject and text, in the browser's maxlength and the server's check alike. */
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
