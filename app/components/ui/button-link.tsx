import { Link, type LinkProps } from "react-router";
import { type ButtonStyle, buttonClass } from "#app/components/ui/button-style.ts";

/** An in-site link that looks like a button (a 48 px pill unless told otherwise). */
export function ButtonLink({
  variant,
  size,
  shape,
  className,
  ...props
}: LinkProps & Omit<ButtonStyle, "full">) {
  return <Link {...props} className={buttonClass({ variant, size, shape, className })} />;
}
