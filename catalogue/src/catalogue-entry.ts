import type { TStrategyCatalogueEntry } from "@fsa/shared";

/**
 * The served form of a strategy (spec §3 "Strategy catalogue entry" fields only), with its training
 * pages under /training/.
 */
export function toCatalogueEntry(
  def: Omit<TStrategyCatalogueEntry, "videoTrainingUrl" | "textTrainingUrl">,
): TStrategyCatalogueEntry {
  return {
    id: def.id,
    name: def.name,
    category: def.category,
    description: def.description,
    benefitCalculation: def.benefitCalculation,
    costCalculation: def.costCalculation,
    lifeInsuranceComponent: def.lifeInsuranceComponent,
    annuityComponent: def.annuityComponent,
    applicableNetWorth: def.applicableNetWorth,
    regulatoryDisclosures: def.regulatoryDisclosures,
    videoTrainingUrl: `/training/${def.id}/video`,
    textTrainingUrl: `/training/${def.id}`,
    sources: def.sources,
  };
}
