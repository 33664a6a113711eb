import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { business } from "#app/config/business.ts";
import { mailtoHref } from "#app/utils/email-address.ts";

/** How the office's phone, e-mail and address read in a page's text: one look on every page that lists them. */
const linkClass = "font-semibold text-pool-700 underline-offset-4 hover:underline";

/** The office phone as a link, at least 44 px tall, in tabular digits. */
export function PhoneLink({ className = "" }: { className?: string }) {
  return (
    <a href={business.phone.href} className={`inline-flex min-h-11 items-center tabular ${linkClass} ${className}`.trim()}>
      {business.phone.display}
    </a>
  );
}

/** The office e-mail as a link that may wrap anywhere (a long address on a narrow phone). */
export function EmailLink({ className = "" }: { className?: string }) {
  return (
    <a href={mailtoHref(business.email)} className={`inline-block py-2.5 wrap-anywhere ${linkClass} ${className}`.trim()}>
      <EmailAddress address={business.email} />
    </a>
  );
}

/** The office's postal address, on two lines. */
export function PostalAddress({ className = "" }: { className?: string }) {
  return (
    <address className={`not-italic ${className}`.trim()}>
      {business.address.street}
      <br />
      {business.address.city}, {business.address.region} {business.address.postalCode}
    </address>
  );
}
