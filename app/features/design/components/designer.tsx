import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { buttonClass } from "#app/components/ui/button-style.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { island } from "#app/islands/island.tsx";
import { Part } from "#app/modules/ssr/parts.tsx";
import { UTM_PARAMETERS } from "#app/utils/attribution.ts";
import { describeDesign, waterAreaNote } from "#app/features/design/description.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { designErrorText } from "#app/features/design/design-errors.ts";
import { measure } from "#app/features/design/geometry.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { publishDesign } from "#app/features/design/live-design.ts";
import {
  copingOptions,
  coverShapes,
  deckAreaLimits,
  deckOptions,
  depthLimits,
  featureOptions,
  finishOptions,
  lightingOptions,
  shapeOptions,
  shelfOptions,
  sizeLimits,
  spaOptions,
  type Option,
} from "#app/features/design/model.ts";
import type { Pricing } from "#app/features/design/pricing.ts";
import { designQuery, fitDesign, parseDesignQuery } from "#app/features/design/query.ts";
import { fenceOptions, houseColorOptions, houseStyleOptions, plantingOptions } from "#app/features/design/yard-style.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { EstimateBar, EstimateExclusions, EstimateLines, EstimateSummary, RequestQuoteButton } from "#app/features/design/components/design-estimate.tsx";
import { DESIGN_CHANGED_BEACON } from "#app/features/design/designer-funnel.ts";
import { PriceAnnouncement } from "#app/features/design/components/price-announcement.tsx";
import { ShareDesign } from "#app/features/design/components/share-design.tsx";
import { SaveDesignForm } from "#app/features/design/components/save-design-form.tsx";
import { RenderingForm } from "#app/features/design/components/rendering-form.tsx";
import { DESIGN_FORM_ID, ErrorText, fieldId, Group, NumberInput, Select, type LabelledOption } from "#app/features/design/components/designer-fields.tsx";

/**
 * The `/design` page's designer: the options form, the plan, the price. Without JavaScript the
 * form is a GET form and the server renders the answer. With it, the same form's fields are
 * the state: every change re-parses them exactly as the server would, redraws the plan and the
 * price, and writes the query to the URL (a choice is a history entry, typing replaces it), so
 * a link, a reload and the back button all show the same design.
 *
 * Rendered as a fragment inside the island's `display: contents` box: its panels are items of
 * the page's grid (areas `plan`, `price`, `form`, `lines`), beside the 3-D view's slot.
 */

export interface DesignerProps {
  /** The query string as requested (or as submitted): the form's values, kept even when refused. */
  query: string;
  pricing: Pricing;
  /** The designer's words in the page's language (decision 032: an island never imports a catalog). */
  text: DesignerText;
  /** The page's own path (`/design` or its Spanish twin): where the form reloads without JavaScript. */
  path: string;
  /** The quote page in the page's language, and the finance page. */
  quotePath: string;
  financePath: string;
  /** Where "E-mail me this design" posts (its Spanish twin on a Spanish page: the saved design's language is the path's). */
  savePath: string;
  /** Where "Get a photoreal rendering" posts; absent when this site offers no renderings (no Blender). */
  renderingPath?: string;
}

/** The options form; controls outside the island join it with `form=` (their values then ride in the URL). */
const FORM_ID = DESIGN_FORM_ID;

let changeNoted = false;

/** Tells the dashboard's designer funnel, once per page load, that a visitor changed the design. */
function noteFirstChange(): void {
  if (changeNoted) return;
  changeNoted = true;
  navigator.sendBeacon?.(DESIGN_CHANGED_BEACON);
}

/**
 * What changes once the designer's script runs: the form's submit button gives way to a note,
 * the e-mail form answers inline. Components of their own, so the re-render that follows
 * hydration (useHydrated) is theirs alone, not the whole designer's.
 */
function UpdateButtonOrNote({ live, update }: { live: string; update: string }) {
  return useHydrated() ? (
    <p className="text-sm text-muted">{live}</p>
  ) : (
    <button type="submit" className={buttonClass({ full: true })}>
      {update}
    </button>
  );
}

function DesignerSaveForm({ designQuery, text, action }: { designQuery: string; text: DesignerText; action: string }) {
  return <SaveDesignForm designQuery={designQuery} inline={useHydrated()} text={text} action={action} />;
}

/** An option list in the page's language: the ids are the model's, the labels the catalog's. */
function translated<T extends string>(options: readonly Option<T>[], labels: Record<T, string>): LabelledOption[] {
  return options.map((option) => ({ value: option.value, label: labels[option.value] }));
}

export function Designer({ query: initialQuery, pricing, text, path, quotePath, financePath, savePath, renderingPath }: DesignerProps) {
  const { words } = text;
  const f = words.form;
  const units = words.units;
  const labels = useMemo(
    () => ({
      shape: translated(shapeOptions, words.options.shape),
      shelf: translated(shelfOptions, words.options.shelf),
      spa: translated(spaOptions, words.options.spa),
      features: translated(featureOptions, words.options.features),
      lighting: translated(lightingOptions, words.options.lighting),
      finish: translated(finishOptions, words.options.finish),
      coping: translated(copingOptions, words.options.coping),
      deck: translated(deckOptions, words.options.deck),
      house: translated(houseStyleOptions, words.options.house),
      houseColor: translated(houseColorOptions, words.options.houseColor),
      fence: translated(fenceOptions, words.options.fence),
      planting: translated(plantingOptions, words.options.planting),
      fireBowls: [0, 1, 2, 3, 4].map((n) => ({ value: String(n), label: n === 0 ? f.none : String(n) })),
    }),
    [words, f.none],
  );
  const [query, setQuery] = useState(initialQuery);
  const formRef = useRef<HTMLFormElement>(null);
  /** The number field the visitor is typing in, while the history entry is that edit's. */
  const typingIn = useRef<string | null>(null);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const { design, errors: modelErrors } = useMemo(() => parseDesignQuery(params), [params]);
  // What the model found wrong, said in the page's language.
  const errors = useMemo(() => designErrorText(modelErrors, text), [modelErrors, text]);
  const estimate = useMemo(() => estimateDesign(design, pricing, text), [design, pricing, text]);
  const description = describeDesign(design, text);
  const measures = useMemo(() => measure(design), [design]);
  const raw = (name: string) => params.get(name) ?? "";
  // A number field shows what was typed, even empty or refused; absent, the design's value.
  const given = (name: string) => params.get(name) ?? undefined;
  const chosenFeatures = params.getAll("features");
  const covered = params.has("cover") && params.get("cover") !== "off";
  const size = sizeLimits[design.shape];

  // Effects run in the browser only, from the hydration's commit on.
  useEffect(() => publishDesign(design), [design]);

  // A choice made before hydration (the very touch that started it) is in the form, not yet in the state.
  // Taken in the hydration's own commit: a later render would write every controlled field from
  // the state, and would undo the visitor's choice for a frame.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const current = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") current.append(key, value);
    const text = current.toString();
    // Compared field by field: the form's order is not the query's (`designQuery`), and a page
    // merely hydrated must add no history step.
    const sorted = (params: URLSearchParams) => (params.sort(), params.toString());
    if (sorted(new URLSearchParams(text)) === sorted(new URLSearchParams(initialQuery))) return;
    // A step of its own, as every later change: Back returns to the design the page opened with.
    window.history.pushState(null, "", `${window.location.pathname}?${text}`);
    noteFirstChange();
    // Once, from the DOM the visitor touched first; it joins that re-render rather than adding one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(text);
  }, [initialQuery]);

  // Back and forward restore the design of that history entry.
  useEffect(() => {
    const restore = () => {
      typingIn.current = null;
      setQuery(window.location.search.replace(/^\?/, ""));
    };
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, []);

  const update = useCallback((event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const form = formRef.current;
    if (!form) return;
    noteFirstChange();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") next.append(key, value);
    if (event.target.name === "shape") {
      // A new shape keeps the pool's size where it fits and moves it into the shape's limits where not.
      const fitted = fitDesign(parseDesignQuery(next).design);
      next.set("length", String(fitted.length));
      next.set("width", String(fitted.width));
      if (!coverShapes.includes(fitted.shape)) next.delete("cover");
    }
    const text = next.toString();
    // The 3-D view's worker starts on the new design now, while this island renders it.
    publishDesign(parseDesignQuery(next).design);
    setQuery(text);
    const url = `${window.location.pathname}?${text}`;
    // Each settled change is one step, so Back undoes it: a choice adds one, and so does the first
    // keystroke in a number field, whose further keystrokes (the same edit) replace it.
    const typing = event.target instanceof HTMLInputElement && event.target.type === "number" ? event.target.name : null;
    if (typing !== null && typing === typingIn.current) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
    typingIn.current = typing;
  }, []);

  return (
    <>
      <figure className="[grid-area:plan] overflow-hidden rounded-2xl bg-white p-3 shadow-card ring-1 ring-slate-200 sm:p-4">
        <DesignPlan design={design} description={description} text={text} />
        <figcaption className="mt-3 text-sm text-ink text-pretty">
          <span data-design-description>{description}</span>{" "}
          <span className="font-semibold" data-water-area>
            {waterAreaNote(design, measures.surfaceArea, text)}
          </span>
        </figcaption>
      </figure>

      <div id="estimate-panel" className="[grid-area:price] rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
        <EstimateSummary estimate={estimate} text={text} financePath={financePath} />
        <PriceAnnouncement estimate={estimate} applied={Object.keys(errors).length === 0} text={text} />
        <RequestQuoteButton
          formId={FORM_ID}
          action={quotePath}
          className={buttonClass({ full: true, className: "mt-5" })}
        >
          {words.estimate.requestQuote}
        </RequestQuoteButton>
        <ShareDesign design={design} path={path} text={text} />
        <DesignerSaveForm designQuery={designQuery(design)} text={text} action={savePath} />
        {renderingPath ? <RenderingForm designQuery={designQuery(design)} text={text} action={renderingPath} /> : null}
      </div>

      <form
        ref={formRef}
        id={FORM_ID}
        // Leaving a number field settles its edit: typing there again is a new step.
        onBlur={() => (typingIn.current = null)}
        method="get"
        // "Update plan and price" lands on the new price, not at the top of the page.
        action={`${path}#estimate-panel`}
        noValidate
        // With JavaScript the form never reloads the page; a button with its own formaction still submits it.
        onSubmit={(event) => {
          if (!(event.nativeEvent as SubmitEvent).submitter?.hasAttribute("formaction")) event.preventDefault();
        }}
        aria-labelledby="design-form-heading"
        className="[grid-area:form] grid gap-6 self-start rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="design-form-heading" className="text-2xl font-semibold text-navy-900">
          {f.heading}
        </h2>
        {/* The visit's campaign goes with the design to the quote form, even without JavaScript. */}
        {UTM_PARAMETERS.map((name) => (params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name)!.slice(0, 200)} /> : null))}
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errors.form}
          </p>
        ) : null}

        <Part name="shape" deps={[raw("shape"), design.shape, errors.shape]}>
          <fieldset aria-describedby={errors.shape ? `${fieldId("shape")}-error` : undefined}>
            <legend className="text-lg font-semibold text-navy-900">{f.shape}</legend>
            <div className="mt-3 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 lg:grid-cols-2">
              {labels.shape.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-200 px-3 py-2 font-semibold text-ink has-[:checked]:border-pool-600 has-[:checked]:bg-pool-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-pool-500"
                >
                  <input
                    type="radio"
                    name="shape"
                    value={option.value}
                    checked={raw("shape") === option.value || (!raw("shape") && design.shape === option.value)}
                    onChange={update}
                    className="size-4 accent-pool-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <ErrorText name="shape" error={errors.shape} />
          </fieldset>
        </Part>

        <Group legend={f.sizeAndDepth} pairs>
          <NumberInput name="length" label={f.length} unit={units.ft} value={given("length") ?? String(design.length)} min={size.length.min} max={size.length.max} step={1} error={errors.length} onChange={update} />
          <NumberInput name="width" label={f.width} unit={units.ft} value={given("width") ?? String(design.width)} min={size.width.min} max={size.width.max} step={1} error={errors.width} onChange={update} />
          <NumberInput name="shallow" label={f.shallow} unit={units.ft} value={given("shallow") ?? String(design.shallow)} min={depthLimits.shallow.min} max={depthLimits.shallow.max} step={0.5} error={errors.shallow} onChange={update} />
          {/* The deep end's floor is the shallow end's depth: its hint and `min` say so, as other limits do. */}
          <NumberInput name="deep" label={f.deep} unit={units.ft} value={given("deep") ?? String(design.deep)} min={Math.max(depthLimits.deep.min, design.shallow)} max={depthLimits.deep.max} step={0.5} error={errors.deep} onChange={update} />
        </Group>

        <Group legend={f.spaAndShelf} wide>
          <Select name="spa" label={f.spa} options={labels.spa} value={raw("spa") || design.spa} error={errors.spa} choose={f.choose} onChange={update} />
          <Select name="shelf" label={f.shelf} options={labels.shelf} value={raw("shelf") || design.shelf} error={errors.shelf} choose={f.choose} onChange={update} />
        </Group>

        <Part name="features" deps={[labels.features.map((option) => Number(chosenFeatures.includes(option.value))).join(""), errors.features]}>
          <fieldset className="border-t border-slate-200 pt-5" aria-describedby={errors.features ? `${fieldId("features")}-error` : undefined}>
            <legend className="float-left mb-2 w-full text-lg font-semibold text-navy-900">{f.features}</legend>
            <div className="clear-left grid gap-x-4 sm:grid-cols-2">
              {labels.features.map((option) => (
                <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    name="features"
                    value={option.value}
                    checked={chosenFeatures.includes(option.value)}
                    onChange={update}
                    className="size-5 shrink-0 rounded border-slate-400 accent-pool-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <ErrorText name="features" error={errors.features} />
          </fieldset>
        </Part>

        <Group legend={f.lightsFireCover} wide>
          <Select name="lighting" label={f.lighting} options={labels.lighting} value={raw("lighting") || design.lighting} error={errors.lighting} choose={f.choose} onChange={update} />
          <Select
            name="fireBowls"
            label={f.fireBowls}
            options={labels.fireBowls}
            value={raw("fireBowls") || String(design.fireBowls)}
            error={errors.fireBowls}
            choose={f.choose}
            onChange={update}
          />
          <Part name="cover" deps={[covered, errors.cover]}>
            <div className="sm:col-span-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name="cover"
                  value="on"
                  checked={covered}
                  onChange={update}
                  aria-describedby={[`${fieldId("cover")}-hint`, errors.cover ? `${fieldId("cover")}-error` : null].filter(Boolean).join(" ")}
                  className="size-5 shrink-0 rounded border-slate-400 accent-pool-700"
                />
                {f.cover}
              </label>
              <p id={`${fieldId("cover")}-hint`} className="text-xs text-muted">
                {f.coverHint}
              </p>
              <ErrorText name="cover" error={errors.cover} />
            </div>
          </Part>
        </Group>

        <Group legend={f.surfaces} wide>
          <Select name="finish" label={f.finish} options={labels.finish} value={raw("finish") || design.finish} error={errors.finish} choose={f.choose} onChange={update} />
          <Select name="coping" label={f.coping} options={labels.coping} value={raw("coping") || design.coping} error={errors.coping} choose={f.choose} onChange={update} />
          <Select name="deck" label={f.deck} options={labels.deck} value={raw("deck") || design.deck} error={errors.deck} choose={f.choose} onChange={update} />
          <NumberInput name="deckArea" label={f.deckArea} unit={units.sqft} value={given("deckArea") ?? String(design.deckArea)} min={deckAreaLimits.min} max={deckAreaLimits.max} step={50} error={errors.deckArea} onChange={update} />
        </Group>

        {/* "Your yard": what the 3-D view draws behind the pool. It prices nothing. */}
        <Group legend={f.yard} wide hint={{ id: fieldId("yard-hint"), text: f.yardHint }}>
          <Select name="house" label={f.house} options={labels.house} value={raw("house") || design.yard.house} error={errors.house} choose={f.choose} onChange={update} />
          <Select name="houseColor" label={f.houseColor} options={labels.houseColor} value={raw("houseColor") || design.yard.houseColor} error={errors.houseColor} choose={f.choose} onChange={update} />
          <Select name="fence" label={f.fence} options={labels.fence} value={raw("fence") || design.yard.fence} error={errors.fence} choose={f.choose} onChange={update} />
          <Select name="planting" label={f.planting} options={labels.planting} value={raw("planting") || design.yard.planting} error={errors.planting} choose={f.choose} onChange={update} />
        </Group>

        <UpdateButtonOrNote live={f.live} update={f.update} />
        <EstimateBar estimate={estimate} formId={FORM_ID} text={text} quotePath={quotePath} />
      </form>

      <section aria-labelledby="estimate-lines-heading" className="[grid-area:lines] rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
        <h2 id="estimate-lines-heading" className="text-2xl font-semibold text-navy-900">
          {words.estimate.linesHeading}
        </h2>
        <p className="mt-2 text-sm text-muted">{words.estimate.linesIntro}</p>
        <div className="mt-4 overflow-x-auto">
          <EstimateLines estimate={estimate} text={text} />
        </div>
        <Part name="exclusions" deps={[]}>
          <EstimateExclusions text={text} />
        </Part>
      </section>
    </>
  );
}

// The server's plan and price are complete: React loads when the visitor reaches for an option.
export const DesignerIsland = island("designer", Designer, { hydrate: "interaction" });
