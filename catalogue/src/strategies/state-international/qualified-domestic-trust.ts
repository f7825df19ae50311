import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor, federalEstateTax } from "../../tax/estate-tax.ts";
import { allOf, at, check, fixed, metric, requires, risk, setup, step, yearly } from "../kit.ts";

/**
 * Qualified domestic trust for a non-citizen spouse. Minimum net worth 5,000,000. Time-critical:
 * the QDOT must hold the property by the time the estate return is filed (IRC §2056(d)(2)).
 *
 * Without a QDOT the marital deduction is denied when the surviving spouse is not a US citizen
 * (§2056(d)(1)): the household model's baseline already taxes half the estate (its ownership
 * assumption) at the first death. A QDOT restores the deduction and defers that tax to the
 * survivor's death (or to principal distributions, §2056A(b)(1)). Modelled as two flows, the
 * first-death tax the baseline computes (the §2001(c) schedule, top rate 0.40, on the half estate
 * above the exclusion of the first death's year) avoided then, and the same tax paid at the final
 * death (deferral: the QDOT pays income to the spouse, so its principal is taken not to grow).
 * Costs: the QDOT provisions now, and a US trustee and the security arrangements each year the
 * QDOT exists. Protection: the estate tax the marital deduction would defer if the client died
 * this year owning the whole estate (the worst case; title is not in the notes).
 */

const nonCitizenSpouse = (ctx: StrategyContext) =>
  ctx.household.legallyMarried && ctx.facts.spouseIsUsCitizen === false;

/** Tax at the first death the household baseline charges for a non-citizen spouse, USD nominal. */
function firstDeathTax(ctx: StrategyContext): { taxUsd: number; year: number } {
  const h = ctx.household;
  if (h.yearsToFirstDeath === null) return { taxUsd: 0, year: 0 };
  if (!nonCitizenSpouse(ctx)) return { taxUsd: 0, year: h.yearsToFirstDeath };
  const year = h.year + h.yearsToFirstDeath;
  const half = h.netWorthAt(h.yearsToFirstDeath) / 2;
  const tax = federalEstateTax({
    taxableEstateUsd: half,
    year,
    applicableExclusionUsd: basicExclusionAmountFor(year),
  }).estateTaxUsd;
  return { taxUsd: tax, year: h.yearsToFirstDeath };
}

/** Federal estate tax if the client died this year owning the whole estate, all passing to the spouse without a QDOT, USD. */
function taxIfDiedNow(ctx: StrategyContext): number {
  const h = ctx.household;
  return federalEstateTax({ taxableEstateUsd: h.balance.netWorthUsd, year: h.year }).estateTaxUsd;
}

const exposed = (ctx: StrategyContext) => taxIfDiedNow(ctx) > 0 || firstDeathTax(ctx).taxUsd > 0;

export const qualifiedDomesticTrust = defineStrategy({
  id: "qualified-domestic-trust",
  name: "Qualified Domestic Trust (QDOT) for a Non-Citizen Spouse",
  category: "Global Tax Strategy",
  description:
    "The unlimited marital deduction is denied when the surviving spouse is not a US citizen. Leaving assets to a QDOT with a US trustee restores it, deferring the estate tax until principal is distributed or the spouse dies; lifetime gifts within the enhanced §2523(i) annual exclusion move assets to the spouse as an alternative for smaller amounts.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "+ firstDeathTaxUsd at the first death (the tax on half the estate above the exclusion, §2001(c) up to 0.40, deferred) − firstDeathTaxUsd at the final death (paid from the QDOT, §2056A); protection = the tax deferred if the client died this year owning the whole estate",
    variables: ["firstDeathTaxUsd", "yearsToFirstDeath", "yearsToFinalDeath"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualTrusteeCostUsd each year from the first death to the final death",
    variables: ["setupCostUsd", "annualTrusteeCostUsd", "yearsToFirstDeath", "yearsToFinalDeath"],
  },
  lifeInsuranceComponent: "Optional: an ILIT-owned policy can fund the QDOT tax due at the surviving spouse's death.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "us_trustee_required",
    "qdot_security_requirements",
    "form_706_qdt",
    "gift_tax_return_required",
  ],
  sources: [
    "IRC §2056(d)(1), (2) (marital deduction for non-citizen spouses only through a QDOT)",
    "IRC §2056A (QDOT requirements; tax on principal distributions and at the survivor's death)",
    "Treas. Reg. §20.2056A-2(d) (security for QDOTs above $2 million)",
    "IRC §2056(d)(4) (spouse becoming a citizen before the return is filed)",
    "IRC §2056(d)(3) and Treas. Reg. §20.2056A-7 (prior-transfer credit at the survivor's death)",
    "IRC §2523(i) (annual exclusion for gifts to a non-citizen spouse)",
  ],
  domain: "state-international",
  variables: {
    firstDeathTaxUsd: {
      unit: "USD",
      description: "Federal estate tax the baseline charges at the first death for want of a marital deduction.",
    },
    yearsToFirstDeath: { unit: "years", description: "Years to the first death the household model assumes." },
    yearsToFinalDeath: { unit: "years", description: "Years to the survivor's death the household model assumes." },
    setupCostUsd: { unit: "USD", description: "QDOT provisions in the estate plan." },
    annualTrusteeCostUsd: { unit: "USD", description: "US trustee, bond or letter of credit, a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const first = firstDeathTax(ctx);
    return {
      firstDeathTaxUsd: fixed(
        first.taxUsd,
        first.taxUsd > 0
          ? `${formatUsd(first.taxUsd)}: the federal estate tax on half the projected estate (the model's ownership assumption) above the ${formatUsd(basicExclusionAmountFor(h.year + first.year))} exclusion of ${h.year + first.year}`
          : nonCitizenSpouse(ctx)
            ? "none: half the projected estate at the first death (the model's ownership assumption) is within that year's exclusion"
            : "none: the baseline charges no first-death tax unless the spouse is a non-citizen",
      ),
      yearsToFirstDeath: fixed(first.year, `${first.year} years, to the first death the household model assumes`),
      yearsToFinalDeath: fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years, to the survivor's death`),
      setupCostUsd: fixed(10_000, "QDOT provisions in the will or revocable trust, about $10,000"),
      annualTrusteeCostUsd: fixed(
        5_000,
        `US trustee and security arrangements, about $5,000 a year once funded; gifts to the spouse of up to ${formatUsd(h.tax.nonCitizenSpouseAnnualExclusion)} a year (§2523(i), ${h.tax.year}) shrink what the QDOT must hold`,
      ),
    };
  },
  effects(v, ctx) {
    const first = Math.max(0, Math.round(v.yearsToFirstDeath));
    const final = Math.max(first, Math.round(v.yearsToFinalDeath));
    const flows = [...setup(v.setupCostUsd, "QDOT provisions in the estate plan")];
    if (v.firstDeathTaxUsd > 0) {
      flows.push(
        at(
          first,
          v.firstDeathTaxUsd,
          "estateTax",
          "estate tax at the first death deferred by the QDOT's marital deduction",
          true,
        ),
        at(
          final,
          -v.firstDeathTaxUsd,
          "estateTax",
          "deferred estate tax paid from the QDOT at the survivor's death (§2056A)",
          true,
        ),
      );
    }
    flows.push(...yearly(-v.annualTrusteeCostUsd, first + 1, final, "cost", "US trustee and QDOT security"));
    const exposure = taxIfDiedNow(ctx);
    return {
      flows,
      protection:
        exposure > 0
          ? {
              amountUsd: exposure,
              description: `${formatUsd(exposure)} of federal estate tax the marital deduction would defer if the client died this year owning the whole estate (title not in the notes: the worst case); gifts to the spouse of up to ${formatUsd(ctx.household.tax.nonCitizenSpouseAnnualExclusion)} a year (§2523(i)) reduce it`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "yearsToFinalDeath",
    mode: "add",
    spread: 5,
    description: "Survivor lives 5 years less / base / 5 years more after the first death",
  },
  eligibility: allOf(
    requires.legalMarriage,
    check(
      (ctx) => ctx.facts.spouseIsUsCitizen === false,
      "The spouse is not a US citizen, so the marital deduction needs a QDOT (IRC §2056(d)).",
      (ctx) =>
        ctx.facts.spouseIsUsCitizen === true
          ? "The spouse is a US citizen, so the marital deduction needs no QDOT."
          : "The notes do not say the spouse is a non-citizen; a QDOT is needed only then (confirm citizenship).",
    ),
    check(
      exposed,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the estate can exceed the exclusion at the first death, so the marital deduction matters.`,
      (ctx) =>
        `The estate of ${formatUsd(ctx.household.balance.netWorthUsd)} is within the exclusion at the first death, so no marital deduction is needed.`,
    ),
  ),
  answers: (ctx) =>
    nonCitizenSpouse(ctx) && exposed(ctx)
      ? {
          urgency: "time-critical",
          reason:
            "The spouse is not a US citizen: without a QDOT the marital deduction is denied at the first death (IRC §2056(d)), and the QDOT must be in place by the estate return.",
        }
      : null,
  timeline: "1–2 months (estate documents); gifts annually",
  keyBenefits: [
    "Restores the marital deduction for a non-citizen spouse",
    "Income to the spouse free of the QDOT estate tax",
    "Annual gifts up to the enhanced exclusion use the spouse's own exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "citizen", "international", "survivor"],
  explanation: {
    overview:
      "Without planning, assets left to a non-citizen spouse above the exclusion are taxed at the first death. A QDOT defers that tax; income can be paid to the spouse freely, while principal distributions (except for hardship) and the spouse's death trigger the deferred tax. If the spouse naturalises, the QDOT regime can end.",
    keyComponents: [
      "QDOT provisions in the will or revocable trust (or a post-mortem QDOT election)",
      "At least one US citizen or US bank trustee",
      "Security (bank trustee, bond or letter of credit) above $2 million",
      "Annual gifts to the spouse within the §2523(i) exclusion",
    ],
    steps: [
      step(
        "Confirm citizenship and domicile",
        "Confirm each spouse's citizenship, domicile and any treaty that applies.",
        "Week 1",
        ["Passports or naturalisation records"],
      ),
      step("Draft QDOT provisions", "Add QDOT-compliant marital trust provisions to the estate plan.", "Weeks 1–4", [
        "Will or revocable trust amendment",
      ]),
      step(
        "Start equalising gifts",
        "Make annual gifts to the spouse up to the enhanced exclusion; file Form 709 if needed.",
        "Annually",
        ["Gift records", "Form 709"],
      ),
      step(
        "At the first death",
        "Fund the QDOT, make the election on Form 706 and file Form 706-QDT for taxable distributions.",
        "Within 15 months of death (with extension)",
        ["Form 706", "Form 706-QDT"],
      ),
    ],
    prerequisites: ["A legal marriage to a non-citizen", "An estate above one exclusion"],
    professionals: ["Estate planning attorney", "US bank trustee", "CPA"],
    secondaryBenefits: [
      "Flexibility if the spouse becomes a citizen",
      "Hardship distributions free of the deferred tax",
    ],
    taxAdvantages: [
      "Defers estate tax to the surviving spouse's death",
      "Enhanced annual exclusion for gifts to the spouse",
    ],
    risks: [
      risk(
        "Principal needs",
        "Principal distributions (other than hardship) trigger estate tax at the first spouse's rates.",
        "Leave other assets outside the QDOT for the spouse's needs; pay income.",
      ),
      risk(
        "Spouse leaves the US",
        "Security requirements and a US trustee must remain.",
        "Corporate US trustee; consider naturalisation before the return is due.",
      ),
    ],
    marketRisks: ["Growth in the QDOT is taxed at the second death"],
    regulatoryConsiderations: ["Treaties can affect the marital deduction for some countries"],
    liquidityConsiderations: "QDOT principal is restricted; plan other liquidity for the surviving spouse.",
    alternatives: [
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Pays the tax rather than deferring it.",
      },
      {
        strategy: "foreign-grantor-trust",
        whyNotChosen: "Applies to a non-US grantor's own assets, not a US spouse's estate.",
      },
    ],
    uniqueAdvantages: ["The only way to defer estate tax on assets left to a non-citizen spouse"],
    successMetrics: [
      metric("Annual equalising gifts made", "Full exclusion each year", "Annually"),
      metric("Estate documents QDOT-ready", "Yes", "Every 3 years"),
    ],
    qualitativeIndicators: ["The spouse understands income versus principal rules"],
    warningSignals: ["Spouse relocating abroad", "Documents not updated after a move"],
    reviewSchedule: "Estate plan review every 3 years; gifts annually.",
    exitStrategy: "If the spouse becomes a US citizen (and meets the residency condition), the QDOT tax regime ends.",
  },
});
