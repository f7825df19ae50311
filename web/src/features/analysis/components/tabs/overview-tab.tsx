import { useId } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card.tsx";
import { Input, Label } from "../../../../components/ui/input.tsx";
import { type AnalysisView, type EditableFigures, riskVariant } from "../../lib/analysis-view.ts";
import { NetBenefitChart } from "../net-benefit-chart.tsx";

/** Overview (spec §2): Current Net Worth (editable, never saved), the Risk Tolerance badge, Primary Goals, and the net-benefit chart. */
export function OverviewTab({
  view,
  figures,
  onEdit,
}: {
  view: AnalysisView;
  figures: EditableFigures;
  onEdit: (key: keyof EditableFigures, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Client Profile</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={id}>Current Net Worth</Label>
            <Input id={id} value={figures.netWorth} onChange={(e) => onEdit("netWorth", e.target.value)} />
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-medium">Risk Tolerance</h3>
            <Badge variant={riskVariant(view.riskTolerance)} data-testid="risk-badge" className="capitalize">
              {view.riskTolerance ?? "Not specified"}
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
        </CardContent>
      </Card>
      {view.recommendations.length ? <NetBenefitChart recommendations={view.recommendations} /> : null}
    </div>
  );
}
