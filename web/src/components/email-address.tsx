import { Fragment } from "react";

/**
 * An email address that wraps, when it must, only where a reader expects it: before the "@" and
 * before each dot ("maximiliane.wolfe / @example / .com"), never inside "example.c/om"; a single part
 * wider than the line still breaks (overflow-wrap: anywhere, the last resort). Always left to right.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <bdi dir="ltr" className="email-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
