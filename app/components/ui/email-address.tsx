import { Fragment } from "react";

/**
 * An e-mail address that, when a narrow column cannot hold it, wraps after the "@" (the domain
 * is kept whole as long as it fits a line) and otherwise before a dot of the domain, never in
 * the middle of a word. One span, so a flex parent treats it as one item; both spans take the
 * link's underline, which would not reach into an inline-block on its own.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const [host, ...rest] = address.slice(at + 1).split(".");
  return (
    <span className="[text-decoration:inherit]">
      {address.slice(0, at + 1)}
      <wbr />
      <span className="inline-block [text-decoration:inherit]">
        {host}
        {rest.map((label, index) => (
          <Fragment key={index}>
            <wbr />.{label}
          </Fragment>
        ))}
      </span>
    </span>
  );
}
