import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack } from "@visx/shape";
import { rowTotal, type ChartData } from "#app/features/dashboard/chart-data.ts";
import { ChartFrame, ChartLabel, chartImageProps, seriesColours } from "#app/features/dashboard/components/chart-frame.tsx";

// Narrow on purpose: scaled down to a phone the labels stay legible, scaled up on a desk they grow.
const WIDTH = 400;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 8, bottom: 28, left: 40 };
const TICK_LABEL = { fill: "#4a5b6c", fontSize: 12, fontFamily: "inherit" } as const;
const compact = new Intl.NumberFormat("en-US", { notation: "compact" });

type Row = ChartData["rows"][number];

/** One bar per week, stacked by series, drawn on the server with visx scales and axes. */
export function WeeklyBarChart({ chart }: { chart: ChartData }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: chart.rows.map((row) => row.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(4, ...chart.rows.map(rowTotal))], range: [innerHeight, 0], nice: true });
  // About six week labels fit under the bars, whatever the range.
  const every = Math.ceil(chart.rows.length / 6);
  return (
    <ChartFrame chart={chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" {...chartImageProps(chart)}>
        <ChartLabel chart={chart} />
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(4).map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="#eadfcb" />
          ))}
          <BarStack<Row, string>
            data={chart.rows}
            keys={chart.keys}
            value={(row, key) => row.values[key] ?? 0}
            x={(row) => row.label}
            xScale={x}
            yScale={y}
            color={(key) => seriesColours[chart.keys.indexOf(key) % seriesColours.length]!}
          />
          <AxisLeft scale={y} numTicks={4} tickFormat={(value) => compact.format(Number(value))} hideTicks hideAxisLine tickLabelProps={TICK_LABEL} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={chart.rows.filter((_, index) => index % every === 0).map((row) => row.label)}
            stroke="#4a5b6c"
            tickStroke="#4a5b6c"
            tickLabelProps={TICK_LABEL}
          />
        </Group>
      </svg>
    </ChartFrame>
  );
}
