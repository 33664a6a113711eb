import type { ButtonHTMLAttributes } from "react";
import { toggle } from "#app/features/backyard/components/tool-buttons.ts";

/** One step of a segmented control (Mark/Place, Day/Dusk, Move/Paint/Erase): pressed while it is the step chosen. */
export function ToggleButton({ pressed, ...button }: { pressed: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return <button type="button" className={toggle} aria-pressed={pressed} {...button} />;
}
