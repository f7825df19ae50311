import { Badge } from "../../../../components/ui/badge.tsx";
import { TitledCard } from "../../../../components/ui/card.tsx";
import { LabelledInput } from "../../../../components/ui/input.tsx";
import { type EditableTabProps, riskLabel, riskVariant } from "../../lib/analysis-view.ts";
import { NetBenefitChart } from "../net-benefit-chart.tsx";

/** Overview (spec §2): Current Net Worth (editable, never saved), the Risk Tolerance badge, Primary Goals, and the net-benefit chart. */
export function OverviewTab({ view, figures, onEdit }: EditableTabProps) {
  return (
    <div className="space-y-6">
      <TitledCard title="Client Profile" contentClassName="grid gap-6 md:grid-cols-2">
        <LabelledInput
          label="Current Net Worth"
          className="space-y-2"
          value={figures.netWorth}
          onChange={(e) => onEdit("netWorth", e.target.value)}
        />
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Risk Tolerance</h3>
          <Badge variant={riskVariant(view.riskTolerance)} data-testid="risk-badge">
            {riskLabel(view.riskTolerance)}
          </Badge>
        </div>
        <div className="space-y-2 md:col-span-2">
          <h3 className="text-sm font-medium">Primary Goals</h3>
          {view.primaryGoals.length ? (
            <div className="flex flex-wrap gap-2">
              {view.primaryGoals.map((g) => (
                <Badge key={g} variant="outline">
                  {g}
                </Badge>
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Not specified</p>
          )}
        </div>
      </TitledCard>
      {view.recommendations.length ? <NetBenefitChart recommendations={view.recommendations} /> : null}
    </div>
  );
}
