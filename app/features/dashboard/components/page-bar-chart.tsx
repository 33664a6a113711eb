import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { rowTotal, type ChartData } from "#app/features/dashboard/chart-data.ts";
import { ChartFrame, ChartLabel, chartImageProps, seriesColours } from "#app/features/dashboard/components/chart-frame.tsx";

const WIDTH = 440;
const ROW = 24;
const MARGIN = { top: 4, right: 16, bottom: 28, left: 160 };
const TICK_LABEL = { fill: "#4a5b6c", fontSize: 12, fontFamily: "inherit" } as const;
const compact = new Intl.NumberFormat("en-US", { notation: "compact" });
/** Long paths are shortened on the axis; the table has them whole. */
const LABEL_CHARS = 22;

/** Horizontal bars, one per page, longest first (the rows come sorted). */
export function PageBarChart({ chart }: { chart: ChartData }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = Math.max(1, chart.rows.length) * ROW;
  const y = scaleBand<string>({ domain: chart.rows.map((row) => row.label), range: [0, innerHeight], padding: 0.2 });
  const x = scaleLinear<number>({ domain: [0, Math.max(4, ...chart.rows.map(rowTotal))], range: [0, innerWidth], nice: true });
  return (
    <ChartFrame chart={chart}>
      <svg viewBox={`0 0 ${WIDTH} ${innerHeight + MARGIN.top + MARGIN.bottom}`} className="h-auto w-full" {...chartImageProps(chart)}>
        <ChartLabel chart={chart} />
        <Group left={MARGIN.left} top={MARGIN.top}>
          {chart.rows.map((row) => (
            <Bar key={row.label} x={0} y={y(row.label)} width={x(rowTotal(row))} height={y.bandwidth()} fill={seriesColours[1]} />
          ))}
          <AxisLeft
            scale={y}
            hideTicks
            hideAxisLine
            tickFormat={(label) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label)}
            tickLabelProps={{ ...TICK_LABEL, textAnchor: "end", dy: "0.33em" }}
          />
          <AxisBottom top={innerHeight} scale={x} numTicks={4} tickFormat={(value) => compact.format(Number(value))} stroke="#4a5b6c" tickStroke="#4a5b6c" tickLabelProps={TICK_LABEL} />
        </Group>
      </svg>
    </ChartFrame>
  );
}
