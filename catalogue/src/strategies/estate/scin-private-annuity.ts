import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, setup, step, yearly, yearsToEstate } from "../kit.ts";
import {
  freezeAssetOf,
  freezeRemoval,
  frozenBasis,
  frozenPart,
  lostStepUp,
  midTermAfr,
  mortalityWithin,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
} from "./lib/transfer-math.ts";

/** Longest note term the strategy proposes, years (shorter than the seller's life expectancy). */
const MAX_NOTE_YEARS = 10;

/**
 * Self-cancelling installment note (or private annuity). Minimum net worth 3,000,000 (spec §3 table).
 *
 * An older client sells half of the business interest (or the concentrated position, or investment
 * real estate) to a grantor trust for the children for a note that cancels at the seller's death.
 * The buyers pay a mortality risk premium over the AFR (here about the chance of death within the
 * term ÷ the term, an approximation of the actuarial premium on Table 2010CM). The household model
 * plans the client to live past the note's term, so the note is paid in full with its premium:
 * what leaves the estate is the asset's growth above the premium-inclusive rate, and the premium is
 * the price of the cancellation, which removes the unpaid balance only if the seller dies during
 * the term (a risk described, not assumed). The heirs lose the step-up on what the trust keeps.
 * Family `estate-freeze`; it moves the frozen asset.
 */
export const scinPrivateAnnuity = defineStrategy({
  id: "scin-private-annuity",
  name: "Self-Cancelling Installment Note (SCIN) or Private Annuity",
  category: "Advanced Wealth Transfer",
  description:
    "An older client sells an appreciating asset to the children (or a grantor trust for them) for a note that cancels at the seller's death, or for a lifetime annuity. The buyers pay a risk premium; if the seller dies before the note is paid, the unpaid balance is not in the estate (Estate of Moss).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years), noteRate = AFR + mortalityProbability ÷ noteYears] on the household's projection (§2001(c) schedule, 0.40 at the top), the seller outliving the term as the household model plans − heirs' capital-gains tax on the trust's unrealised gain",
    variables: ["saleValueUsd", "growthRate", "noteRate", "noteYears", "mortalityProbability", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × noteYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "noteYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "In the private-annuity form the buyers promise the seller a lifetime annuity, valued with the §7520 rate and mortality tables; payments stop at death.",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: [
    "actuarial_valuation_required",
    "mortality_risk",
    "income_tax_on_cancellation",
    "irs_scrutiny",
  ],
  sources: [
    "Estate of Moss v. Commissioner, 74 T.C. 1239 (1980) (cancelled balance not in the estate)",
    "Estate of Davidson v. Commissioner, T.C. Dkt. 13748-13 (SCIN premium challenge)",
    "Frane v. Commissioner, 998 F.2d 567 (8th Cir. 1993) (gain on cancellation)",
    "IRC §7520; Treas. Reg. §25.7520-3(b)(3) (mortality tables unusable when death is more likely than not within a year)",
    "Treas. Reg. §20.2031-7(d)(7) (Table 2010CM)",
    "Treas. Reg. §1.72-6(e); Prop. Treas. Reg. §1.1001-1(j) (private annuity)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: (ctx) => [freezeAssetOf(ctx)?.key ?? "business"],
  variables: {
    saleValueUsd: { unit: "USD", description: "Value of the asset sold." },
    growthRate: { unit: "rate", description: "Annual growth of the asset sold." },
    noteRate: { unit: "rate", description: "Interest rate on the note, the AFR plus a mortality risk premium." },
    noteYears: { unit: "years", description: "Term of the note (shorter than the seller's life expectancy)." },
    mortalityProbability: { unit: "ratio", description: "Chance the seller dies before the note is paid." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "The client's basis in the part sold (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Appraisal, actuarial premium calculation and drafting." },
    annualAdministrationUsd: { unit: "USD", description: "Note administration and reporting each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const a = freezeAssetOf(ctx);
    const part = a
      ? frozenPart(a)
      : fixed(0, "no business, concentrated position or investment real estate in the notes");
    const toDeath = h.primary.deathYear - h.year;
    const term = Math.max(1, Math.min(MAX_NOTE_YEARS, toDeath - 1));
    const q = mortalityWithin(h.primary.age, term);
    const afr = midTermAfr(ctx, "base rate").value;
    const noteRate = Math.round((afr + q / term) * 10_000) / 10_000;
    return {
      saleValueUsd: part,
      growthRate: a?.growth ?? fixed(h.growth.business, "the household model's business growth"),
      noteRate: fixed(
        noteRate,
        `${(noteRate * 100).toFixed(2)}%: the mid-term AFR (about ${(afr * 100).toFixed(2)}%, the §7520 rate ÷ 1.2) plus a mortality premium of about ${(q * 100).toFixed(0)}% ÷ ${term} years; the exact premium comes from an actuarial calculation on Table 2010CM`,
      ),
      noteYears: fixed(
        term,
        `${term}-year note, ending before the age the household model assumes for the client's death`,
      ),
      mortalityProbability: fixed(
        Math.round(q * 1000) / 1000,
        `${(q * 100).toFixed(0)}% chance of death within ${term} years at age ${h.primary.age}${h.primary.ageAssumed ? " (age not stated; the model's default)" : ""}, from a curve fitted to US mortality tables`,
      ),
      years: yearsToEstate(ctx),
      basisUsd: a ? frozenBasis(a, part.value) : fixed(0, "no asset"),
      setupCostUsd: fixed(30_000, "appraisal, actuarial premium report and drafting, about $30,000"),
      annualAdministrationUsd: fixed(3_000, "note payments and reporting, about $3,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = freezeRemoval(h, v.saleValueUsd, v.growthRate, v.noteRate);
    const gain = removed * unrealisedShareAt(v.basisUsd, v.saleValueUsd, v.growthRate, h.yearsToFinalDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "appraisal, actuarial report and drafting"),
        ...yearly(-v.annualAdministrationUsd, 1, v.noteYears, "cost", "note administration"),
        ...lostStepUp(ctx, gain, `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed },
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
      (ctx) => !ctx.household.primary.ageAssumed && ctx.household.primary.age >= 65,
      (ctx) =>
        `At ${ctx.household.primary.age} the seller's life expectancy is short enough for the self-cancelling feature to matter; it pays only if health is worse than the tables assume.`,
      "A SCIN suits sellers of about 65 or older with a shortened life expectancy; the notes show a younger or unstated age.",
    ),
    check(
      (ctx) => freezeAssetOf(ctx) !== null,
      (ctx) => `The client holds a ${freezeAssetOf(ctx)?.what} to sell.`,
      "The notes mention no business interest, concentrated stock or investment real estate to sell.",
    ),
    requires.descendants,
    requires.estateTax,
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: [
    "The unpaid balance leaves the estate if the seller dies during the term",
    "Freezes the asset's value for estate tax",
    "Gives the seller income for the note's term or for life",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "income", "sell", "business", "health", "heirs"],
  explanation: {
    overview:
      "A SCIN is an installment sale with a twist: if the seller dies before the note is paid off, the rest is cancelled. The buyers pay for that chance with a higher interest rate set by actuarial tables, so at average health it is a fair bet and the family gains only when the seller's health is worse than the tables (but not terminal). The figures assume the seller outlives the term, as the household model plans, so the premium is paid in full and reduces what leaves the estate.",
    keyComponents: [
      "Sale of an appreciating asset to children or a grantor trust",
      "Note with a self-cancelling clause and an actuarial risk premium",
      "Term shorter than the seller's life expectancy",
      "Private annuity variant: payments for life instead of a fixed term",
    ],
    steps: [
      step(
        "Medical and actuarial review",
        "Confirm the seller is not terminally ill (a better than 50% chance of living a year) and compute the premium on Table 2010CM.",
        "Weeks 1–3",
        ["Physician letter", "Actuarial report"],
      ),
      step("Value the asset", "Qualified appraisal of the business or real estate interest sold.", "Weeks 2–6", [
        "Qualified appraisal",
      ]),
      step(
        "Sign the sale",
        "Purchase agreement and SCIN with the premium; buyers need independent means or a funded trust.",
        "Weeks 6–8",
        ["Purchase agreement", "Self-cancelling note", "Security agreement"],
      ),
      step(
        "Administer",
        "Buyers pay on schedule; the seller reports interest (and any installment gain).",
        "Annually",
        ["Payment records"],
      ),
    ],
    prerequisites: [
      "Seller aged about 65 or older with a shortened but not terminal life expectancy",
      "Buyers able to make the payments",
    ],
    professionals: ["Estate planning attorney", "Actuary", "Qualified appraiser", "CPA"],
    secondaryBenefits: ["Keeps the asset in the family", "Provides the seller with retirement cash flow"],
    taxAdvantages: [
      "Cancelled balance is excluded from the gross estate",
      "Growth above the note rate accrues to the buyers",
      "A sale to a grantor trust triggers no gain (Rev. Rul. 85-13)",
    ],
    risks: [
      risk(
        "Premium challenged as inadequate",
        "An understated premium is a gift and may invite a sham argument (Davidson).",
        "Use an independent actuarial report and a realistic term.",
      ),
      risk(
        "Seller outlives the term",
        "The buyers pay more than a plain note would cost, and the premium returns to the estate.",
        "Keep the term well inside life expectancy; this is the price of the mortality hedge.",
      ),
      risk(
        "Income tax on cancellation",
        "Deferred gain on a sale to the children is reported on the estate's income tax return (Frane).",
        "Sell to a grantor trust, or plan the estate's liquidity for that tax.",
      ),
      risk(
        "Loss of basis step-up",
        "What the trust keeps has the seller's basis.",
        "A swap power lets the seller buy low-basis assets back before death.",
      ),
    ],
    marketRisks: ["If the asset's value falls, the buyers still owe the premium-inclusive price"],
    regulatoryConsiderations: [
      "The §7520 mortality tables cannot be used if death is more likely than not within one year",
      "Private annuities for appreciated property face the 2006 proposed regulations (immediate gain)",
    ],
    liquidityConsiderations:
      "The seller receives note payments; the buyers need cash flow from the asset or other funds to pay them.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "A lower rate with no premium, but the unpaid note stays in the estate at death.",
      },
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "No mortality upside: death during the term brings the assets back.",
      },
    ],
    uniqueAdvantages: ["The only freeze whose unpaid balance disappears at death"],
    successMetrics: [
      metric("Payments made on schedule", "100%", "Annually"),
      metric("Asset growth versus note rate", "Above the premium-inclusive rate", "Annually"),
    ],
    qualitativeIndicators: ["Family understands and accepts the mortality wager", "Buyers have the means to pay"],
    warningSignals: ["Seller's health declines sharply before signing", "Payments forgiven informally"],
    reviewSchedule: "Annual review of payments and valuation; medical and actuarial update before any restructuring.",
    exitStrategy: "Buyers may prepay the note; if the seller outlives the term the note is simply paid off.",
  },
});
