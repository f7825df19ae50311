import { formatUsd } from "@fsa/shared";
import { TitledCard } from "../../../../components/ui/card.tsx";
import type { AnalysisView } from "../../lib/analysis-view.ts";

/** Spec §9 "Plain English tab shows the first 3 recommendations." */
export const PLAIN_ENGLISH_RECOMMENDATIONS = 3;

/** Plain English (spec §2): the situation, the first three strategies, what to expect, next steps. */
export function PlainEnglishTab({ view }: { view: AnalysisView }) {
  const top = view.recommendations.slice(0, PLAIN_ENGLISH_RECOMMENDATIONS);
  return (
    <div className="space-y-4">
      <TitledCard title="Your Current Situation">
        <p className="leading-relaxed">{view.currentSituation ?? "Not analyzed"}</p>
      </TitledCard>
      <TitledCard title="What We Recommend" contentClassName="space-y-3">
        <p className="leading-relaxed">{view.recommendedApproach}</p>
        {top.length ? (
          <ol className="space-y-2" data-testid="plain-recommendations">
            {top.map((r, i) => (
              <li key={r.key} className="rounded-md border border-border p-3">
                <p className="font-semibold">
                  {i + 1}. {r.strategy}
                </p>
                <p className="text-sm">
                  Potential benefit: <strong>{r.plainBenefitText}</strong>
                </p>
                <p className="text-sm text-muted-foreground">Timeline: {r.timeline ?? "Not specified"}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground">No recommendations available</p>
        )}
      </TitledCard>
      <TitledCard title="What to Expect" contentClassName="space-y-3">
        <p className="leading-relaxed">{view.expectedOutcomes ?? "Not analyzed"}</p>
        {view.planNetBenefit > 0 ? (
          <p className="rounded-md bg-accent p-3 text-accent-foreground">
            Total Potential Benefits: <strong>{formatUsd(view.planNetBenefit)}</strong>
          </p>
        ) : null}
      </TitledCard>
      <TitledCard title="Next Steps">
        <ol className="list-decimal space-y-1 pl-5">
          {view.plainNextSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </TitledCard>
    </div>
  );
}
