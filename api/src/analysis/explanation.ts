import { type Strategy, strategyName } from "@fsa/catalogue";
import {
  formatUsd,
  inPlainWords,
  type TClientFacts,
  type TExplanation,
  type TRecommendation,
  variableDisplayName,
} from "@fsa/shared";

/**
 * The catalogue engine's detailed explanation (spec §3 "Detailed explanation response"): the
 * strategy's explanation content filled with this client's facts, fit reasons and the figures of
 * the stored recommendation (issue #13 item 6: never recomputed with today's parameters). Every
 * figure quoted is one the analysis computed.
 */
export function templateExplanation(
  def: Strategy,
  facts: TClientFacts,
  rec: TRecommendation,
  fitReasons: string[],
): TExplanation {
  const e = def.explanation;
  const cba = rec.costBenefitAnalysis;
  const b = cba.benefitsBreakdown ?? {
    taxSavings: 0,
    estateTaxSavings: 0,
    incomeStream: 0,
    annualPayout: 0,
    protection: 0,
    totalTenYear: cba.netBenefit,
    netPresentValue: cba.netBenefit,
  };
  const pv = cba.presentValue;
  const when = pv
    ? ` in today's dollars (discounted at ${(pv.discountRate * 100).toFixed(1)}%; ${formatUsd(pv.nominalNetBenefit)} undiscounted over ${pv.horizonYears} years)`
    : "";
  const quantified: TExplanation["expectedBenefits"]["primaryBenefits"] = [
    { key: "taxSavings", label: "Income and capital-gains tax savings" },
    { key: "estateTaxSavings", label: "Estate, gift and GST tax savings" },
    { key: "incomeStream", label: "Income to the client" },
  ]
    .filter((x) => (b[x.key as keyof typeof b] ?? 0) > 0)
    .map((x) => ({
      benefit: x.label,
      description: `${inPlainWords(def.benefitCalculation.formula)}${when}.`,
      quantification: formatUsd(b[x.key as keyof typeof b] ?? 0),
    }));
  if (cba.protection) {
    quantified.push({
      benefit: "Protection (not counted as a saving)",
      description: cba.protection.description,
      quantification: cba.protection.amount > 0 ? formatUsd(cba.protection.amount) : "Not a dollar figure",
    });
  }
  quantified.push({
    benefit: "Net benefit after costs",
    description: `Benefits ${formatUsd(cba.potentialSavings)} less costs ${formatUsd(cba.implementationCost)} (${inPlainWords(def.costCalculation.formula)})${when}.`,
    quantification: `${formatUsd(cba.netBenefit)} (low ${formatUsd(cba.calculations.sensitivityAnalysis.low.netBenefit)}, high ${formatUsd(cba.calculations.sensitivityAnalysis.high.netBenefit)}: ${cba.calculations.sensitivityAnalysis.description})`,
  });
  const figures = { variables: cba.calculations.variables };
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
      situationalFactors: figures.variables.map((v) => `${variableDisplayName(v.name)}: ${v.assumption}`),
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
      alternativeStrategies: e.alternatives.map((a) => ({ ...a, strategy: strategyName(a.strategy) })),
      uniqueAdvantages: e.uniqueAdvantages,
    },
  };
}
