import { formatUsd } from "@fsa/shared";
import type { Answer, AssetKey, StrategyContext } from "./strategy.ts";

/**
 * What each strategy answers for a client, how urgently, which family of substitutes it belongs
 * to and which assets it moves (issue #13 items 4 and 5). A strategy file may declare its own
 * `answers`, `family` and `transfers`; these tables hold the declarations of entries that do not.
 * The time-critical rules follow the law's deadlines: §1202 needs the shares held at the sale,
 * NUA needs a lump-sum distribution after separation from service (IRC §402(e)(4)(B)), a QCD needs
 * age 70½ (§408(d)(8)(B)(ii)), Roth conversions are cheapest before RMDs start (§401(a)(9)(C)),
 * a late portability election is open for five years after death (Rev. Proc. 2022-32), a QDOT must
 * hold the property by the estate return (§2056(d)(2)), §2032A and §6166 are elections on the
 * estate return, and a 1031 exchange must be set up before the sale closes (§1031(a)(3)).
 */

const age = (ctx: StrategyContext) => ctx.household.primary.age;
const oldest = (ctx: StrategyContext) => Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);
const stated = (ctx: StrategyContext) => !ctx.household.primary.ageAssumed;

type Rule = (ctx: StrategyContext) => Answer | null;

const time = (reason: string): Answer => ({ urgency: "time-critical", reason });
const basic = (reason: string): Answer => ({ urgency: "basic", reason });
const specific = (reason: string): Answer => ({ urgency: "client-specific", reason });

/** The relevance rules by strategy id. */
export const RELEVANCE: Record<string, Rule> = {
  "qsbs-1202-1045-rollover": ({ facts: f }) => {
    if (!f.ownsBusiness || f.businessEntityType !== "c_corp") return null;
    const when = f.businessStockIssuedYear ? ` issued in ${f.businessStockIssuedYear}` : "";
    if (f.expectsBusinessSale || f.expectsLiquidityEvent)
      return time(
        `A sale of the client's C-corporation shares${when} is expected; §1202 can exclude the gain only on shares held at the sale.`,
      );
    return specific(
      `The client holds C-corporation shares${when}, which may qualify for the §1202 exclusion on a future sale.`,
    );
  },
  "qsbs-stacking-non-grantor-trusts": ({ facts: f }) =>
    f.ownsBusiness && f.businessEntityType === "c_corp" && (f.expectsBusinessSale || f.expectsLiquidityEvent)
      ? specific("A sale of QSBS is expected; gifts to non-grantor trusts before the sale can multiply the §1202 cap.")
      : null,
  "nua-strategy": (ctx) => {
    const f = ctx.facts;
    if (!f.hasEmployerStockInPlan) return null;
    const amount = f.employerStockInPlanUsd ? `${formatUsd(f.employerStockInPlanUsd)} of ` : "";
    const separating =
      f.isRetired === true ||
      (f.plannedRetirementAge !== null && f.plannedRetirementAge - age(ctx) <= 3) ||
      (stated(ctx) && age(ctx) >= 59);
    return separating
      ? time(
          `The client holds ${amount}employer stock in the employer plan and is at or near separation from service; NUA needs a lump-sum distribution in one tax year.`,
        )
      : specific(`The client holds ${amount}employer stock in the employer plan.`);
  },
  "qualified-charitable-distribution": (ctx) => {
    const f = ctx.facts;
    if (!stated(ctx) || oldest(ctx) < 70 || (f.retirementAccountsUsd ?? 0) <= 0) return null;
    if (!(f.hasCharitableIntent || (f.annualCharitableGivingUsd ?? 0) > 0)) return null;
    return time(
      `The client is ${oldest(ctx)}, gives to charity and has IRA assets: a QCD gives from the IRA tax-free from age 70½ and counts toward RMDs.`,
    );
  },
  "roth-conversion-low-bracket-years": (ctx) => {
    const f = ctx.facts;
    const h = ctx.household;
    if ((f.retirementAccountsUsd ?? 0) <= 0) return null;
    const yearsToRmd = h.rmdStartYear - h.year;
    if (yearsToRmd <= 0) return specific("Roth conversions can still lower future RMDs and the heirs' tax.");
    if (stated(ctx) && (f.isRetired === true || age(ctx) >= 58) && yearsToRmd <= 15)
      return time(
        `RMDs begin in ${h.rmdStartYear}; the years before then are the window to convert at lower brackets.`,
      );
    return specific("Pre-tax retirement savings can be converted to Roth in low-income years.");
  },
  "required-minimum-distribution-planning": (ctx) =>
    (ctx.facts.retirementAccountsUsd ?? 0) > 0 && stated(ctx) && ctx.household.rmdStartYear - ctx.household.year <= 5
      ? specific(`RMDs begin in ${ctx.household.rmdStartYear}.`)
      : null,
  "portability-dsue-election": (ctx) => {
    const f = ctx.facts;
    if (f.maritalStatus === "widowed" && f.spouseDeathYear !== null && ctx.household.year - f.spouseDeathYear <= 5)
      return time(
        `The spouse died in ${f.spouseDeathYear}; a late portability election is open for five years after death (Rev. Proc. 2022-32).`,
      );
    if (ctx.household.legallyMarried)
      return specific("A married couple can keep the first spouse's unused exclusion by electing portability.");
    return null;
  },
  "qualified-domestic-trust": (ctx) =>
    ctx.household.legallyMarried && ctx.facts.spouseIsUsCitizen === false
      ? time(
          "The spouse is not a US citizen: without a QDOT the marital deduction is denied at the first death (IRC §2056(d)).",
        )
      : null,
  "special-use-valuation-2032a": ({ facts: f }) =>
    f.hasFarmOrRanch
      ? time("The estate holds a family farm or ranch: §2032A can value the land at its farm use on the estate return.")
      : null,
  "section-6166-deferral": ({ facts: f, household: h }) =>
    (f.hasFarmOrRanch || (f.ownsBusiness && (f.businessValueUsd ?? 0) > 0.35 * h.balance.netWorthUsd)) &&
    h.baseline.federalTaxUsd > 0
      ? time(
          "A closely held business or farm is most of the estate: §6166 lets the estate pay the tax on it over up to 14 years.",
        )
      : null,
  "section-1031-exchange": ({ facts: f }) =>
    f.plansPropertySale && f.hasInvestmentRealEstate
      ? time("A sale of investment real estate is planned: a 1031 exchange must be arranged before the sale closes.")
      : null,
  "delaware-statutory-trust": ({ facts: f }) =>
    f.plansPropertySale && f.hasInvestmentRealEstate
      ? time(
          "A sale of investment real estate is planned: a DST is a passive replacement property for a 1031 exchange.",
        )
      : null,
  "installment-sale-section-453": ({ facts: f }) =>
    f.plansPropertySale || f.expectsBusinessSale
      ? specific("A sale is planned; payments over time spread the gain.")
      : null,
  "inherited-ira-bracket-management": ({ facts: f }) =>
    f.hasInheritedIra
      ? time("The client holds an inherited IRA that must be emptied within 10 years (IRC §401(a)(9)(H)).")
      : null,
  "super-catch-up-60-63": (ctx) =>
    stated(ctx) && age(ctx) >= 60 && age(ctx) <= 63 && ctx.facts.hasEmployerPlan && ctx.facts.isRetired !== true
      ? time(`The client is ${age(ctx)}: the larger catch-up is open only from 60 to 63.`)
      : null,
  "pension-lump-sum-vs-annuity": (ctx) =>
    ctx.facts.hasPension
      ? time("The client must choose between the pension's lump sum and its annuity; the choice is irrevocable.")
      : null,
  "special-needs-trust": ({ facts: f }) =>
    f.hasDisabledDependent
      ? basic("A family member has a disability: an inheritance left outright can end means-tested benefits.")
      : null,
  "able-account": ({ facts: f }) =>
    f.hasDisabledDependent
      ? basic("A family member has a disability: an ABLE account saves for them without affecting SSI or Medicaid.")
      : null,
  "wills-and-guardian-nomination": ({ facts: f }) => {
    if (f.childrenAges.some((a) => a < 18)) return basic("The client has minor children: a will names their guardian.");
    if (f.hasEstatePlan === false) return basic("The notes say the client has no will.");
    if (f.hasEstatePlan === null && !f.estateDocuments.includes("will"))
      return basic("The notes do not mention a will.");
    return null;
  },
  "powers-of-attorney-and-health-care-directive": (ctx) => {
    const f = ctx.facts;
    if (f.estateDocuments.includes("power_of_attorney") && f.estateDocuments.includes("health_care_directive"))
      return null;
    if (f.hasEstatePlan === false)
      return basic(
        "The notes say the client has no estate documents: nobody could act for them if they were incapacitated.",
      );
    if (f.maritalStatus === "partnered")
      return basic(
        "An unmarried partner has no legal authority to act or decide for the client without these documents.",
      );
    if (stated(ctx) && oldest(ctx) >= 65)
      return basic(`At ${oldest(ctx)}, durable powers of attorney and a health-care directive are due.`);
    return null;
  },
  "term-life-income-replacement": (ctx) => {
    const f = ctx.facts;
    const dependents = f.childrenAges.some((a) => a < 22) || ctx.household.spouse !== null;
    if (!dependents || f.isRetired === true || (f.annualIncomeUsd ?? 0) <= 0) return null;
    if (stated(ctx) && age(ctx) >= 65) return null;
    return basic("The family depends on the client's earnings.");
  },
  "emergency-reserve": ({ facts: f, household: h }) => {
    if (f.isRetired === true) return null;
    const monthly = (f.annualSpendingUsd ?? (f.annualIncomeUsd ?? 0) * 0.6) / 12;
    const cash = f.cashUsd ?? null;
    if (monthly > 0 && cash !== null && cash < 6 * monthly)
      return basic(`Cash of ${formatUsd(cash)} covers less than six months of spending.`);
    if (cash === null && h.balance.netWorthUsd > 0 && h.balance.netWorthUsd < 1_000_000 && (f.annualIncomeUsd ?? 0) > 0)
      return basic("The notes state no cash reserve.");
    return null;
  },
  "section-529-college-savings": ({ facts: f }) =>
    f.childrenAges.some((a) => a < 18) || (f.grandchildrenCount ?? 0) > 0
      ? basic("Children or grandchildren will face college costs.")
      : null,
  "section-529-superfunding": ({ facts: f }) =>
    (f.grandchildrenCount ?? 0) > 0 || f.childrenAges.some((a) => a < 18)
      ? specific("Children or grandchildren will face college costs.")
      : null,
  "roth-ira-contributions": (ctx) =>
    ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 0 && (!stated(ctx) || age(ctx) < 60)
      ? basic("The client has earned income and years for tax-free growth.")
      : null,
  "backdoor-roth-ira": (ctx) =>
    ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 250_000
      ? specific("Income is above the Roth IRA limits.")
      : null,
  "beneficiary-designation-review": ({ facts: f }) => {
    if (f.hasBeneficiaryDesignationIssue) return basic("The notes flag a beneficiary designation problem.");
    if (f.maritalStatus === "divorced" || f.maritalStatus === "widowed" || f.maritalStatus === "separated")
      return basic(
        `After a ${f.maritalStatus === "widowed" ? "spouse's death" : f.maritalStatus === "divorced" ? "divorce" : "separation"}, beneficiary designations on retirement accounts and policies are often out of date.`,
      );
    if (f.hasDisabledDependent) return basic("A beneficiary on SSI or Medicaid must not be named directly.");
    if (f.maritalStatus === "partnered")
      return basic("An unmarried partner inherits nothing unless named as a beneficiary.");
    return null;
  },
  "medicaid-planning-look-back": (ctx) =>
    stated(ctx) && oldest(ctx) >= 75 && ctx.household.balance.netWorthUsd < 3_000_000
      ? basic("Long-term care may soon be needed; Medicaid looks back five years at gifts (42 U.S.C. §1396p(c)).")
      : null,
  "vacation-home-llc": ({ facts: f }) =>
    f.hasVacationHome ? specific("The family owns a vacation home they want to keep.") : null,
  "buy-sell-agreement-funding": ({ facts: f }) =>
    f.ownsBusiness && f.businessOwnershipShare !== null && f.businessOwnershipShare < 1
      ? specific("The client shares the business with co-owners.")
      : null,
  "buy-sell-disability-buyout": ({ facts: f }) =>
    f.ownsBusiness && f.businessOwnershipShare !== null && f.businessOwnershipShare < 1 && f.isRetired !== true
      ? specific("The client shares the business with co-owners; a disability would leave the shares unbought.")
      : null,
  "disability-income-insurance": (ctx) =>
    ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) >= 100_000 && (!stated(ctx) || age(ctx) < 60)
      ? basic("The household depends on the client's earnings.")
      : null,
  "homestead-exemption-planning": ({ facts: f }) =>
    f.state === "FL" || f.state === "TX"
      ? specific(`The client lives in ${f.state}, whose homestead protection is unlimited in value.`)
      : null,
  "state-estate-tax-planning": ({ household: h }) =>
    h.baseline.stateTaxUsd > 0 ? specific(`${h.state} would tax the estate at death.`) : null,
  "state-residency-change": ({ facts: f }) =>
    f.plannedMoveState ? specific(`A move to ${f.plannedMoveState} is planned.`) : null,
  "gift-appreciated-securities": ({ facts: f }) =>
    f.hasCharitableIntent && (f.hasLowBasisStock || f.hasConcentratedStock)
      ? specific("The client gives to charity and holds appreciated stock.")
      : null,
  "donor-advised-fund": ({ facts: f }) => (f.hasCharitableIntent ? specific("The client gives to charity.") : null),
  "deduction-bunching": ({ facts: f }) =>
    (f.annualCharitableGivingUsd ?? 0) > 0 ? specific("The client gives every year.") : null,
  "charitable-remainder-unitrust": ({ facts: f }) =>
    f.hasCharitableIntent && (f.hasLowBasisStock || f.hasConcentratedStock || f.plansPropertySale)
      ? specific("The client is charitable and holds appreciated assets.")
      : null,
  "exchange-fund": ({ facts: f }) =>
    f.hasConcentratedStock ? specific("The client holds a concentrated stock position.") : null,
  "rule-10b5-1-trading-plan": ({ facts: f }) =>
    f.hasConcentratedStock && f.isEmployedByStockIssuer === true
      ? specific("The client is an insider selling employer stock.")
      : null,
  "direct-indexing-tax-loss-harvesting": ({ facts: f }) =>
    f.hasConcentratedStock ? specific("Losses harvested can offset gains from diversifying the position.") : null,
  "long-term-care-insurance": (ctx) =>
    stated(ctx) && age(ctx) >= 50 && age(ctx) <= 72
      ? specific("The client is of an age to insure long-term care.")
      : null,
  "social-security-claiming-strategy": (ctx) =>
    stated(ctx) && age(ctx) >= 60 && age(ctx) <= 69
      ? specific("The client is deciding when to claim Social Security.")
      : null,
  "medicare-irmaa-planning": (ctx) =>
    stated(ctx) && age(ctx) >= 63 && (ctx.facts.annualIncomeUsd ?? 0) > 200_000
      ? specific("Income above the IRMAA tiers raises Medicare premiums.")
      : null,
  "professional-liability-structuring": ({ facts: f }) =>
    f.hasProfessionalLiability ? specific("The client's profession carries malpractice exposure.") : null,
  "umbrella-liability-optimization": ({ household: h }) =>
    h.balance.netWorthUsd >= 1_000_000 ? basic("Personal liability claims can reach the whole balance sheet.") : null,
  "irrevocable-life-insurance-trust": ({ facts: f, household: h }) =>
    f.hasLifeInsurance && h.baseline.totalTaxUsd > 0
      ? specific("Existing life insurance would be taxed in the estate.")
      : null,
  "revocable-living-trust": ({ facts: f }) =>
    f.hasEstatePlan === false
      ? basic("The client has no estate plan; a revocable trust avoids probate and plans for incapacity.")
      : null,
  "credit-shelter-trust": ({ household: h }) =>
    h.legallyMarried && h.baseline.totalTaxUsd > 0
      ? specific("The couple's estate is projected to owe estate tax.")
      : null,
  "cash-balance-plan": ({ facts: f }) =>
    f.ownsBusiness && (f.annualIncomeUsd ?? 0) >= 300_000
      ? specific("A business owner with high income can defer far more than a 401(k) allows.")
      : null,
};

/** Families of substitutes: at most one strategy of each in a plan. */
export const FAMILY: Record<string, string> = {
  "portability-dsue-election": "first-death-exclusion",
  "credit-shelter-trust": "first-death-exclusion",
  "disclaimer-trust": "first-death-exclusion",
  "clayton-qtip-trust": "first-death-exclusion",
  "grantor-retained-annuity-trust": "estate-freeze",
  "intentionally-defective-grantor-trust-sale": "estate-freeze",
  "preferred-partnership-freeze": "estate-freeze",
  "family-limited-partnership": "estate-freeze",
  "beneficiary-defective-inheritor-trust": "estate-freeze",
  "scin-private-annuity": "estate-freeze",
  "family-installment-sale": "estate-freeze",
  "intra-family-loan": "estate-freeze",
  "spousal-lifetime-access-trust": "exclusion-gift",
  "lifetime-exemption-gift": "exclusion-gift",
  "nevada-dynasty-trust": "exclusion-gift",
  "exchange-fund": "concentrated-position",
  "protective-collar": "concentrated-position",
  "prepaid-variable-forward": "concentrated-position",
  "rule-10b5-1-trading-plan": "concentrated-position",
  "donor-advised-fund": "charitable-vehicle",
  "private-foundation": "charitable-vehicle",
  "charitable-llc": "charitable-vehicle",
  "charitable-remainder-unitrust": "charitable-remainder",
  "charitable-remainder-annuity-trust": "charitable-remainder",
  "net-income-makeup-crut": "charitable-remainder",
  "pooled-income-fund": "charitable-remainder",
  "charitable-gift-annuity": "charitable-remainder",
  "charitable-wealth-replacement-trust": "charitable-remainder",
  "survivorship-life-insurance": "estate-liquidity-insurance",
  "premium-financing": "estate-liquidity-insurance",
  "split-dollar-life-insurance": "estate-liquidity-insurance",
  "section-1031-exchange": "real-estate-sale",
  "delaware-statutory-trust": "real-estate-sale",
  "installment-sale-section-453": "real-estate-sale",
  "opportunity-zone-fund": "real-estate-sale",
  "esop-section-1042-rollover": "business-exit",
  "management-buyout": "business-exit",
  "domestic-asset-protection-trust": "asset-protection-trust",
  "offshore-asset-protection-trust": "asset-protection-trust",
  "state-residency-change": "residency",
  "puerto-rico-act-60": "residency",
  "cash-balance-plan": "owner-pension",
  "fully-insured-defined-benefit-plan": "owner-pension",
  "backdoor-roth-ira": "roth-contribution",
  "roth-ira-contributions": "roth-contribution",
  "section-529-superfunding": "education-funding",
  "section-529-college-savings": "education-funding",
  "health-education-exclusion-trust": "education-funding",
  "qualified-personal-residence-trust": "residence-transfer",
};

/** Assets each strategy moves out of the client's hands. */
export const TRANSFERS: Record<string, (ctx: StrategyContext) => AssetKey[]> = {
  "grantor-retained-annuity-trust": ({ facts: f }) =>
    f.ownsBusiness ? ["business"] : f.hasConcentratedStock ? ["concentratedStock"] : ["taxablePortfolio"],
  "intentionally-defective-grantor-trust-sale": () => ["business"],
  "preferred-partnership-freeze": () => ["business"],
  "beneficiary-defective-inheritor-trust": () => ["business"],
  "scin-private-annuity": () => ["business"],
  "family-installment-sale": () => ["business"],
  "esop-section-1042-rollover": () => ["business"],
  "management-buyout": () => ["business"],
  "qsbs-stacking-non-grantor-trusts": () => ["business"],
  "exchange-fund": () => ["concentratedStock"],
  "charitable-remainder-unitrust": ({ facts: f }) =>
    f.plansPropertySale && !f.hasConcentratedStock ? ["investmentRealEstate"] : ["concentratedStock"],
  "charitable-remainder-annuity-trust": () => ["concentratedStock"],
  "section-1031-exchange": () => ["investmentRealEstate"],
  "delaware-statutory-trust": () => ["investmentRealEstate"],
  "qualified-personal-residence-trust": () => ["residence"],
  "vacation-home-llc": () => ["vacationHome"],
  "nua-strategy": () => ["employerStockInPlan"],
};
