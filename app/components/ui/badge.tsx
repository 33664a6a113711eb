/** A small pill label above a heading; `tone` picks the light or dark background variant. */
export function Badge({ children, tone = "light" }: { children: React.ReactNode; tone?: "light" | "dark" }) {
  const colours = tone === "dark" ? "bg-white/10 text-aqua-100 ring-white/20" : "bg-pool-50 text-pool-800 ring-pool-100";
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3.5 py-1 text-sm font-semibold ring-1 ${colours}`}>
      {children}
    </span>
  );
}
