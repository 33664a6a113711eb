import { feet } from "#app/features/design/description.ts";
import { designLayout, STEP_COUNT, STEP_TREAD, type Point } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { fill } from "#app/i18n/catalog.ts";
import { copingColours, deckColours, lightColours, waterColours } from "#app/features/design/palette.ts";

/**
 * The to-scale 2-D plan: one SVG user unit is one foot. Deck, coping, water shaded from the
 * shallow to the deep end, sun shelf, steps, spa, water features, lights, fire bowls, and the
 * pool's dimensions. Also the view without WebGL. `id` keeps the gradient and clip ids unique
 * when several plans share a page.
 */

const COPING = 1;
const LABEL = 1.7;

function pathOf(points: readonly Point[]): string {
  return `M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join("L")}Z`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The plan's words: the e-mails' picture and the owner's pages pass the catalog's too. */
export type PlanText = DesignerText<"plan">;

export function DesignPlan({ design, description, text, id = "plan" }: { design: Design; description: string; text: PlanText; id?: string }) {
  const t = text.words.plan;
  const ft = (value: string | number) => fill(t.feet, { value });
  const layout = designLayout(design);
  const { deck, outline, shelf, steps, spa, features } = layout;
  const water = waterColours[design.finish];
  const coping = copingColours[design.coping];
  const light = lightColours[design.lighting];
  const pool = pathOf(outline);
  const pad = 6;
  const viewBox = [deck.x - pad, deck.y - pad, deck.width + pad * 2, deck.height + pad * 2].map(round).join(" ");
  const below = deck.y + deck.height + 2.8;
  const left = deck.x - 2.4;
  const ys = outline.map((p) => p.y);
  const middle = (Math.min(...ys) + Math.max(...ys)) / 2;
  const ids = { water: `${id}-water`, clip: `${id}-clip`, title: `${id}-title`, desc: `${id}-desc` };

  return (
    <svg
      viewBox={viewBox}
      role="img"
      aria-labelledby={`${ids.title} ${ids.desc}`}
      className="block h-auto w-full"
      preserveAspectRatio="xMidYMid meet"
      fontFamily="inherit"
    >
      <title id={ids.title}>{t.title}</title>
      <desc id={ids.desc}>{description}</desc>
      <defs>
        <linearGradient id={ids.water} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={water.shallow} />
          <stop offset="1" stopColor={water.deep} />
        </linearGradient>
        <clipPath id={ids.clip}>
          <path d={pool} />
        </clipPath>
      </defs>

      <rect x={deck.x} y={deck.y} width={deck.width} height={deck.height} rx={1.5} fill={deckColours[design.deck]} stroke="#9c9484" strokeWidth={0.15} />

      {spa ? <circle cx={spa.x} cy={spa.y} r={spa.radius + COPING} fill={coping} /> : null}
      <path d={pool} fill="none" stroke={coping} strokeWidth={COPING * 2} strokeLinejoin="round" />
      <path d={pool} fill={`url(#${ids.water})`} />

      <g clipPath={`url(#${ids.clip})`}>
        {shelf ? (
          <rect x={shelf.x} y={shelf.y} width={shelf.width} height={shelf.height} fill="#d8f4f8" fillOpacity={0.75} stroke="#ffffff" strokeWidth={0.2} />
        ) : null}
        {Array.from({ length: STEP_COUNT }, (_, i) => (
          <rect
            key={i}
            x={steps.x + i * STEP_TREAD}
            y={steps.y}
            width={STEP_TREAD}
            height={steps.height}
            fill="#ffffff"
            fillOpacity={0.5 - i * 0.12}
            stroke="#ffffff"
            strokeWidth={0.15}
          />
        ))}
      </g>

      {spa ? (
        <g>
          <circle cx={spa.x} cy={spa.y} r={spa.radius} fill={water.deep} stroke="#ffffff" strokeWidth={0.15} />
          <circle cx={spa.x} cy={spa.y} r={spa.radius - 1.2} fill="none" stroke="#ffffff" strokeOpacity={0.5} strokeWidth={0.15} strokeDasharray="0.6 0.6" />
          {design.spa === "raised" ? (
            <path
              d={`M${round(spa.x - spa.radius)} ${round(spa.y - 1.8)}A${spa.radius} ${spa.radius} 0 0 0 ${round(spa.x - spa.radius)} ${round(spa.y + 1.8)}`}
              fill="none"
              stroke="#ffffff"
              strokeWidth={0.6}
            />
          ) : null}
          <text x={spa.x} y={spa.y + 0.6} textAnchor="middle" fontSize={LABEL} fill="#ffffff" fontWeight={600}>
            {t.spa}
          </text>
        </g>
      ) : null}

      {features.sheerDescent ? (
        <line
          x1={features.sheerDescent.from.x}
          y1={features.sheerDescent.from.y - 0.3}
          x2={features.sheerDescent.to.x}
          y2={features.sheerDescent.to.y - 0.3}
          stroke="#ffffff"
          strokeWidth={0.8}
          strokeLinecap="round"
        />
      ) : null}
      {features.rockWaterfall ? (
        <g fill="#8a7a66" stroke="#5f5344" strokeWidth={0.15}>
          <circle cx={features.rockWaterfall.x - 1.6} cy={features.rockWaterfall.y - 1.6} r={1.7} />
          <circle cx={features.rockWaterfall.x + 1.2} cy={features.rockWaterfall.y - 2} r={1.9} />
          <circle cx={features.rockWaterfall.x} cy={features.rockWaterfall.y - 0.6} r={1.2} fill="#9d8c76" />
        </g>
      ) : null}
      {features.scuppers.map((p, i) => (
        <rect key={i} x={p.x - 0.6} y={p.y - 1.6} width={1.2} height={1.2} fill="#6b6f76" />
      ))}
      {features.deckJets.map((p, i) => (
        <g key={i}>
          <circle cx={p.x} cy={p.y} r={0.4} fill="#4b5563" />
          <path d={`M${p.x} ${p.y - 0.4}Q${p.x + 0.6} ${p.y - 2.6} ${p.x + 1.1} ${p.y - 3.6}`} fill="none" stroke="#2a9ec4" strokeWidth={0.15} strokeDasharray="0.4 0.3" />
        </g>
      ))}
      {layout.lights.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={0.55} fill={light} stroke="#1f2937" strokeWidth={0.12} />
      ))}
      {layout.fireBowls.map((p, i) => (
        <g key={i}>
          <circle cx={p.x} cy={p.y} r={1.1} fill="#57534e" />
          <circle cx={p.x} cy={p.y} r={0.6} fill="#f97316" />
        </g>
      ))}

      <g fill="#0f2a44" fontSize={LABEL} fontWeight={600}>
        <text x={steps.x + steps.width + 1} y={middle + 0.6}>
          {ft(feet(design.shallow))}
        </text>
        <text x={design.length - 2} y={middle + 0.6} textAnchor="end" fill="#ffffff">
          {ft(feet(design.deep))}
        </text>
      </g>

      <g stroke="#0f2a44" strokeWidth={0.15} fill="#0f2a44" fontSize={LABEL}>
        <line x1={0} y1={below} x2={design.length} y2={below} />
        <line x1={0} y1={below - 0.8} x2={0} y2={below + 0.8} />
        <line x1={design.length} y1={below - 0.8} x2={design.length} y2={below + 0.8} />
        <text x={design.length / 2} y={below + 2.2} textAnchor="middle" stroke="none">
          {ft(design.length)}
        </text>
        <line x1={left} y1={0} x2={left} y2={design.width} />
        <line x1={left - 0.8} y1={0} x2={left + 0.8} y2={0} />
        <line x1={left - 0.8} y1={design.width} x2={left + 0.8} y2={design.width} />
        <text x={left - 1} y={design.width / 2} textAnchor="middle" stroke="none" transform={`rotate(-90 ${left - 1} ${design.width / 2})`}>
          {ft(design.width)}
        </text>
      </g>
    </svg>
  );
}
