import { formatUsd } from "@fsa/shared";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import type { RecommendationView } from "../lib/analysis-view.ts";

const ROW = 34;
const LABEL_W = 230;
const VALUE_W = 96;
const WIDTH = 720;

const short = (s: string) => (s.length > 34 ? `${s.slice(0, 32)}…` : s);

/**
 * Net benefit of each strategy after costs, as horizontal bars with the sensitivity range
 * (low–high on the key assumption) as a whisker. Hand-rolled SVG: no chart library in the bundle.
 * A visually hidden table carries the same figures for screen readers.
 */
export function NetBenefitChart({ recommendations }: { recommendations: RecommendationView[] }) {
  const rows = recommendations.filter((r) => r.netBenefit !== null);
  if (!rows.length) return null;
  const values = rows.flatMap((r) => [
    r.netBenefit ?? 0,
    ...(r.sensitivity ? [r.sensitivity.low, r.sensitivity.high] : []),
  ]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotW = WIDTH - LABEL_W - VALUE_W;
  const x = (v: number) => LABEL_W + ((v - min) / span) * plotW;
  const height = rows.length * ROW + 8;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Net Benefit by Strategy</CardTitle>
        <p className="text-sm text-muted-foreground">
          After costs, over each strategy&apos;s horizon; the thin line spans the low and high cases of the key
          assumption.
        </p>
      </CardHeader>
      <CardContent>
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby="net-benefit-chart-title"
          data-testid="net-benefit-chart"
        >
          <title id="net-benefit-chart-title">Bar chart of net benefit by strategy</title>
          <line x1={x(0)} x2={x(0)} y1={0} y2={height} stroke="#94a3b8" strokeWidth={1} />
          {rows.map((r, i) => {
            const v = r.netBenefit ?? 0;
            const y = i * ROW + 6;
            const x0 = Math.min(x(0), x(v));
            const w = Math.max(1, Math.abs(x(v) - x(0)));
            return (
              <g key={r.key} data-testid="chart-bar">
                <text x={0} y={y + 16} fontSize={12} fill="#0f172a">
                  {short(r.strategy)}
                </text>
                <rect x={x0} y={y + 4} width={w} height={16} rx={3} fill={v >= 0 ? "#3b82f6" : "#ef4444"} />
                {r.sensitivity ? (
                  <line
                    x1={x(r.sensitivity.low)}
                    x2={x(r.sensitivity.high)}
                    y1={y + 12}
                    y2={y + 12}
                    stroke="#0f172a"
                    strokeWidth={1.5}
                  />
                ) : null}
                <text x={WIDTH - VALUE_W + 8} y={y + 16} fontSize={12} fill="#0f172a">
                  {formatUsd(v)}
                </text>
              </g>
            );
          })}
        </svg>
        <div className="sr-only">
          <table>
            <caption>Net benefit by strategy</caption>
            <thead>
              <tr>
                <th scope="col">Strategy</th>
                <th scope="col">Net benefit</th>
                <th scope="col">Low case</th>
                <th scope="col">High case</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.strategy}</th>
                  <td>{formatUsd(r.netBenefit ?? 0)}</td>
                  <td>{r.sensitivity ? formatUsd(r.sensitivity.low) : "—"}</td>
                  <td>{r.sensitivity ? formatUsd(r.sensitivity.high) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
