import { z } from "zod";

/**
 * The detailed strategy explanation (spec §3 "Detailed explanation response"). Every section is
 * present in what we produce; `rawText` holds the plain text when a model reply could not be
 * structured.
 */
export const ZExplanation = z.object({
  rawText: z.string().nullable(),
  strategyOverview: z.object({
    title: z.string(),
    description: z.string(),
    keyComponents: z.array(z.string()),
  }),
  clientFit: z.object({
    whyThisClient: z.string(),
    goalAlignment: z.array(z.string()),
    riskProfile: z.string(),
    situationalFactors: z.array(z.string()),
  }),
  implementationGuide: z.object({
    stepByStep: z.array(
      z.object({
        step: z.number().int(),
        title: z.string(),
        description: z.string(),
        timeline: z.string(),
        requirements: z.array(z.string()),
      }),
    ),
    prerequisites: z.array(z.string()),
    professionalInvolvement: z.array(z.string()),
  }),
  expectedBenefits: z.object({
    primaryBenefits: z.array(z.object({ benefit: z.string(), description: z.string(), quantification: z.string() })),
    secondaryBenefits: z.array(z.string()),
    taxAdvantages: z.array(z.string()),
  }),
  risksAndConsiderations: z.object({
    primaryRisks: z.array(z.object({ risk: z.string(), description: z.string(), mitigation: z.string() })),
    marketRisks: z.array(z.string()),
    regulatoryConsiderations: z.array(z.string()),
    liquidityConsiderations: z.string(),
  }),
  timelineAndMilestones: z.object({
    implementationPhases: z.array(
      z.object({
        phase: z.string(),
        duration: z.string(),
        keyActivities: z.array(z.string()),
        milestones: z.array(z.string()),
      }),
    ),
    reviewSchedule: z.string(),
    exitStrategy: z.string(),
  }),
  successMetrics: z.object({
    quantitativeMetrics: z.array(
      z.object({ metric: z.string(), target: z.string(), measurementFrequency: z.string() }),
    ),
    qualitativeIndicators: z.array(z.string()),
    warningSignals: z.array(z.string()),
  }),
  comparativeAnalysis: z.object({
    alternativeStrategies: z.array(z.object({ strategy: z.string(), whyNotChosen: z.string() })),
    uniqueAdvantages: z.array(z.string()),
  }),
});
export type TExplanation = z.infer<typeof ZExplanation>;

export const ZCreateExplanationRequest = z.object({
  strategyId: z.string().min(1),
  regenerate: z.boolean().optional(),
});
export type TCreateExplanationRequest = z.infer<typeof ZCreateExplanationRequest>;

/** `POST /api/projects/:id/explanations` reply (spec §3: explanation and rawResponse). */
export const ZExplanationResponse = z.object({
  explanation: ZExplanation,
  rawResponse: z.string().nullable(),
  engine: z.string(),
  generatedAt: z.string(),
});
export type TExplanationResponse = z.infer<typeof ZExplanationResponse>;
