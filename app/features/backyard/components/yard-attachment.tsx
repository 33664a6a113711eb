import { useEffect, useState } from "react";
import type { Messages } from "#app/i18n/resources.ts";
import { loadYard, type StoredYard } from "#app/features/backyard/yard-store.ts";

type YardCopy = Messages<"quote">["form"]["yard"];

/**
 * On the quote form: where this browser keeps a yard photo with a placed pool ("See it in your
 * yard" on /design), a tick box that sends it with the request. Nothing leaves the device until
 * the box is ticked; then the photo, the picture, the placement and the painted mask are sent
 * (POST /yard-photo, with a form token of its own) and the form carries the id the server
 * answers in `yardPhoto`. Renders nothing on the server,
 * without JavaScript, or without a kept yard.
 */
export function YardAttachment({ copy }: { copy: YardCopy }) {
  const [yard, setYard] = useState<StoredYard | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<"off" | "sending" | "sent" | "failed" | "tooMany">("off");
  const [id, setId] = useState("");

  useEffect(() => {
    let url: string | null = null;
    void loadYard().then((kept) => {
      if (!kept?.placement || !kept.picture) return;
      setYard(kept);
      url = URL.createObjectURL(kept.picture);
      setPreview(url);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, []);

  if (!yard?.placement || !yard.picture || !preview) return null;

  async function toggle(checked: boolean) {
    if (!checked) {
      setState("off");
      setId("");
      return;
    }
    setState("sending");
    try {
      // A fresh token for each upload (one token, one upload), sent first: the server checks it
      // before it reads the photos.
      const issued = await fetch("/form-token", { cache: "no-store", headers: { Accept: "application/json" } });
      const { token } = (await issued.json()) as { token: string | null };
      if (!token) throw new Error(String(issued.status));
      const body = new FormData();
      body.set("form-token", token);
      body.set("placement", JSON.stringify(yard!.placement));
      body.set("photo", yard!.photo, "yard.jpg");
      body.set("picture", yard!.picture!, "yard-with-pool.jpg");
      if (yard!.mask) body.set("mask", yard!.mask, "in-front.png");
      const response = await fetch("/yard-photo", { method: "POST", body, headers: { Accept: "application/json" } });
      if (response.status === 429) return setState("tooMany");
      const answer = (await response.json()) as { id?: string };
      if (!response.ok || !answer.id) throw new Error(String(response.status));
      setId(answer.id);
      setState("sent");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="mb-6 rounded-xl bg-sand-50 p-4 ring-1 ring-slate-200" data-yard-attachment>
      <div className="flex gap-3">
        <img src={preview} alt={copy.alt} className="h-20 w-28 flex-none rounded-lg object-cover" />
        <label className="flex min-h-11 items-start gap-3 text-base font-semibold text-ink">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 flex-none"
            checked={state === "sending" || state === "sent"}
            onChange={(event) => void toggle(event.target.checked)}
            aria-describedby="yard-attachment-help"
            data-yard-send
          />
          {copy.send}
        </label>
      </div>
      <p id="yard-attachment-help" className="mt-2 text-sm text-slate-600">
        {copy.help}
      </p>
      <p role="status" aria-live="polite" className={`mt-1 text-sm font-semibold ${state === "failed" || state === "tooMany" ? "text-red-800" : "text-emerald-800"}`} data-yard-send-status>
        {state === "off" ? "" : copy[state]}
      </p>
      {id ? <input type="hidden" name="yardPhoto" value={id} /> : null}
    </div>
  );
}
