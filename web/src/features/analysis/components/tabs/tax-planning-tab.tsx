import { formatUsd } from "@fsa/shared";
import { Badge } from "../../../../components/ui/badge.tsx";
import { TitledCard } from "../../../../components/ui/card.tsx";
import { type AnalysisView, priorityVariant } from "../../lib/analysis-view.ts";

/**
 * Tax Planning (spec §2, §5): the current tax situation, tax savings per strategy with a priority
 * badge, the total projected tax savings (`+` suffix, falling back to projectedSavings, then To be
 * calculated) and the additional opportunities, as strings or objects.
 */
export function TaxPlanningTab({ view }: { view: AnalysisView }) {
  const withSavings = view.recommendations.filter((r) => r.taxSavings !== null);
  return (
    <div className="space-y-4">
      <TitledCard title="Current Tax Situation">
        <p className="leading-relaxed">{view.currentTaxSituation ?? "Not analyzed"}</p>
      </TitledCard>
      <TitledCard title="Tax Savings by Strategy" contentClassName="space-y-3">
        {withSavings.length ? (
          <ul className="divide-y divide-border" data-testid="tax-savings-list">
            {withSavings.map((r) => (
              <li key={r.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium">{r.strategy}</span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-success">{formatUsd(r.taxSavings ?? 0)}</span>
                  <Badge variant={priorityVariant(r.priority)}>{r.priority ?? "Not specified"}</Badge>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No tax savings calculated</p>
        )}
        <p className="rounded-md bg-accent p-3 text-accent-foreground">
          Total Projected Tax Savings: <strong data-testid="total-tax-savings">{view.totalProjectedTaxSavings}</strong>
        </p>
      </TitledCard>
      <TitledCard title="Additional Tax Opportunities">
        {view.opportunities.length ? (
          <ul className="space-y-3">
            {view.opportunities.map((o) => (
              <li key={o.key} className="rounded-md border border-border p-3" data-testid="tax-opportunity">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{o.title}</span>
                  {o.category && o.category !== o.title ? <Badge variant="outline">{o.category}</Badge> : null}
                  {o.riskLevel ? <Badge variant={priorityVariant(o.riskLevel)}>{o.riskLevel} risk</Badge> : null}
                </div>
                {o.description ? <p className="mt-1 text-sm">{o.description}</p> : null}
                {o.details.length ? (
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                    {o.details.map((d) => (
                      <div key={d.label}>
                        <dt className="inline text-muted-foreground">{d.label}: </dt>
                        <dd className="inline">{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No additional tax opportunities identified</p>
        )}
      </TitledCard>
    </div>
  );
}
