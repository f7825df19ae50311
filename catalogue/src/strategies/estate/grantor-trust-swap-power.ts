import { formatUsd } from "@fsa/shared";
import { UNREALISED_GAIN_SHARE } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  fixed,
  investable,
  metric,
  portfolioGrowth,
  risk,
  round,
  setup,
  step,
  taxOn,
  yearsToEstate,
} from "../kit.ts";
import { builtInGainAt } from "./lib/transfer-math.ts";

/**
 * Share of investable assets assumed to be swapped in when the notes do not value the trust: a
 * quarter, limited by the cash and high-basis assets the client can put in. An assumption.
 */
const SWAP_SHARE = 0.25;

/**
 * Swap (substitution) power in an existing grantor trust, used to bring low-basis assets back into
 * the estate for a basis step-up. Minimum net worth 10,000,000.
 *
 * Before death the client exercises the trust's power of substitution (IRC §675(4)(C)), giving it
 * cash or high-basis assets of equal value for its low-basis assets: no gain (Rev. Rul. 85-13), no
 * change in the estate's value (Rev. Rul. 2008-22), but the low-basis assets are then in the estate
 * and step up at death (IRC §1014(a); Rev. Rul. 2023-2 denies the step-up to assets left in the
 * trust). The benefit is the heirs' capital-gains tax avoided on the swapped assets' gain at the
 * final death, priced on the household's return as an approximation of the heirs' rate. It needs
 * an existing irrevocable grantor trust with the power; the notes must say the client has one.
 */
export const grantorTrustSwapPower = defineStrategy({
  id: "grantor-trust-swap-power",
  name: "Grantor Trust Swap Power for Basis Step-Up",
  category: "Wealth Transfer",
  description:
    "Assets given to a grantor trust (a SLAT, IDGT or GRAT remainder trust) keep the client's low basis and get no step-up at death (Rev. Rul. 2023-2). Using the trust's power of substitution, the client swaps cash or high-basis assets of equal value for the trust's low-basis assets, so the low-basis assets are in the estate and get a new basis at death, with no gain on the swap and no change in the estate's value.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "heirs' capital-gains tax avoided at the final death on swappedAssetsUsd × (1 + growthRate)^years − swappedAssetsUsd × (1 − unrealizedGainShare)",
    variables: ["swappedAssetsUsd", "unrealizedGainShare", "growthRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["equivalent_value_required", "grantor_trust_status_required", "fiduciary_duty_of_trustee"],
  sources: [
    "IRC §675(4)(C) (power to reacquire trust property by substituting property of equivalent value)",
    "Rev. Rul. 2008-22 (substitution power does not cause estate inclusion)",
    "Rev. Rul. 85-13 (no gain on transactions between a grantor and a grantor trust)",
    "Rev. Rul. 2023-2 (no §1014 step-up for grantor trust assets outside the estate)",
    "IRC §1014(a); IRC §1(h), §1411",
  ],
  domain: "estate",
  variables: {
    swappedAssetsUsd: { unit: "USD", description: "Value of low-basis trust assets reacquired (today's value)." },
    unrealizedGainShare: { unit: "ratio", description: "Share of their value today that is unrealised gain." },
    growthRate: { unit: "rate", description: "Annual growth of the swapped assets." },
    years: { unit: "years", description: "Years until the final death, when the step-up applies." },
    setupCostUsd: { unit: "USD", description: "Appraisal, swap documents and trustee review." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const swapped = round(investable(h) * SWAP_SHARE);
    return {
      swappedAssetsUsd: fixed(
        swapped,
        `${formatUsd(swapped)}: the trust's holdings are not in the notes; ${Math.round(SWAP_SHARE * 100)}% of the ${formatUsd(investable(h))} of investable assets assumed swapped in (cash or high-basis assets of equal value)`,
      ),
      unrealizedGainShare: fixed(UNREALISED_GAIN_SHARE.value, `${UNREALISED_GAIN_SHARE.why}`),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      setupCostUsd: fixed(7_500, "appraisal of non-listed assets, swap documents and trustee review, about $7,500"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const gain = builtInGainAt(v.swappedAssetsUsd, v.growthRate, h.yearsToFinalDeath, v.unrealizedGainShare);
    return {
      flows: [
        ...setup(v.setupCostUsd, "appraisal, swap documents and trustee review"),
        at(
          h.yearsToFinalDeath,
          taxOn(ctx, { longTermGainUsd: gain }),
          "heirsTax",
          "heirs' capital-gains tax avoided: the swapped assets step up at death (household's rates as an approximation)",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "unrealizedGainShare",
    mode: "add",
    spread: 0.2,
    description: "Unrealised gain 20 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.estateDocuments.includes("irrevocable_trust"),
      "The client has an irrevocable trust; if it is a grantor trust with a substitution power, the power can be used.",
      "The swap needs an existing irrevocable grantor trust with a substitution power; the notes mention none.",
    ),
    check(
      (ctx) => ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock || ctx.facts.ownsBusiness,
      "The family holds low-basis stock or a business interest, the kind of asset usually given to grantor trusts.",
      "The notes mention no low-basis stock or business interest whose built-in gain a swap could erase.",
    ),
    check(
      (ctx) => investable(ctx.household) > 0,
      (ctx) => `About ${formatUsd(investable(ctx.household))} of cash and investments can be swapped in.`,
      "The client needs cash or high-basis assets to swap in, and the notes show none.",
    ),
  ),
  answers: (ctx) => {
    const p = ctx.household.primary;
    if (!ctx.facts.estateDocuments.includes("irrevocable_trust") || p.ageAssumed || p.age < 75) return null;
    return {
      urgency: "client-specific",
      reason: `At ${p.age}, with an irrevocable trust in place, swapping low-basis trust assets back before death restores their step-up.`,
    };
  },
  timeline: "2–4 weeks",
  keyBenefits: [
    "Restores the basis step-up on assets already given away",
    "No gain on the swap and no change in the estate's value",
    "Can be repeated as asset values change",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["basis", "step-up", "capital gain", "trust", "heirs", "swap"],
  explanation: {
    overview:
      "Gifts to grantor trusts freeze estate value but carry the client's low basis to the heirs. A swap power lets the client buy the low-basis assets back at fair value with cash or high-basis assets. The estate is the same size, but the assets the client dies holding get a new basis, and the trust holds assets with little built-in gain.",
    keyComponents: [
      "Existing grantor trust with a §675(4)(C) substitution power held in a non-fiduciary capacity",
      "Cash, high-basis securities or a note from the client of equivalent value",
      "Appraisal of non-listed assets",
      "Trustee's confirmation that the values are equivalent",
    ],
    steps: [
      step(
        "Identify assets",
        "List the trust's lowest-basis assets and the client's cash or high-basis assets.",
        "Week 1",
        ["Trust statements", "Basis records"],
      ),
      step("Value", "Appraise any non-listed assets so the exchange is of equivalent value.", "Weeks 1–3", [
        "Qualified appraisal",
      ]),
      step(
        "Exercise the power",
        "Client gives written notice and transfers the substitute assets; the trustee confirms values.",
        "Weeks 3–4",
        ["Written exercise", "Transfer instructions"],
      ),
      step("Repeat as needed", "Swap again if values change or health declines.", "As needed", ["Annual basis review"]),
    ],
    prerequisites: ["An existing grantor trust with a substitution power", "Cash or high-basis assets to swap in"],
    professionals: ["Estate planning attorney", "Trustee", "CPA", "Appraiser for non-listed assets"],
    secondaryBenefits: [
      "The trust can diversify after receiving high-basis assets",
      "Works with a note if the client lacks cash",
    ],
    taxAdvantages: [
      "Basis step-up at death on the reacquired assets",
      "No income tax on the swap",
      "Estate value unchanged by the swap",
    ],
    risks: [
      risk(
        "Unequal values",
        "Swapping assets of unequal value is a gift or a distribution.",
        "Qualified appraisal and trustee review of values.",
      ),
      risk(
        "Grantor status ended",
        "If the trust is no longer a grantor trust the swap is a taxable sale.",
        "Confirm grantor status before the swap.",
      ),
      risk(
        "Timing",
        "A swap too early brings back growth into the estate; too late may be impossible if the client is incapacitated.",
        "Durable power of attorney that permits exercising the swap power.",
      ),
    ],
    marketRisks: ["Assets reacquired may grow inside the estate until death"],
    regulatoryConsiderations: [
      "Rev. Rul. 2023-2 confirms there is no step-up without estate inclusion",
      "The trustee must be satisfied that the substituted property is of equivalent value (Rev. Rul. 2008-22)",
    ],
    liquidityConsiderations: "The client needs cash or high-basis assets of equal value, or can give the trust a note.",
    alternatives: [
      {
        strategy: "upstream-basis-planning",
        whyNotChosen: "Uses an older relative's estate for the step-up, earlier in life.",
      },
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Creates the grantor trust; the swap power is how it is unwound for basis later.",
      },
    ],
    uniqueAdvantages: ["Recovers the step-up that lifetime gifts give up"],
    successMetrics: [
      metric("Built-in gain moved into the estate", "Lowest-basis assets held by the client at death", "Annually"),
      metric("Equivalent value", "Confirmed by appraisal for each swap", "At each swap"),
    ],
    qualitativeIndicators: ["Trustee and client coordinate swaps with the estate plan"],
    warningSignals: ["No durable power of attorney covering the swap power", "Swaps without appraisals"],
    reviewSchedule: "Annual basis review of the trust; immediate review on a decline in health.",
    exitStrategy:
      "The power can be released at any time, which also ends grantor-trust status if it is the only grantor power.",
  },
});
