/**
 * The mailbox an address delivers to, as the per-recipient cap counts it (decision 036): the
 * whole address lower-cased; a `+tag` dropped from the local part on every domain (Gmail,
 * Outlook/Hotmail/Live, iCloud, Fastmail, Proton and the common servers, Postfix and Exim, all
 * deliver `name+anything` to `name`; where a `+` names another mailbox, the two only share a cap
 * of 3 e-mails a day); and for Google's two domains, which ignore dots, the dots dropped too and
 * googlemail.com read as gmail.com. Yahoo's `name-keyword` addresses are not merged: each exists
 * only once its owner has created it, so a stranger cannot fan out to them.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GOOGLE_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

const GOOGLE_DOMAINS = new Set(["gmail.com", "googlemail.com"]);
