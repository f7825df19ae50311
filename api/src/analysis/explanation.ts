import type { StrategyDefinition, StrategyFigures } from "@fsa/catalogue";
import { formatUsd, type TClientFacts, type TExplanation } from "@fsa/shared";

/**
 * The catalogue engine's detailed explanation (spec §3 "Detailed explanation response"): the
 * strategy's explanation content filled with this client's facts, fit reasons and figures.
 * Every figure quoted is one the formulas computed.
 */
export function templateExplanation(
  def: StrategyDefinition,
  facts: TClientFacts,
  figures: StrategyFigures,
  fitReasons: string[],
): TExplanation {
  const e = def.explanation;
  const b = figures.benefit;
  const quantified: TExplanation["expectedBenefits"]["primaryBenefits"] = [
    { key: "taxSavings", label: "Income and capital-gains tax savings" },
    { key: "estateTaxSavings", label: "Estate, gift and GST tax savings" },
    { key: "incomeStream", label: "Income to the client" },
    { key: "annualPayout", label: "Payout to heirs or charity" },
    { key: "protection", label: "Assets protected" },
  ]
    .filter((x) => b[x.key as keyof typeof b] > 0)
    .map((x) => ({
      benefit: x.label,
      description: `${def.benefitCalculation.formula}, over about ${figures.horizonYears} years.`,
      quantification: formatUsd(b[x.key as keyof typeof b]),
    }));
  quantified.push({
    benefit: "Net benefit after costs",
    description: `Gross benefit ${formatUsd(figures.grossBenefit)} less costs ${formatUsd(figures.totalCost)} (${def.costCalculation.formula}).`,
    quantification: `${formatUsd(figures.netBenefit)} (low ${formatUsd(figures.sensitivity.low.netBenefit)}, high ${formatUsd(figures.sensitivity.high.netBenefit)}: ${figures.sensitivity.description})`,
  });
  const goals = facts.goals.filter((g) => def.goalKeywords.some((k) => g.toLowerCase().includes(k)));
  return {
    rawText: null,
    strategyOverview: { title: def.name, description: e.overview, keyComponents: e.keyComponents },
    clientFit: {
      whyThisClient: fitReasons.join(" "),
      goalAlignment: goals.length ? goals.map((g) => `Serves the goal: ${g}`) : def.keyBenefits,
      riskProfile: facts.riskTolerance
        ? `The client's ${facts.riskTolerance} risk tolerance was considered; the figures assume ${figures.variables.find((v) => v.unit === "rate")?.assumption ?? "the stated rates"}.`
        : "The notes do not state a risk tolerance; confirm it before implementing.",
      situationalFactors: figures.variables.map((v) => `${v.name}: ${v.assumption}`),
    },
    implementationGuide: {
      stepByStep: e.steps.map((s, i) => ({ step: i + 1, ...s })),
      prerequisites: e.prerequisites,
      professionalInvolvement: e.professionals,
    },
    expectedBenefits: {
      primaryBenefits: quantified,
      secondaryBenefits: e.secondaryBenefits,
      taxAdvantages: e.taxAdvantages,
    },
    risksAndConsiderations: {
      primaryRisks: e.risks,
      marketRisks: e.marketRisks,
      regulatoryConsiderations: [...e.regulatoryConsiderations, ...def.sources.map((s) => `Authority: ${s}`)],
      liquidityConsiderations: e.liquidityConsiderations,
    },
    timelineAndMilestones: {
      implementationPhases: e.steps.map((s) => ({
        phase: s.title,
        duration: s.timeline,
        keyActivities: [s.description],
        milestones: s.requirements.length ? s.requirements.map((r) => `${r} in place`) : [`${s.title} complete`],
      })),
      reviewSchedule: e.reviewSchedule,
      exitStrategy: e.exitStrategy,
    },
    successMetrics: {
      quantitativeMetrics: e.successMetrics,
      qualitativeIndicators: e.qualitativeIndicators,
      warningSignals: e.warningSignals,
    },
    comparativeAnalysis: {
      alternativeStrategies: e.alternatives,
      uniqueAdvantages: e.uniqueAdvantages,
    },
  };
}
