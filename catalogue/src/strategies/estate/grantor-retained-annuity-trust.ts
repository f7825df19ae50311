import { formatUsd } from "@fsa/shared";
import { FREEZE_ASSET_VOLATILITY } from "../../model/assumptions.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, setup, step, yearly, yearsToEstate } from "../kit.ts";
import {
  capToEstate,
  type FreezeKind,
  freezeAssetOf,
  frozenBasis,
  frozenPart,
  lostStepUp,
  rollingGratRemainders,
  STEP_UP_ASSUMPTION,
  section7520Rate,
  unrealisedShareAt,
  valueAtFinalDeath,
} from "./lib/transfer-math.ts";

/** A GRAT holds an asset that can pay annuities in kind and be revalued: the business or a stock position. */
const KINDS: readonly FreezeKind[] = ["business", "concentratedStock"];

/** Years from now to the client's own assumed death (the grantor's): the programme ends by then. */
const yearsToGrantorDeath = (ctx: StrategyContext) => ctx.household.primary.deathYear - ctx.household.year;

/**
 * Rolling zeroed-out grantor retained annuity trusts. Minimum net worth 5,000,000.
 *
 * Half of the business interest (or the concentrated position) goes into a 2-year GRAT whose level
 * annuity, at the §7520 rate of the month (`tax.section7520Rate`), makes the gift about zero
 * (IRC §2702; Walton); each annuity received is rolled into a new 2-year GRAT while the grantor
 * lives (short terms keep the mortality risk of §2036 inclusion small). Each tranche's remainder,
 * the asset's growth above the §7520 rate, passes outside the estate and is grown to the final
 * death at the asset's growth; everything else comes back through the annuities. No exclusion is
 * used. The lost step-up on the remainder shares and the trust costs are costs. Family
 * `estate-freeze`; it moves the business (or the concentrated position).
 */
/**
 * Discount for lack of marketability of private shares appraised before a sale or IPO, decimal:
 * 25%, an assumption within the range appraisers apply under Rev. Rul. 59-60 §4.02 (closely held
 * stock valued with regard to its marketability); the appraisal of the funding sets the real one.
 */
export const PRE_EVENT_MARKETABILITY_DISCOUNT = 0.25;

export const grantorRetainedAnnuityTrust = defineStrategy({
  id: "grantor-retained-annuity-trust",
  name: "Zeroed-Out Grantor Retained Annuity Trust (GRAT)",
  category: "Advanced Wealth Transfer",
  description:
    "The client transfers appreciating assets to a short-term irrevocable trust and keeps an annuity whose present value at the §7520 rate equals the transfer, so the taxable gift is about zero. Growth above the §7520 rate passes to the children free of gift and estate tax; if the assets underperform, they simply come back through the annuity.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = Σ expected remainders of rolling termYears GRATs funded with fundingUsd at the §7520 rate, the assets' yearly return lognormal with mean growthRate and volatility (the first year also × (1 + eventUpliftRate)), each remainder grown at growthRate to the final death] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on the remainder shares' unrealised gain (lost step-up, from basisUsd)",
    variables: [
      "fundingUsd",
      "growthRate",
      "volatility",
      "eventUpliftRate",
      "section7520Rate",
      "termYears",
      "programmeYears",
      "basisUsd",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × programmeYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "programmeYears"],
  },
  lifeInsuranceComponent:
    "Optional: term insurance for the annuity term covers the estate tax if the grantor dies before a term ends and the assets are pulled back into the estate.",
  annuityComponent:
    "The grantor's retained annuity is the core of the design: a fixed payment each year for the term, sized so its present value at the §7520 rate equals the funding.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "mortality_risk",
    "grantor_trust_income_tax",
  ],
  sources: [
    "IRC §2702(a)(2)(B), (b) (qualified annuity interest)",
    "Treas. Reg. §25.2702-3 (qualified annuity interest requirements)",
    "IRC §7520 (valuation rate); IRS Publication 1457 Table B (term-certain annuity factors)",
    "Walton v. Commissioner, 115 T.C. 589 (2000) (zeroed-out GRAT)",
    "IRC §2036; Treas. Reg. §20.2036-1(c)(2) (inclusion on death during the term)",
    "Rev. Rul. 2023-2 (no step-up for grantor-trust assets outside the estate)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: (ctx) => [freezeAssetOf(ctx, KINDS)?.key ?? "business"],
  variables: {
    fundingUsd: { unit: "USD", description: "Value put into the first GRAT." },
    growthRate: { unit: "rate", description: "Annual growth of the asset in the GRATs." },
    volatility: {
      unit: "rate",
      description: "Annual volatility of the asset's return (standard deviation), decimal.",
    },
    eventUpliftRate: {
      unit: "rate",
      description:
        "Rise of private shares from their appraised value to the price of an expected sale or IPO within the first term, decimal.",
    },
    section7520Rate: { unit: "rate", description: "§7520 rate of the funding month (the GRAT's hurdle)." },
    termYears: { unit: "years", description: "Annuity term of each GRAT." },
    programmeYears: { unit: "years", description: "Years GRATs are rolled (while the grantor lives)." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the funding (carried to the remainder)." },
    setupCostUsd: { unit: "USD", description: "Drafting, valuation and Form 709 for the first GRAT." },
    annualAdministrationUsd: { unit: "USD", description: "Annuity calculations, a new GRAT and valuation each year." },
  },
  defaults(ctx) {
    const a = freezeAssetOf(ctx, KINDS);
    const funding = a ? frozenPart(a) : fixed(0, "no business interest or concentrated position in the notes");
    const term = 2;
    const programme = Math.max(0, yearsToGrantorDeath(ctx) - 1);
    return {
      fundingUsd: funding,
      growthRate: a?.growth ?? fixed(ctx.household.growth.business, "the household model's business growth"),
      volatility: fixed(
        FREEZE_ASSET_VOLATILITY[a?.key === "concentratedStock" ? "concentratedStock" : "business"].value,
        FREEZE_ASSET_VOLATILITY[a?.key === "concentratedStock" ? "concentratedStock" : "business"].why,
      ),
      eventUpliftRate:
        a?.key === "business" && ctx.facts.expectsLiquidityEvent
          ? fixed(
              1 / (1 - PRE_EVENT_MARKETABILITY_DISCOUNT) - 1,
              `${Math.round((1 / (1 - PRE_EVENT_MARKETABILITY_DISCOUNT) - 1) * 100)}% in the first year: the private shares are funded at an appraised value ${Math.round(PRE_EVENT_MARKETABILITY_DISCOUNT * 100)}% below the full price for lack of marketability (an assumption; the appraisal sets it), and the expected sale or IPO realises the full price within the first term`,
            )
          : fixed(0, "no liquidity event expected: no one-time rise"),
      section7520Rate: section7520Rate(ctx),
      termYears: fixed(term, "two-year terms, each annuity rolled into a new GRAT (keeps the mortality risk small)"),
      programmeYears: fixed(
        programme,
        `${programme} years: GRATs rolled while the client lives (to the age the household model assumes), the last ending a year before`,
      ),
      years: yearsToEstate(ctx),
      basisUsd: a ? frozenBasis(a, funding.value) : fixed(0, "no asset"),
      setupCostUsd: fixed(12_000, "drafting, an appraisal if the asset is not listed, and a Form 709, about $12,000"),
      annualAdministrationUsd: fixed(
        2_500,
        "annuity calculations, a new GRAT each year and trust records, about $2,500 a year",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const remainders = rollingGratRemainders(
      v.fundingUsd,
      v.growthRate,
      v.section7520Rate,
      v.termYears,
      v.programmeYears,
      v.eventUpliftRate,
      v.volatility,
    );
    const removed = capToEstate(
      h,
      remainders.reduce((s, r) => s + valueAtFinalDeath(h, r.amountUsd, v.growthRate, r.year), 0),
    );
    const gain = removed * unrealisedShareAt(v.basisUsd, v.fundingUsd, v.growthRate, h.yearsToFinalDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting, valuation and Form 709"),
        ...yearly(-v.annualAdministrationUsd, 1, v.programmeYears, "cost", "annuity administration and a new GRAT"),
        ...lostStepUp(ctx, gain, `remainder shares keep the grantor's basis: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.03,
    description: "Asset growth 3 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => freezeAssetOf(ctx, KINDS) !== null,
      (ctx) => {
        const a = freezeAssetOf(ctx, KINDS);
        return `The client holds a ${a?.what} (${formatUsd(a?.value.value ?? 0)}) whose growth above the §7520 rate a GRAT can move.`;
      },
      "A GRAT needs a business interest or a concentrated stock position expected to outgrow the §7520 rate; the notes show neither.",
    ),
    requires.estateTax,
    check(
      (ctx) => yearsToGrantorDeath(ctx) > 3,
      "The client has years enough for two-year GRATs to end during life.",
      "At the client's age a GRAT term is likely to outlast the grantor, and the assets would return to the estate (§2036).",
    ),
  ),
  answers: (ctx) => {
    const a = freezeAssetOf(ctx, KINDS);
    if (!a) return null;
    const f = ctx.facts;
    // A sale of the business, or a liquidity event for a C corporation's shares (an IPO or an
    // acquisition) or a stock position: the step-up in value a GRAT funded before it moves.
    const event =
      f.expectsBusinessSale ||
      (f.expectsLiquidityEvent && (f.businessEntityType === "c_corp" || a.key === "concentratedStock"));
    if (event)
      return {
        urgency: "time-critical",
        reason: `A sale or liquidity event is expected for the client's ${a.what}: a GRAT funded before it moves the rise in value above the §7520 rate out of the estate.`,
      };
    return {
      urgency: "client-specific",
      reason: `The client holds a ${a.what} of about ${formatUsd(a.value.value)}, the kind of asset whose growth a GRAT moves out of the estate.`,
    };
  },
  timeline: "3–6 weeks per GRAT",
  keyBenefits: [
    "Moves growth above the §7520 rate to the children with almost no gift",
    "No downside beyond costs: a failed GRAT returns the assets",
    "The grantor pays the trust's income tax, a further tax-free transfer",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "growth", "appreciat", "heirs", "stock", "business", "ipo"],
  explanation: {
    overview:
      "A zeroed-out GRAT is a bet the family cannot lose except for costs. The client puts fast-growing assets in a trust for two years and takes back annuity payments worth, at the IRS §7520 rate, exactly what was put in. Whatever the assets earn above that rate stays in the trust for the children, with no gift tax and no use of the exclusion. The figures average many possible paths of the asset's value around the household model's growth: a GRAT's real strength is volatility, since each two-year tranche keeps its upside and returns its losses.",
    keyComponents: [
      "Irrevocable grantor trust with a fixed annuity to the grantor",
      "Annuity sized with the §7520 rate of the month of funding so the gift is about zero",
      "Remainder to the children or to a continuing grantor trust",
      "Rolling series of short-term GRATs",
    ],
    steps: [
      step(
        "Select assets",
        "Pick the assets with the highest expected growth and volatility, often pre-IPO or concentrated stock.",
        "Week 1",
        ["Asset list and basis", "Expected liquidity events"],
      ),
      step(
        "Draft and fund",
        "Attorney drafts the GRAT; the assets are transferred and an appraisal obtained for non-listed assets.",
        "Weeks 1–4",
        ["GRAT agreement", "Qualified appraisal"],
      ),
      step(
        "Report the gift",
        "File Form 709 describing the GRAT and the annuity calculation (adequate disclosure).",
        "By April 15 of the next year",
        ["Form 709", "§7520 rate of the funding month"],
      ),
      step(
        "Pay the annuity and re-GRAT",
        "Pay each annuity on time, in kind if needed, and fund a new GRAT with the shares received.",
        "Each anniversary",
        ["Annuity schedule", "Valuation at each payment"],
      ),
    ],
    prerequisites: ["Assets expected to grow faster than the §7520 rate", "A client expected to outlive each term"],
    professionals: [
      "Estate planning attorney",
      "Qualified appraiser for closely held interests",
      "CPA",
      "Financial adviser",
    ],
    secondaryBenefits: [
      "Uses almost no basic exclusion amount",
      "Can be repeated every year",
      "Keeps the grantor's cash flow through the annuity",
    ],
    taxAdvantages: [
      "Gift valued at about zero under §2702 and the §7520 rate",
      "Growth above the hurdle passes free of estate and gift tax",
      "Grantor-trust status: swaps of assets and sales to the trust are not taxable events",
    ],
    risks: [
      risk(
        "Death during the term",
        "The trust assets are pulled back into the estate under §2036.",
        "Short two-year terms and term life insurance for the term.",
      ),
      risk(
        "Underperformance",
        "If the assets earn less than the §7520 rate nothing passes to the children.",
        "Roll the GRATs so each tranche gets its own chance; only costs are lost.",
      ),
      risk(
        "Loss of basis step-up",
        "The remainder shares keep the grantor's basis; the heirs owe capital-gains tax when they sell.",
        "Use the trust's swap power to buy low-basis shares back with cash or high-basis assets before death.",
      ),
      risk(
        "Valuation of hard-to-value assets",
        "An undervalued asset makes the annuity too small and creates a gift.",
        "Use a formula annuity stated as a percentage of the initial value (Treas. Reg. §25.2702-3(b)(1)(ii)) and a qualified appraisal.",
      ),
    ],
    marketRisks: [
      "A fall in the asset in the early months can leave a tranche with no remainder",
      "A higher §7520 rate raises the hurdle for new GRATs",
    ],
    regulatoryConsiderations: [
      "Proposals to require a 10-year minimum term and a minimum remainder have been introduced repeatedly",
      "GST exemption cannot be allocated until the end of the term (the ETIP rule, §2642(f))",
    ],
    liquidityConsiderations:
      "The annuity returns most of the value to the client during the term; non-cash assets can be paid back in kind at their appraised value.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen:
          "Moves more value and allows GST planning, but needs a seed gift and has a lower hurdle only if the AFR is below the §7520 rate.",
      },
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Uses the exclusion outright instead of leveraging growth above a hurdle.",
      },
    ],
    uniqueAdvantages: [
      "Statutory safe harbour (§2702) with almost no gift-tax risk",
      "Works even when the exclusion has been used up",
    ],
    successMetrics: [
      metric("Remainder passed per GRAT", "Above zero for most tranches", "At each term end"),
      metric("Growth versus §7520 rate", "Above the hurdle over a rolling 3-year period", "Annually"),
    ],
    qualitativeIndicators: [
      "Annuities paid on time and in the right amounts",
      "Client comfortable with the assets leaving after the term",
    ],
    warningSignals: [
      "Missed or late annuity payments",
      "Additional contributions to an existing GRAT",
      "Grantor health decline during a term",
    ],
    reviewSchedule:
      "At every annuity date; a full review of the GRAT programme each year and before each liquidity event.",
    exitStrategy:
      "Each GRAT ends at its term; the remainder passes to the children's trust. A programme stops simply by not funding new GRATs.",
  },
});
