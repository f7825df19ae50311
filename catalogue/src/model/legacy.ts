import type { StrategyDefinition } from "../types.ts";
import { FAMILY, RELEVANCE, TRANSFERS } from "./relevance.ts";
import type { CashFlow, Strategy, StrategySpec } from "./strategy.ts";

/**
 * Bridge for catalogue entries still written against the earlier contract (a benefit by category
 * over a horizon, a cost of setup plus annual × years). Their figures are re-expressed as effects
 * the household prices: income-tax savings and income as level yearly flows over the cost horizon,
 * the setup cost now and the running cost each year, and an estate-tax saving as the value it
 * implies moved out of the estate (saving ÷ the §2001(c) top rate), which the household then
 * prices against the projected estate and exclusion; protection is reported, never added.
 * Entries rewritten as `defineStrategy` files do not pass through here.
 */

const DOMAIN_BY_CATEGORY: [RegExp, Strategy["domain"]][] = [
  [/charit/i, "charitable"],
  [/retire|executive|compensation/i, "retirement"],
  [/insurance|risk|asset protection/i, "protection"],
  [/international|global|state/i, "state-international"],
  [/business|real estate|capital gains|investment|equity/i, "business"],
];

/** Wraps an earlier entry as a household-model strategy. */
export function fromLegacy(def: StrategyDefinition): Strategy {
  const domain = DOMAIN_BY_CATEGORY.find(([re]) => re.test(def.category))?.[1] ?? "estate";
  const spec: StrategySpec<string> = {
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
    sources: def.sources,
    domain,
    family: FAMILY[def.id],
    transfers: TRANSFERS[def.id],
    variables: Object.fromEntries(def.variables.map((v) => [v.name, { unit: v.unit, description: v.description }])),
    defaults: (ctx) => def.defaults(ctx.facts, ctx.household.tax),
    effects: (v, ctx) => {
      const tax = ctx.household.tax;
      const b = def.benefit(v, tax);
      const c = def.cost(v, tax);
      const years = Math.max(1, Math.round(c.years || 10));
      const flows: CashFlow[] = [];
      if (c.setup > 0) flows.push({ year: 0, amountUsd: -c.setup, kind: "cost", label: "set-up cost" });
      const yearly = (total: number, kind: CashFlow["kind"], label: string) => {
        if (!(total > 0)) return;
        for (let y = 1; y <= years; y++) flows.push({ year: y, amountUsd: total / years, kind, label });
      };
      if (c.annual > 0)
        for (let y = 1; y <= years; y++)
          flows.push({ year: y, amountUsd: -c.annual, kind: "cost", label: "running cost" });
      yearly(b.taxSavings ?? 0, "incomeTax", "tax saved");
      yearly(b.incomeStream ?? 0, "income", "income to the client");
      const estateSaving = b.estateTaxSavings ?? 0;
      return {
        flows,
        estate: estateSaving > 0 ? { removedUsd: estateSaving / tax.estateTaxRate } : undefined,
        protection:
          (b.protection ?? 0) > 0
            ? { amountUsd: b.protection ?? 0, description: "assets shielded or loss insured" }
            : undefined,
        payoutUsd: b.annualPayout ?? 0,
      };
    },
    sensitivity: def.sensitivity,
    eligibility: (facts, ctx) => def.eligibility(facts, ctx.household.tax),
    answers: (ctx) => RELEVANCE[def.id]?.(ctx) ?? null,
    timeline: def.timeline,
    keyBenefits: def.keyBenefits,
    memoBucket: def.memoBucket,
    goalKeywords: def.goalKeywords,
    explanation: def.explanation,
  };
  return Object.assign(spec as Strategy, { legacy: def });
}
