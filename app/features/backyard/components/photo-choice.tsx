import type { DesignerText } from "#app/features/design/designer-words.ts";
import { secondary } from "#app/features/backyard/components/tool-buttons.ts";

interface PhotoChoiceProps {
  t: DesignerText<"yard">["words"]["yard"];
  hasPhoto: boolean;
  onChoose: (file: File | undefined) => void;
  onForget: () => void;
}

/** Where the photo comes from: the camera, a file (another one once there is a photo), or forgetting the kept one. */
export function PhotoChoice({ t, hasPhoto, onChoose, onForget }: PhotoChoiceProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <label className={`${secondary} cursor-pointer focus-within:outline-2 focus-within:outline-sky-700`}>
        {t.takePhoto}
        <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(event) => onChoose(event.target.files?.[0])} data-yard-camera />
      </label>
      <label className={`${secondary} cursor-pointer focus-within:outline-2 focus-within:outline-sky-700`}>
        {hasPhoto ? t.another : t.choosePhoto}
        <input
          type="file"
          accept="image/jpeg,image/png,image/heic,image/heif,image/webp,image/*"
          className="sr-only"
          onChange={(event) => onChoose(event.target.files?.[0])}
          data-yard-file
        />
      </label>
      {hasPhoto ? (
        <button type="button" className={secondary} onClick={onForget}>
          {t.forget}
        </button>
      ) : null}
    </div>
  );
}
