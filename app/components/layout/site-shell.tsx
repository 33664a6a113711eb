/** Placeholder: the layout shell (navbar, mobile bottom bar, footer) is being built. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
