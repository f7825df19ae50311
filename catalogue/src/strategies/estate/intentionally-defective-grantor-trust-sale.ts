import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, round, setup, step, yearsToEstate } from "../kit.ts";
import {
  capToEstate,
  exclusionFor,
  freezeAssetOf,
  freezeRemoval,
  frozenBasis,
  frozenPart,
  giftGain,
  lostStepUp,
  midTermAfr,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/** Seed gift as a share of the trust's assets after the sale: 10%, the practitioners' usual floor. */
const SEED_SHARE = 0.1;

/**
 * Sale to an intentionally defective grantor trust for an AFR note. Minimum net worth 10,000,000.
 *
 * The client seeds a grantor trust with a gift of 10% of its assets after the sale (a taxable gift
 * using exclusion, capped at the donors' exclusion) and sells it half of the business interest (or
 * the concentrated position, or the investment real estate) for a note at the mid-term AFR; the
 * sale is not a taxable event (Rev. Rul. 85-13). What leaves the estate is the asset's growth above
 * the note's interest (the note and its interest come back, assumed to compound at the AFR) plus the
 * seed and its growth, grown at the asset's growth from the household model. Interest paid to the
 * client is a transfer within the family, not a benefit. The heirs lose the step-up on what stays in
 * the trust (mitigated by the swap power). Family `estate-freeze`; it moves the frozen asset.
 */
export const intentionallyDefectiveGrantorTrustSale = defineStrategy({
  id: "intentionally-defective-grantor-trust-sale",
  name: "Sale to an Intentionally Defective Grantor Trust (IDGT)",
  category: "Advanced Wealth Transfer",
  description:
    "The client seeds an irrevocable grantor trust with a gift (about 10% of the trust's assets) and then sells it appreciating assets for a promissory note at the applicable federal rate. Because the trust is a grantor trust the sale is not taxable (Rev. Rul. 85-13); growth above the note's interest rate accrues outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years) + seedGiftUsd × (1 + growthRate)^years, adjusted taxable gift = seedGiftUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on the trust's unrealised gain (lost step-up)",
    variables: ["saleValueUsd", "seedGiftUsd", "growthRate", "noteRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent:
    "Optional: the trust can buy insurance on the grantor with its cash flow, or guarantors can be paid a fee to support the note.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "grantor_trust_income_tax",
    "valuation_challenge_risk",
  ],
  sources: [
    "IRC §§671–677 (grantor trust), §675(4)(C) (power of substitution)",
    "Rev. Rul. 85-13 (no gain on a sale between a grantor and a grantor trust)",
    "Rev. Rul. 2004-64 (grantor's payment of trust income tax is not a gift)",
    "IRC §7872, §1274(d) (applicable federal rate); IRC §7520(a)(2)",
    "Rev. Rul. 2023-2 (no step-up for grantor-trust assets outside the estate)",
    "IRC §2001(b), (c)",
    "Estate of Woelbing v. Commissioner (T.C. Dkt. 30261-13) (note adequacy challenge)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: (ctx) => [freezeAssetOf(ctx)?.key ?? "business"],
  variables: {
    saleValueUsd: { unit: "USD", description: "Value sold to the trust for the note." },
    seedGiftUsd: { unit: "USD", description: "Gift to the trust before the sale (10% of its assets after it)." },
    growthRate: { unit: "rate", description: "Annual growth of the asset sold." },
    noteRate: { unit: "rate", description: "Interest rate on the note (the AFR for its term)." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "The client's basis in the part sold (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, valuation and Form 709." },
    annualAdministrationUsd: {
      unit: "USD",
      description: "Note administration, valuation updates and trust accounting each year.",
    },
  },
  defaults(ctx) {
    const a = freezeAssetOf(ctx);
    const exclusion = exclusionFor(ctx, true);
    const part = a
      ? frozenPart(a)
      : fixed(0, "no business, concentrated position or investment real estate in the notes");
    // The seed is 10% of the trust's assets after the sale: seed = sale ÷ 9; both capped by the exclusion.
    const sale = round(Math.min(part.value, exclusion.value * ((1 - SEED_SHARE) / SEED_SHARE)));
    const seed = round(sale * (SEED_SHARE / (1 - SEED_SHARE)));
    return {
      saleValueUsd: fixed(
        sale,
        sale < part.value
          ? `${formatUsd(sale)}: nine times the seed the ${exclusion.assumption} allows`
          : part.assumption,
      ),
      seedGiftUsd: fixed(
        seed,
        `${formatUsd(seed)}: one-ninth of the sale, so the seed is ${Math.round(SEED_SHARE * 100)}% of the trust's assets (a taxable gift using exclusion)`,
      ),
      growthRate: a?.growth ?? fixed(ctx.household.growth.business, "the household model's business growth"),
      noteRate: midTermAfr(ctx, "note rate"),
      years: yearsToEstate(ctx),
      basisUsd: a ? frozenBasis(a, sale) : fixed(0, "no asset"),
      setupCostUsd: fixed(40_000, "drafting, a qualified appraisal and a Form 709, about $40,000"),
      annualAdministrationUsd: fixed(5_000, "note payments, trust records and valuation updates, about $5,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const n = h.yearsToFinalDeath;
    const frozen = freezeRemoval(h, v.saleValueUsd, v.growthRate, v.noteRate);
    const seed = valueAtFinalDeath(h, v.seedGiftUsd, v.growthRate);
    const removed = capToEstate(h, frozen + seed);
    const gain =
      frozen * unrealisedShareAt(v.basisUsd, v.saleValueUsd, v.growthRate, n) + giftGain(seed, v.seedGiftUsd);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting, appraisal and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "note and trust administration"),
        ...lostStepUp(ctx, Math.min(gain, removed), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.seedGiftUsd },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Asset growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => freezeAssetOf(ctx) !== null,
      (ctx) => {
        const a = freezeAssetOf(ctx);
        return `The client holds a ${a?.what} (${formatUsd(a?.value.value ?? 0)}) that can be sold to the trust and is expected to outgrow the AFR.`;
      },
      "The notes mention no business interest, concentrated stock or investment real estate to sell to a trust.",
    ),
    requires.descendants,
    requires.estateTax,
  ),
  answers: (ctx) => {
    const a = freezeAssetOf(ctx);
    return a
      ? {
          urgency: "client-specific",
          reason: `The client holds a ${a.what} of about ${formatUsd(a.value.value)}, whose growth above the AFR a sale to a grantor trust moves out of the estate.`,
        }
      : null;
  },
  timeline: "2–4 months",
  keyBenefits: [
    "Freezes the estate value of the asset at the note's principal",
    "Hurdle is the AFR, below the §7520 rate used by GRATs",
    "Allows GST exemption on the seed gift, so the trust can be dynastic",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "freeze", "business", "growth", "heirs", "succession", "dynasty"],
  explanation: {
    overview:
      "An IDGT sale turns a fast-growing asset into a fixed-value note in the client's estate. The trust buys the asset with a note at the AFR; every dollar the asset earns above that rate builds up for the children and grandchildren, and the client's payment of the trust's income tax moves still more. Interest and principal paid to the client stay in the estate; only the growth above the note rate leaves.",
    keyComponents: [
      "Irrevocable trust that is a grantor trust for income tax only (e.g. a §675(4)(C) swap power)",
      "Seed gift of about 10% of the trust's assets, with GST exemption allocated",
      "Installment note at the AFR, interest only with a balloon",
      "Qualified appraisal of the interest sold",
    ],
    steps: [
      step("Structure", "Choose the asset, the trust's beneficiaries, the trustee and the note terms.", "Weeks 1–3", [
        "Balance sheet",
        "Business or real estate documents",
      ]),
      step("Seed the trust", "Make the seed gift and allocate GST exemption on Form 709.", "Weeks 3–5", [
        "Trust agreement",
        "EIN",
        "Gift of cash or securities",
      ]),
      step(
        "Appraise and sell",
        "Obtain the appraisal, sign the sale agreement and note (with a formula or defined-value clause).",
        "Weeks 5–10",
        ["Qualified appraisal", "Purchase agreement", "Promissory note"],
      ),
      step(
        "Administer the note",
        "Pay interest each year from trust cash flow; refinance or pay off when useful.",
        "Annually",
        ["Payment records", "Trust accounts"],
      ),
    ],
    prerequisites: [
      "Assets expected to grow well above the AFR",
      "Exclusion available for the seed gift",
      "Cash flow in the asset to service the note",
    ],
    professionals: ["Estate planning attorney", "Qualified appraiser", "CPA", "Trustee"],
    secondaryBenefits: ["Creditor protection for trust assets", "Centralised family ownership of the business"],
    taxAdvantages: [
      "No capital gain on the sale (Rev. Rul. 85-13)",
      "Grantor pays the trust's income tax without a gift (Rev. Rul. 2004-64)",
      "Seed gift shelters the trust from GST tax for generations",
    ],
    risks: [
      risk(
        "Note treated as retained equity",
        "A thinly capitalised trust invites an argument that the seller kept an interest under §2036.",
        "Seed with at least 10% and consider guarantees from beneficiaries.",
      ),
      risk(
        "Valuation challenge",
        "A higher IRS value creates a gift.",
        "Qualified appraisal and a defined-value clause (Wandry v. Commissioner, T.C. Memo. 2012-88).",
      ),
      risk(
        "Loss of basis step-up",
        "Assets in the trust keep the grantor's basis (Rev. Rul. 2023-2).",
        "Swap high-basis assets or cash back in for the low-basis shares before death.",
      ),
    ],
    marketRisks: [
      "If the asset grows less than the AFR the trust has to pay the note from principal",
      "Business cash flow may not cover interest",
    ],
    regulatoryConsiderations: [
      "Proposals to tax sales to grantor trusts recur",
      "Use the month's published AFR for the note's term (§1274(d))",
    ],
    liquidityConsiderations:
      "The client receives interest and eventually principal, so cash flow continues; the asset itself leaves the client's control except through the trustee.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Statutory safety and no seed gift, but a higher hurdle and no efficient GST allocation.",
      },
      {
        strategy: "preferred-partnership-freeze",
        whyNotChosen: "Keeps a preferred cash flow but needs §2701-compliant terms and a partnership structure.",
      },
    ],
    uniqueAdvantages: [
      "Lowest hurdle of the freeze techniques",
      "Dynastic when GST exemption is allocated to the seed",
    ],
    successMetrics: [
      metric("Trust equity above the note", "Growing faster than the note rate", "Annually"),
      metric("Note interest paid", "On time each year", "Annually"),
    ],
    qualitativeIndicators: [
      "Trust operates as a real buyer with its own books",
      "Family understands the note is real debt",
    ],
    warningSignals: [
      "Skipped interest payments",
      "The grantor using trust assets personally",
      "No appraisal for the sale",
    ],
    reviewSchedule: "Annual note and trust review; valuation update every 2–3 years and before a sale of the business.",
    exitStrategy:
      "The note is repaid from cash flow or a later sale; the grantor can turn off grantor status to stop paying the trust's tax, and can swap assets back for basis planning.",
  },
});
