import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, setup, step, yearsToEstate } from "../kit.ts";
import {
  freezeAssetOf,
  freezeRemoval,
  frozenBasis,
  frozenPart,
  lostStepUp,
  midTermAfr,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Beneficiary defective inheritor's trust (BDIT). Minimum net worth 10,000,000.
 *
 * A parent or other relative creates and seeds the trust (their gift, not the client's: no
 * exclusion of the client is used); the client's lapsing withdrawal power makes the client its
 * income-tax owner (IRC §678). The client sells half of the business interest (or the concentrated
 * position, or investment real estate) to it for a note at the mid-term AFR. What leaves the
 * client's estate is the asset's growth above the note's interest, grown at the household model's
 * growth for the asset; interest paid to the client stays in the estate and is no benefit. The
 * heirs lose the step-up on what the trust keeps. Family `estate-freeze`; it moves the frozen asset.
 */
export const beneficiaryDefectiveInheritorTrust = defineStrategy({
  id: "beneficiary-defective-inheritor-trust",
  name: "Beneficiary Defective Inheritor's Trust (BDIT)",
  category: "Advanced Wealth Transfer",
  description:
    "A parent or other relative creates and seeds a trust for the client with a lapsing withdrawal power, which makes the client its owner for income tax (§678). The client then sells assets to the trust for a note and can serve as trustee and beneficiary, yet growth is outside the client's estate and protected from creditors because the client never gave anything to it.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years)] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on the trust's unrealised gain (lost step-up, from basisUsd)",
    variables: ["saleValueUsd", "growthRate", "noteRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "third_party_settlor_required",
    "grantor_trust_income_tax",
    "aggressive_planning",
  ],
  sources: [
    "IRC §678(a) (person other than grantor treated as owner)",
    "IRC §2514(e); §2041(b)(2) (five-and-five lapse)",
    "IRC §2036, §2038 (no retained interest because the client is not the transferor)",
    "Rev. Rul. 85-13 (sale to a grantor trust not a taxable event)",
    "IRC §7872, §1274(d) (applicable federal rate)",
    "Rev. Rul. 2023-2 (no step-up for grantor-trust assets outside the estate)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: (ctx) => [freezeAssetOf(ctx)?.key ?? "business"],
  variables: {
    saleValueUsd: { unit: "USD", description: "Value the client sells to the BDIT for a note." },
    growthRate: { unit: "rate", description: "Annual growth of the asset sold." },
    noteRate: { unit: "rate", description: "Interest rate on the note (the AFR)." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "The client's basis in the part sold (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, third-party seed coordination, appraisal." },
    annualAdministrationUsd: {
      unit: "USD",
      description: "Trust accounting, note administration, independent trustee.",
    },
  },
  defaults(ctx) {
    const a = freezeAssetOf(ctx);
    const part = a
      ? frozenPart(a)
      : fixed(0, "no business, concentrated position or investment real estate in the notes");
    return {
      saleValueUsd: part,
      growthRate: a?.growth ?? fixed(ctx.household.growth.business, "the household model's business growth"),
      noteRate: midTermAfr(ctx, "note rate"),
      years: yearsToEstate(ctx),
      basisUsd: a ? frozenBasis(a, part.value) : fixed(0, "no asset"),
      setupCostUsd: fixed(50_000, "drafting for the relative's trust, appraisal and sale documents, about $50,000"),
      annualAdministrationUsd: fixed(
        6_000,
        "independent co-trustee, records and note administration, about $6,000 a year",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = freezeRemoval(h, v.saleValueUsd, v.growthRate, v.noteRate);
    const gain = removed * unrealisedShareAt(v.basisUsd, v.saleValueUsd, v.growthRate, h.yearsToFinalDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting, appraisal and sale documents"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "independent trustee and note administration"),
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
      (ctx) => freezeAssetOf(ctx) !== null,
      (ctx) => {
        const a = freezeAssetOf(ctx);
        return `The client holds a ${a?.what} (${formatUsd(a?.value.value ?? 0)}) to sell to the trust.`;
      },
      "The notes mention no business interest, concentrated stock or investment real estate to sell to a trust.",
    ),
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= 70,
      "A BDIT needs a parent or other relative to create and seed the trust; the notes do not say whether one can, so the adviser must confirm it.",
      (ctx) =>
        `At ${ctx.household.primary.age} a parent to create and seed the trust is unlikely to be living, and the strategy needs a third-party settlor.`,
    ),
    requires.estateTax,
  ),
  answers: () => null,
  timeline: "3–4 months",
  keyBenefits: [
    "The client can be trustee and beneficiary of assets outside the estate",
    "Creditor protection of a third-party spendthrift trust",
    "Freezes the estate value of the asset at the note",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["control", "estate", "protect", "business", "freeze", "creditor"],
  explanation: {
    overview:
      "A BDIT is an IDGT sale in which someone else creates the trust. Because a parent seeds it (typically $5,000) and the client's withdrawal right lapses within the five-and-five limit, the client is not its grantor for estate tax but is its owner for income tax. The client sells the business to it, keeps control as trustee, and its growth above the note rate stays out of the estate.",
    keyComponents: [
      "Trust created and seeded by a parent or other third party",
      "Client's lapsing withdrawal power over the seed (§678 owner)",
      "Sale of appreciating assets by the client for an AFR note",
      "Client as investment trustee and beneficiary under an ascertainable standard; independent distribution trustee",
    ],
    steps: [
      step(
        "Third-party settlor",
        "Parent signs the trust and gives the seed; the client receives notice of the withdrawal power.",
        "Weeks 1–4",
        ["Trust agreement", "Seed gift from the parent"],
      ),
      step(
        "Let the power lapse",
        "The withdrawal right lapses within the five-and-five limit; the trust is now the client's grantor trust.",
        "Weeks 4–8",
        ["Crummey-style notice", "Lapse documentation"],
      ),
      step(
        "Appraise and sell",
        "Appraise the interest and sell it to the trust for a note, ideally with beneficiary guarantees.",
        "Weeks 8–14",
        ["Qualified appraisal", "Purchase agreement and note"],
      ),
      step("Administer", "Service the note; keep trust and personal assets strictly separate.", "Annually", [
        "Trust accounts",
        "Note payment records",
      ]),
    ],
    prerequisites: [
      "A living parent or other relative willing to create the trust",
      "Assets expected to outgrow the AFR",
    ],
    professionals: [
      "Estate planning attorney experienced with BDITs",
      "Qualified appraiser",
      "CPA",
      "Independent trustee",
    ],
    secondaryBenefits: [
      "Creditor and divorce protection for the trust's assets",
      "Can be GST-exempt through the parent's allocation",
    ],
    taxAdvantages: [
      "Sale to a §678 trust is not a taxable event",
      "Client pays the trust's income tax, shifting more wealth",
      "Growth above the note rate outside the client's estate",
    ],
    risks: [
      risk(
        "Seed too thin for the sale",
        "A large sale with a tiny seed invites a §2036 argument.",
        "Use guarantees by beneficiaries or a larger third-party seed; limit the sale size.",
      ),
      risk(
        "Client treated as transferor",
        "If the client funds the seed indirectly the design fails.",
        "The parent must use their own funds; document the source.",
      ),
      risk(
        "No rulings",
        "The IRS has stopped ruling on BDIT-type §678 trusts.",
        "Conservative drafting and a reputable independent trustee.",
      ),
      risk(
        "Loss of basis step-up",
        "Assets in the trust keep the client's basis.",
        "A swap power lets the client buy low-basis assets back before death.",
      ),
    ],
    marketRisks: ["If the asset underperforms the AFR, the note consumes the trust's principal"],
    regulatoryConsiderations: [
      "The IRS no-ruling position on §678 trusts after lapses of the beneficiary's power",
      "State law must respect spendthrift protection for a trust the beneficiary sold into",
    ],
    liquidityConsiderations:
      "The client receives note payments; the trust can distribute to the client for health, education, maintenance and support.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Simpler and better settled, but the client cannot be a beneficiary without estate inclusion.",
      },
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Access only through the spouse and no creditor protection for a self-funded trust.",
      },
    ],
    uniqueAdvantages: ["Control and access with estate exclusion", "Third-party trust creditor protection"],
    successMetrics: [
      metric("Trust equity above the note", "Growing", "Annually"),
      metric("Formalities observed", "Separate accounts, independent trustee acts", "Annually"),
    ],
    qualitativeIndicators: ["Parent engaged and comfortable as settlor", "Client respects trustee duties"],
    warningSignals: ["Client uses trust assets personally", "Seed came from the client"],
    reviewSchedule: "Annual trust and note review; legal review whenever the IRS or courts address §678 trusts.",
    exitStrategy:
      "The note can be repaid or refinanced; the client can release powers to end grantor status if the income tax becomes a burden.",
  },
});
