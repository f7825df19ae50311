import { benefitTypeName, costTypeName, formatUsd, inPlainWords, type TStrategyCatalogueEntry } from "@fsa/shared";
import { BookOpen } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { disclosureText, hasComponent } from "../lib/filter-strategies.ts";

function Formula({ label, type, formula }: { label: string; type: string; formula: string }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">
        {label}: <span>{type}</span>
      </p>
      <p className="rounded bg-muted px-2 py-1 text-xs break-words">{inPlainWords(formula)}</p>
    </div>
  );
}

/** A catalogue card (spec §2 "/strategies ... Each card shows"); memoised, as the grid grows a slice at a time. */
export const StrategyCard = memo(function StrategyCard({ s }: { s: TStrategyCatalogueEntry }) {
  return (
    <Card className="flex h-full flex-col" data-testid="strategy-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{s.category}</Badge>
          <span className="text-sm font-semibold text-success" data-testid="min-net-worth">
            {formatUsd(s.applicableNetWorth)}+
          </span>
        </div>
        <CardTitle as="h2" className="text-base">
          {s.name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{s.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <Formula
          label="Benefit"
          type={benefitTypeName(s.benefitCalculation.type)}
          formula={s.benefitCalculation.formula}
        />
        <Formula label="Cost" type={costTypeName(s.costCalculation.type)} formula={s.costCalculation.formula} />
        {hasComponent(s.lifeInsuranceComponent) ? (
          <p className="text-xs" data-testid="life-insurance">
            <span className="font-medium">Life insurance component: </span>
            {s.lifeInsuranceComponent}
          </p>
        ) : null}
        {hasComponent(s.annuityComponent) ? (
          <p className="text-xs" data-testid="annuity">
            <span className="font-medium">Annuity component: </span>
            {s.annuityComponent}
          </p>
        ) : null}
        {s.regulatoryDisclosures.length ? (
          <div className="flex flex-wrap gap-1">
            <span className="sr-only">Regulatory disclosures:</span>
            {s.regulatoryDisclosures.map((d) => (
              <Badge key={d} variant="outline" className="font-normal" data-testid="disclosure">
                {disclosureText(d)}
              </Badge>
            ))}
          </div>
        ) : null}
        <Link
          to={s.textTrainingUrl}
          className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline max-sm:min-h-11"
        >
          <BookOpen className="h-4 w-4" aria-hidden="true" />
          Training: {s.name}
        </Link>
      </CardContent>
    </Card>
  );
});
