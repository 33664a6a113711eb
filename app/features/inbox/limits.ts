/** Longest internal note: a page of text, not a document store. Shared by the form and the server. */
export const NOTE_MAX_LENGTH = 4000;
