import { TitledCard } from "../../../../components/ui/card.tsx";
import { LabelledInput } from "../../../../components/ui/input.tsx";
import type { EditableTabProps } from "../../lib/analysis-view.ts";

const FIELDS = [
  ["totalAssets", "Total Assets"],
  ["totalLiabilities", "Total Liabilities"],
  ["annualIncome", "Annual Income"],
] as const;

/** Financials (spec §2, §5): three free-text fields whose edits stay in this page, and the read-only Savings Rate. */
export function FinancialsTab({ view, figures, onEdit }: EditableTabProps) {
  return (
    <TitledCard
      title="Financial Summary"
      description={
        <p className="text-sm text-muted-foreground">Edits here are for your working session only and are not saved.</p>
      }
      contentClassName="grid gap-6 md:grid-cols-2"
    >
      {FIELDS.map(([key, label]) => (
        <LabelledInput
          key={key}
          label={label}
          className="space-y-2"
          value={figures[key]}
          onChange={(e) => onEdit(key, e.target.value)}
        />
      ))}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Savings Rate</h3>
        <p className="flex h-10 items-center text-lg font-semibold" data-testid="savings-rate">
          {view.savingsRate}
        </p>
      </div>
    </TitledCard>
  );
}
