import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { termCertainRemainderFactor } from "../../tax/actuarial.ts";
import {
  allOf,
  basisOf,
  check,
  fixed,
  metric,
  realEstateGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearly,
  yearsToEstate,
} from "../kit.ts";
import {
  capToEstate,
  giftGain,
  lostStepUp,
  mortalityWithin,
  STEP_UP_ASSUMPTION,
  section7520Rate,
  valueAtFinalDeath,
} from "./lib/transfer-math.ts";

/** The residence the QPRT would hold, from the facts, with its assumption; null when the notes give no value. */
function residenceOf(ctx: StrategyContext): { valueUsd: number; assumption: string } | null {
  const f = ctx.facts;
  if (f.primaryResidenceUsd !== null && f.primaryResidenceUsd > 0)
    return { valueUsd: f.primaryResidenceUsd, assumption: `${formatUsd(f.primaryResidenceUsd)} home, as stated` };
  if (f.realEstateUsd !== null && f.realEstateUsd > 0 && !f.hasInvestmentRealEstate && !f.hasFarmOrRanch) {
    if (f.hasVacationHome) {
      const v = round(f.realEstateUsd / 2);
      return {
        valueUsd: v,
        assumption: `${formatUsd(v)}: the ${formatUsd(f.realEstateUsd)} of real estate is the home and a vacation home; half assumed to be the home`,
      };
    }
    return {
      valueUsd: f.realEstateUsd,
      assumption: `${formatUsd(f.realEstateUsd)}: the real estate stated, with no investment property, taken as the home`,
    };
  }
  return null;
}

/** Years from now to the client's (the grantor's) assumed death. */
const yearsToGrantorDeath = (ctx: StrategyContext) => ctx.household.primary.deathYear - ctx.household.year;

/**
 * Qualified personal residence trust. Minimum net worth 5,000,000.
 *
 * The client gives the home to a QPRT and keeps the right to live in it for a term of years. The
 * gift is the remainder only: the home's value × the §7520 term-certain remainder factor (IRS
 * Publication 1457 Table B, (1 + i)^−term at the rate of the month), an adjusted taxable gift. If
 * the client outlives the term, as the household model plans (the term is chosen to end well before
 * the assumed death), the home and its appreciation at the household's real-estate growth are out
 * of the estate; death during the term brings the home back under §2036 (the chance is stated in
 * the term's assumption). The children take the client's basis, so the lost step-up is a cost.
 * Needs a residence value in the notes. Family `residence-transfer`; it moves the residence.
 */
export const qualifiedPersonalResidenceTrust = defineStrategy({
  id: "qualified-personal-residence-trust",
  name: "Qualified Personal Residence Trust (QPRT)",
  category: "Wealth Transfer",
  description:
    "The client transfers a home to a trust and keeps the right to live there for a term of years. The gift is only the remainder's present value at the §7520 rate; if the client outlives the term, the home and all its appreciation pass to the children outside the estate, and the client can then rent it at fair rent.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = residenceValueUsd × (1 + appreciationRate)^years, adjusted taxable gift = residenceValueUsd × (1 + section7520Rate)^−termYears] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − basisUsd)",
    variables: ["residenceValueUsd", "appreciationRate", "years", "termYears", "section7520Rate", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent:
    "Optional: term insurance for the QPRT term covers the estate tax if the client dies during it.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "mortality_risk", "gift_tax_return_required", "carryover_basis"],
  sources: [
    "IRC §2702(a)(3)(A)(ii) (personal residence trust exception)",
    "Treas. Reg. §25.2702-5(c) (qualified personal residence trust)",
    "IRC §7520; IRS Publication 1457 Table B (term-certain remainder factors)",
    "IRC §2036 (inclusion on death during the term)",
    "IRC §1015 (carryover basis)",
    "IRC §2001(b), (c)",
  ],
  domain: "estate",
  family: "residence-transfer",
  transfers: () => ["residence"],
  variables: {
    residenceValueUsd: { unit: "USD", description: "Value of the residence transferred." },
    appreciationRate: { unit: "rate", description: "Annual appreciation of the home." },
    years: { unit: "years", description: "Years until the final death." },
    termYears: { unit: "years", description: "Years the client keeps the right to live there." },
    section7520Rate: { unit: "rate", description: "§7520 rate of the month of the transfer." },
    basisUsd: { unit: "USD", description: "The client's basis in the home (carried over to the children)." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisal, deed and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trust records and insurance during the term." },
  },
  defaults(ctx) {
    const r = residenceOf(ctx);
    const value = r?.valueUsd ?? 0;
    const p = ctx.household.primary;
    const term = Math.min(15, Math.max(5, Math.round(yearsToGrantorDeath(ctx) / 2)));
    const q = mortalityWithin(p.age, term);
    return {
      residenceValueUsd: fixed(value, r?.assumption ?? "no residence value in the notes"),
      appreciationRate: realEstateGrowth(ctx),
      years: yearsToEstate(ctx),
      termYears: fixed(
        term,
        `${term}-year term, about half the years to the age the household model assumes for the client's death; about a ${(q * 100).toFixed(0)}% chance of death within it at ${p.age}${p.ageAssumed ? " (age not stated)" : ""}, which would bring the home back into the estate (§2036)`,
      ),
      section7520Rate: section7520Rate(ctx),
      basisUsd: basisOf(value, null),
      setupCostUsd: fixed(10_000, "drafting, appraisal, deed and Form 709, about $10,000"),
      annualAdministrationUsd: fixed(1_000, "trust records and insurance coordination, about $1,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const term = Math.max(1, Math.round(v.termYears));
    const gift = v.residenceValueUsd * termCertainRemainderFactor(v.section7520Rate, term);
    const removed = capToEstate(h, valueAtFinalDeath(h, v.residenceValueUsd, v.appreciationRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting, appraisal, deed and Form 709"),
        ...yearly(-v.annualAdministrationUsd, 1, term, "cost", "trust records and insurance"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `children take the client's basis: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: gift },
    };
  },
  sensitivity: {
    variable: "appreciationRate",
    mode: "add",
    spread: 0.02,
    description: "Home appreciation 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => (residenceOf(ctx)?.valueUsd ?? 0) >= 500_000,
      (ctx) =>
        `The client's home is worth about ${formatUsd(residenceOf(ctx)?.valueUsd ?? 0)} (${residenceOf(ctx)?.assumption}).`,
      "A QPRT needs a residence of meaningful value (about $500,000 or more), and the notes give no such home value.",
    ),
    requires.estateTax,
    check(
      (ctx) => yearsToGrantorDeath(ctx) >= 10,
      "The client is young enough to outlive a QPRT term of five years or more.",
      "At the client's age a QPRT term is unlikely to end before death, which would bring the home back (§2036).",
    ),
  ),
  answers: (ctx) => {
    const r = residenceOf(ctx);
    if (!r || ctx.household.baseline.totalTaxUsd <= 0 || yearsToGrantorDeath(ctx) < 10) return null;
    return {
      urgency: "client-specific",
      reason: `The client's home (about ${formatUsd(r.valueUsd)}) can pass to the children at a discounted gift value while the client keeps living in it.`,
    };
  },
  timeline: "6–10 weeks",
  keyBenefits: [
    "Home and its appreciation leave the estate at a discounted gift value",
    "Client keeps living there for the term",
    "Rent after the term moves more wealth",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["home", "house", "residence", "estate", "children"],
  explanation: {
    overview:
      "A QPRT gives the home to the children at a discount because they must wait for it. The client lives there for the term; the gift is only the present value of the children's future right at the §7520 rate. If the client outlives the term, the house and every dollar of appreciation are out of the estate, and paying fair rent afterwards moves still more. If the client dies during the term, the home comes back into the estate.",
    keyComponents: [
      "Irrevocable trust holding one residence",
      "Retained term of years to live in it",
      "Remainder to children or a trust for them",
      "Lease at fair rent after the term",
    ],
    steps: [
      step(
        "Appraise and choose the term",
        "Appraise the home and pick a term well shorter than life expectancy.",
        "Weeks 1–3",
        ["Appraisal", "Mortgage payoff or lender consent"],
      ),
      step("Draft and deed", "Attorney drafts the QPRT; deed the home to the trust.", "Weeks 3–6", [
        "QPRT agreement",
        "Recorded deed",
        "Insurance update",
      ]),
      step("Report", "File Form 709 reporting the remainder gift.", "By April 15 of the next year", [
        "Form 709 with §7520 calculation",
      ]),
      step(
        "End of term",
        "Title passes to the children's trust; sign a fair-rent lease if still living there.",
        "At term end",
        ["Lease", "Rent appraisal"],
      ),
    ],
    prerequisites: [
      "A valuable residence, ideally mortgage-free",
      "Good health and a term shorter than life expectancy",
    ],
    professionals: ["Estate planning attorney", "Real estate appraiser", "CPA"],
    secondaryBenefits: ["Keeps a family home in the family", "Rent payments after the term reduce the estate further"],
    taxAdvantages: [
      "Gift discounted by the retained term at the §7520 rate",
      "Appreciation out of the estate",
      "Grantor trust during the term: the §121 exclusion remains available",
    ],
    risks: [
      risk(
        "Death during the term",
        "The home returns to the estate (§2036).",
        "Choose a shorter term; term life insurance.",
      ),
      risk(
        "Carryover basis",
        "The children take the client's low basis.",
        "Weigh the estate saving against the lost step-up; keep the home long term.",
      ),
      risk(
        "Mortgage complications",
        "Payments by the client on a mortgaged home are additional gifts.",
        "Pay off or refinance before transfer.",
      ),
    ],
    marketRisks: ["A fall in home values reduces the saving"],
    regulatoryConsiderations: [
      "The trust cannot sell the home back to the grantor (Treas. Reg. §25.2702-5(c)(9))",
      "Higher §7520 rates make QPRT gifts smaller",
    ],
    liquidityConsiderations:
      "The home is not available to sell for the client's benefit; after the term the client pays rent.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Better for financial assets; a home produces no annuity cash.",
      },
      {
        strategy: "vacation-home-llc",
        whyNotChosen: "For a second home shared by the family, an LLC gives governance and discounted gifts.",
      },
    ],
    uniqueAdvantages: ["Moves the home at a discount while the client keeps living in it"],
    successMetrics: [
      metric("Client outlives the term", "Yes", "At term end"),
      metric("Rent paid after the term", "Fair rent, on time", "Annually"),
    ],
    qualitativeIndicators: ["Children understand the home will be theirs"],
    warningSignals: ["Client's health declining early in the term", "No lease after the term"],
    reviewSchedule: "Annual review of insurance and taxes on the home; planning review 2 years before the term ends.",
    exitStrategy: "At the end of the term the home passes to the remainder trust; the client rents it or moves out.",
  },
});
