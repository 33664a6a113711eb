import { Fragment } from "react";

/**
 * An e-mail address that, when a narrow column cannot hold it, wraps after the "@" or before a
 * dot of the domain, never in the middle of a word. One span, so a flex parent treats it as one
 * item.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const [host, ...rest] = address.slice(at + 1).split(".");
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {host}
      {rest.map((label, index) => (
        <Fragment key={index}>
          <wbr />.{label}
        </Fragment>
      ))}
    </span>
  );
}
