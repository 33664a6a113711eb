import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { StageMode } from "#app/features/backyard/components/use-pool-gestures.ts";
import { primary } from "#app/features/backyard/components/tool-buttons.ts";
import { ToggleButton } from "#app/features/backyard/components/toggle-button.tsx";

export type Time = "day" | "dusk";

interface PlacePanelProps {
  text: DesignerText<"view3d" | "yard">;
  mode: Exclude<StageMode, "mark">;
  onMode: (mode: StageMode) => void;
  time: Time;
  onTime: (time: Time) => void;
  /** WebGL is missing: the pool is drawn as its 2-D plan. */
  flat: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The placing step's panel: day or dusk, moving the pool or painting what stands in front of it, and saving the picture. */
export function PlacePanel({ text, mode, onMode, time, onTime, flat, saving, onSave }: PlacePanelProps) {
  const t = text.words.yard;
  const v = text.words.view3d;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{mode === "place" ? t.placeHelp : t.brushHelp}</p>
      {flat ? <p className="text-sm text-slate-600" data-yard-flat>{t.flat}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={v.timeOfDay} className="flex rounded-lg bg-slate-100 p-1">
          <ToggleButton pressed={time === "day"} onClick={() => onTime("day")}>{v.day}</ToggleButton>
          <ToggleButton pressed={time === "dusk"} onClick={() => onTime("dusk")} data-yard-dusk>{v.dusk}</ToggleButton>
        </div>
        <div role="group" aria-label={t.brush} className="flex rounded-lg bg-slate-100 p-1">
          <ToggleButton pressed={mode === "place"} onClick={() => onMode("place")}>{t.move}</ToggleButton>
          <ToggleButton pressed={mode === "paint"} onClick={() => onMode("paint")} data-yard-paint>{t.paint}</ToggleButton>
          <ToggleButton pressed={mode === "erase"} onClick={() => onMode("erase")} data-yard-erase>{t.erase}</ToggleButton>
        </div>
        <button type="button" className={primary} onClick={onSave} disabled={saving} data-yard-save>
          {saving ? t.saving : t.save}
        </button>
      </div>
      <p className="text-sm text-slate-600">{t.kept}</p>
    </div>
  );
}
