/**
 * An address a mail server accepts: a dot-atom local part of at most 64 characters (RFC 5322's
 * atext, no leading, trailing or doubled dot) and a host name of letters, digits and hyphens
 * ending in a top-level domain of letters. Anything else (a `?bcc=` tail, spaces, quotes) is
 * refused before it can reach a mail header or a link.
 */
export const EMAIL_ADDRESS =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * A `mailto:` link, percent-encoded (RFC 6068): no character of the address can start header
 * fields (`?`, `&`) or smuggle one in encoded (`%`), whatever was stored.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
