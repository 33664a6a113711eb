import type { LucideIcon } from "lucide-react";

/** A service or contact icon on a soft square tile. */
export function IconTile({ icon: Icon, tone = "light" }: { icon: LucideIcon; tone?: "light" | "dark" }) {
  const colours = tone === "dark" ? "bg-white/10 text-aqua-300" : "bg-pool-50 text-pool-700";
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${colours}`}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
