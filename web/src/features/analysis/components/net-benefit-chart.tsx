import { formatUsd } from "@fsa/shared";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import type { RecommendationView } from "../lib/analysis-view.ts";

/** The strategies that have a net benefit, largest first. */
export function chartRows(recommendations: RecommendationView[]): RecommendationView[] {
  return recommendations.filter((r) => r.netBenefit !== null).sort((a, b) => (b.netBenefit ?? 0) - (a.netBenefit ?? 0));
}

/**
 * Net benefit of each strategy after costs, as horizontal bars from the largest down, with the
 * sensitivity range (low–high on the key assumption) as a whisker. Bars are HTML, not a scaled
 * picture, so the text keeps the page's size at a phone's width and each strategy's name is shown
 * in full, wrapping as it needs (issue #16); a bar's tooltip gives its figures. No chart library
 * in the bundle. A visually hidden table carries the same figures for screen readers.
 */
export function NetBenefitChart({ recommendations }: { recommendations: RecommendationView[] }) {
  const rows = chartRows(recommendations);
  if (!rows.length) return null;
  const values = rows.flatMap((r) => [
    r.netBenefit ?? 0,
    ...(r.sensitivity ? [r.sensitivity.low, r.sensitivity.high] : []),
  ]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  /** A value's position along the track, percent. */
  const at = (v: number) => ((v - min) / span) * 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Net Benefit by Strategy</CardTitle>
        <p className="text-sm text-muted-foreground">
          After costs, in today&apos;s dollars, largest first. The thin line across each bar is the sensitivity range:
          the net benefit if the strategy&apos;s key assumption (growth, a rate, a lifetime) comes out lower or higher
          than expected.
        </p>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" aria-hidden="true" data-testid="net-benefit-chart">
          {rows.map((r) => {
            const v = r.netBenefit ?? 0;
            const left = Math.min(at(0), at(v));
            const width = Math.max(0.5, Math.abs(at(v) - at(0)));
            const tip = `${r.strategy}: ${formatUsd(v)}${r.sensitivity ? ` (low ${formatUsd(r.sensitivity.low)}, high ${formatUsd(r.sensitivity.high)})` : ""}`;
            return (
              <li
                key={r.key}
                className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_1fr_auto] sm:items-center"
                title={tip}
                data-testid="chart-bar"
              >
                <span className="leading-snug break-words">{r.strategy}</span>
                <span className="relative block h-5 rounded-sm bg-muted">
                  <span
                    className={`absolute inset-y-0 rounded-sm ${v >= 0 ? "bg-chart-positive" : "bg-chart-negative"}`}
                    style={{ left: `${left}%`, width: `${width}%` }}
                  />
                  {r.sensitivity ? (
                    <span
                      className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-foreground"
                      style={{
                        left: `${at(Math.min(r.sensitivity.low, r.sensitivity.high))}%`,
                        width: `${Math.abs(at(r.sensitivity.high) - at(r.sensitivity.low))}%`,
                      }}
                    />
                  ) : null}
                </span>
                <span className="font-semibold tabular-nums sm:text-right">{formatUsd(v)}</span>
              </li>
            );
          })}
        </ol>
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
