import { formatUsd } from "@fsa/shared";
import { Card } from "../../../components/ui/card.tsx";
import type { AnalysisView } from "../lib/analysis-view.ts";

/** How many recommendations the summary lists: the same first three as the Plain English tab (spec §9). */
export const SUMMARY_RECOMMENDATIONS = 3;

/**
 * The analysis at a glance, above the tabs (issue #16): the client in one line, the top three
 * recommendations with their net benefit in today's dollars, and the plan's total, the one figure
 * the Plain English tab's Total Potential Benefits repeats.
 */
export function PlanSummaryCard({ view }: { view: AnalysisView }) {
  const c = view.client;
  const facts = [
    c.netWorth ? `Net worth ${c.netWorth}` : null,
    c.ages,
    c.state,
    c.keyFacts.length ? c.keyFacts.join(", ") : null,
  ].filter((p): p is string => p !== null);
  const top = view.recommendations.slice(0, SUMMARY_RECOMMENDATIONS);
  return (
    <Card role="region" className="overflow-hidden" data-testid="plan-summary" aria-labelledby="plan-summary-title">
      <div className="grid gap-0 md:grid-cols-[1fr_auto]">
        <div className="space-y-3 p-5">
          <div>
            <h2 id="plan-summary-title" className="text-lg font-semibold">
              {c.type}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="client-line">
              {facts.length ? facts.join(" · ") : "Not specified"}
            </p>
          </div>
          {top.length ? (
            <ol className="space-y-1.5" aria-label="Top recommendations">
              {top.map((r, i) => (
                <li key={r.key} className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0">
                    <span className="mr-1.5 text-muted-foreground">{i + 1}.</span>
                    {r.strategy}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums" data-testid="summary-benefit">
                    {r.netBenefitText}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No recommendations available</p>
          )}
        </div>
        <div className="flex flex-col justify-center gap-1 border-t border-border bg-accent p-5 text-accent-foreground md:min-w-56 md:border-t-0 md:border-l">
          <p className="text-sm font-medium">Plan net benefit</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="plan-total">
            {formatUsd(view.planNetBenefit)}
          </p>
          <p className="text-xs">After costs, in today&apos;s dollars</p>
        </div>
      </div>
    </Card>
  );
}
