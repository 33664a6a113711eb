import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { SolveResult } from "#app/features/backyard/solve.ts";
import { primary } from "#app/features/backyard/components/tool-buttons.ts";

interface MarkPanelProps {
  t: DesignerText<"yard">["words"]["yard"];
  sideA: string;
  sideB: string;
  onSideA: (value: string) => void;
  onSideB: (value: string) => void;
  /** The camera solved from the marks and sides, or why not; null until a first side is typed. */
  solved: SolveResult | null;
  /** Whether the second side was given (the check then measures nothing). */
  sideBGiven: boolean;
  onPlace: () => void;
}

/** The marking step's panel: how to mark, the rectangle's two sides, whether it solves, and on to placing. */
export function MarkPanel({ t, sideA, sideB, onSideA, onSideB, solved, sideBGiven, onPlace }: MarkPanelProps) {
  const camera = solved?.ok ? solved.camera : null;
  const problem = solved && !solved.ok ? t.problems[solved.problem] : null;
  const check =
    camera && !sideBGiven
      ? t.check.replace("{length}", camera.measuredB.toFixed(camera.measuredB < 10 ? 1 : 0))
      : camera
        ? t.checkBoth
        : null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t.markHelp}</p>
      <p className="text-sm text-slate-600">{t.keysHelp}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SideLength label={t.sideA} value={sideA} onChange={onSideA} invalid={solved?.ok === false && solved.problem === "lengthRange"} side="a" />
        <SideLength label={t.sideB} value={sideB} onChange={onSideB} side="b" />
      </div>
      <p role="status" aria-live="polite" className={`text-sm font-semibold ${problem ? "text-red-800" : "text-emerald-800"}`} data-yard-check>
        {problem ?? check}
        {camera?.focalAssumed && !sideBGiven ? ` ${t.assumed}` : ""}
      </p>
      <button type="button" className={primary} disabled={!camera} onClick={onPlace}>
        {t.place}
      </button>
    </div>
  );
}

/** A side of the marked rectangle, typed in feet (a decimal keypad on a phone). */
function SideLength({ label, value, onChange, invalid, side }: { label: string; value: string; onChange: (value: string) => void; invalid?: boolean; side: "a" | "b" }) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <input
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base"
        aria-invalid={invalid || undefined}
        {...{ [`data-yard-side-${side}`]: "" }}
      />
    </label>
  );
}
