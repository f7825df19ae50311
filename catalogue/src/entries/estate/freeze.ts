import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp, gratRemainder, zeroedOutAnnuityPayment } from "../../formulas/finance.ts";
import { capitalGainsRate, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  afrDefault,
  estateTaxExposureRatio,
  fixed,
  growthFor,
  investableAssets,
  is,
  metric,
  mortalityWithin,
  n,
  netWorthOf,
  risk,
  setupAndAnnual,
  shareOf,
  spec,
  step,
  yearsToEstate,
} from "./shared.ts";

/**
 * Estate freezes: techniques that move the growth of an asset above a hurdle rate (the §7520
 * rate, the AFR or a preferred coupon) to the next generation. Each benefit is the estate tax at
 * 0.40 (IRC §2001(c), `tax.estateTaxRate`) on the growth that ends up outside the estate.
 */

/** Growth of a value above a hurdle rate over `years`: V × ((1 + g)^n − (1 + r)^n), never below 0. */
const growthAbove = (valueUsd: number, growthRate: number, hurdleRate: number, years: number): number =>
  Math.max(0, valueUsd * ((1 + growthRate) ** years - (1 + hurdleRate) ** years));

/** Default value of the asset to freeze: the business when known, else a share of net worth. */
function freezeAsset(f: Parameters<StrategyDefinition["defaults"]>[0], share: number, what: string) {
  if (f.businessValueUsd !== null && f.businessValueUsd > 0) {
    const value = Math.round(f.businessValueUsd * share);
    return fixed(
      value,
      `${what}: ${Math.round(share * 100)}% of the ${formatUsd(f.businessValueUsd)} business interest (${formatUsd(value)})`,
    );
  }
  const pct = share * 0.4;
  const value = Math.round(netWorthOf(f) * pct);
  return fixed(
    value,
    `${what}: ${Math.round(pct * 100)}% of net worth, as no business value is stated (${formatUsd(value)})`,
  );
}

/**
 * Zeroed-out grantor retained annuity trust (Walton). Minimum net worth 5,000,000.
 * Benefit: gratRemainder(F, g, t, F ÷ annuityFactor(§7520, t)) × (1 + g)^(n − t) × 0.40.
 */
export const grantorRetainedAnnuityTrust: StrategyDefinition = {
  id: "grantor-retained-annuity-trust",
  name: "Zeroed-Out Grantor Retained Annuity Trust (GRAT)",
  category: "Advanced Wealth Transfer",
  description:
    "The client transfers appreciating assets to a short-term irrevocable trust and keeps an annuity whose present value at the §7520 rate equals the transfer, so the taxable gift is about zero. Growth above the §7520 rate passes to the children free of gift and estate tax; if the assets underperform, they simply come back through the annuity.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "gratRemainder(fundingUsd, growthRate, termYears, fundingUsd ÷ annuityFactor(§7520 rate, termYears)) × (1 + growthRate)^(years − termYears) × 0.40",
    variables: ["fundingUsd", "growthRate", "termYears", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent:
    "Optional: term insurance for the annuity term covers the estate tax if the grantor dies before the term ends and the assets are pulled back into the estate.",
  annuityComponent:
    "The grantor's retained annuity is the core of the design: a fixed payment each year for the term, sized so its present value equals the funding.",
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
    "IRC §7520 (valuation rate)",
    "Walton v. Commissioner, 115 T.C. 589 (2000) (zeroed-out GRAT)",
    "IRC §2036; Treas. Reg. §20.2036-1(c)(2) (inclusion on death during the term)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("fundingUsd", "USD", "Value transferred to the GRAT."),
    spec("growthRate", "rate", "Annual total return of the transferred assets."),
    spec("termYears", "years", "Annuity term of the GRAT."),
    spec("years", "years", "Years until the estate is taxed; the remainder keeps growing outside it after the term."),
    spec("setupCostUsd", "USD", "Drafting, valuation and Form 709."),
    spec("annualAdministrationUsd", "USD", "Annuity calculations, payments and records each year of the term."),
  ],
  defaults(f, tax) {
    const years = yearsToEstate(f);
    return {
      fundingUsd: freezeAsset(f, 0.5, "funding"),
      growthRate: fixed(0.08, "8% a year: a concentrated stock or business interest chosen to outgrow the §7520 rate"),
      termYears: fixed(2, "two-year term, rolled into new GRATs with each annuity payment (limits mortality risk)"),
      years: { ...years, value: Math.max(2, years.value) },
      setupCostUsd: fixed(12_000, "drafting, an appraisal if the asset is not listed, and a Form 709, about $12,000"),
      annualAdministrationUsd: fixed(
        2_500,
        `annuity calculations at the ${(tax.section7520Rate * 100).toFixed(1)}% §7520 rate and trust records, about $2,500 a year`,
      ),
    };
  },
  benefit: (x, tax) => {
    const funding = n(x, "fundingUsd");
    const term = Math.max(1, Math.round(n(x, "termYears")));
    const payment = zeroedOutAnnuityPayment(funding, tax.section7520Rate, term);
    const remainder = gratRemainder(funding, n(x, "growthRate"), term, payment);
    const later = Math.max(0, n(x, "years") - term);
    return { estateTaxSavings: remainder * (1 + n(x, "growthRate")) ** later * tax.estateTaxRate };
  },
  cost: (x) => setupAndAnnual(x, "termYears"),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.03, description: "Asset growth 5% / 8% / 11% a year" },
  eligibility: allOf(
    is.appreciatingAssets,
    is.estateTaxExposure,
    is.ageUnknownOrBelow(85, "the grantor must outlive the annuity term or the assets return to the estate"),
  ),
  timeline: "3–6 weeks per GRAT",
  keyBenefits: [
    "Moves growth above the §7520 rate to the children with almost no gift",
    "No downside beyond costs: a failed GRAT returns the assets",
    "The grantor pays the trust's income tax, a further tax-free transfer",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "growth", "appreciat", "heirs", "children", "stock", "business", "ipo"],
  explanation: {
    overview:
      "A zeroed-out GRAT is a bet the family cannot lose except for costs. The client puts fast-growing assets in a trust for two years and takes back annuity payments worth, at the IRS §7520 rate, exactly what was put in. Whatever the assets earn above that rate stays in the trust for the children, with no gift tax and no use of the exclusion.",
    keyComponents: [
      "Irrevocable grantor trust with a fixed annuity to the grantor",
      "Annuity sized with the §7520 rate of the month of funding so the gift is about zero",
      "Remainder to the children or to a continuing grantor trust",
      "Rolling series of short-term GRATs to capture volatility",
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
        ["GRAT agreement", "Qualified appraisal", "EIN not needed while a grantor trust"],
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
    prerequisites: ["Assets expected to grow faster than the §7520 rate", "A client expected to outlive the term"],
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
};

/**
 * Sale of appreciating assets to an intentionally defective grantor trust for an AFR note.
 * Minimum net worth 10,000,000.
 * Benefit: (saleValueUsd × ((1 + g)^n − (1 + r)^n) + seedGiftUsd × ((1 + g)^n − 1)) × 0.40.
 */
export const idgtSale: StrategyDefinition = {
  id: "intentionally-defective-grantor-trust-sale",
  name: "Sale to an Intentionally Defective Grantor Trust (IDGT)",
  category: "Advanced Wealth Transfer",
  description:
    "The client seeds an irrevocable grantor trust with a gift (about 10% of the trust's assets) and then sells it appreciating assets for a promissory note at the applicable federal rate. Because the trust is a grantor trust the sale is not taxable (Rev. Rul. 85-13); growth above the note's interest rate accrues outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years) + seedGiftUsd × ((1 + growthRate)^years − 1)) × 0.40",
    variables: ["saleValueUsd", "seedGiftUsd", "growthRate", "noteRate", "years"],
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
    "IRC §7872, §1274(d) (applicable federal rate)",
    "IRC §2001(c)",
    "Estate of Woelbing v. Commissioner (T.C. Dkt. 30261-13) (note adequacy challenge)",
  ],
  variables: [
    spec("saleValueUsd", "USD", "Value sold to the trust for the note."),
    spec("seedGiftUsd", "USD", "Gift to the trust before the sale, about one-ninth of the sale."),
    spec("growthRate", "rate", "Annual total return of the assets sold."),
    spec("noteRate", "rate", "Interest rate on the note (the AFR for its term)."),
    spec("years", "years", "Years until the estate is taxed."),
    spec("setupCostUsd", "USD", "Drafting, valuation and Form 709."),
    spec("annualAdministrationUsd", "USD", "Note administration, valuation updates and trust accounting each year."),
  ],
  defaults(f, tax) {
    const sale = freezeAsset(f, 0.6, "sale");
    const seed = Math.round(Math.min(sale.value / 9, tax.basicExclusionAmount));
    return {
      saleValueUsd: sale,
      seedGiftUsd: fixed(seed, `one-ninth of the sale, so the seed is 10% of the trust's assets (${formatUsd(seed)})`),
      growthRate: fixed(0.07, "7% a year: a business or real estate interest expected to outgrow the AFR"),
      noteRate: afrDefault(tax, "note rate"),
      years: yearsToEstate(f),
      setupCostUsd: fixed(40_000, "drafting, a qualified appraisal with discounts, and a Form 709, about $40,000"),
      annualAdministrationUsd: fixed(5_000, "note payments, trust records and valuation updates, about $5,000 a year"),
    };
  },
  benefit: (x, tax) => {
    const g = n(x, "growthRate");
    const years = n(x, "years");
    const moved =
      growthAbove(n(x, "saleValueUsd"), g, n(x, "noteRate"), years) + n(x, "seedGiftUsd") * ((1 + g) ** years - 1);
    return { estateTaxSavings: Math.max(0, moved) * tax.estateTaxRate };
  },
  cost: (x) => setupAndAnnual(x),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Asset growth 5% / 7% / 9% a year" },
  eligibility: allOf(is.appreciatingAssets, when.hasDescendants, is.estateTaxExposure),
  timeline: "2–4 months",
  keyBenefits: [
    "Freezes the estate value of the asset at the note's principal",
    "Hurdle is the AFR, usually below the §7520 rate used by GRATs",
    "Allows GST exemption on the seed gift, so the trust can be dynastic",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "freeze", "business", "growth", "heirs", "succession", "dynasty"],
  explanation: {
    overview:
      "An IDGT sale turns a fast-growing asset into a fixed-value note in the client's estate. The trust buys the asset with a note at the AFR; every dollar the asset earns above that rate builds up for the children and grandchildren, and the client's payment of the trust's income tax moves still more.",
    keyComponents: [
      "Irrevocable trust that is a grantor trust for income tax only (e.g. a §675(4)(C) swap power)",
      "Seed gift of about 10% of the trust's assets, with GST exemption allocated",
      "Installment note at the AFR, interest only with a balloon",
      "Qualified appraisal of the interest sold, usually with valuation discounts",
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
        "Death with the note unpaid",
        "The note is in the estate and the trust's basis stays carried over.",
        "Swap high-basis assets back in before death; plan note payoff.",
      ),
    ],
    marketRisks: [
      "If the asset grows less than the AFR the trust has to pay the note from principal",
      "Business cash flow may not cover interest",
    ],
    regulatoryConsiderations: [
      "Rev. Rul. 2023-2: assets in a grantor trust not included in the estate get no basis step-up",
      "Proposals to tax sales to grantor trusts recur",
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
};

/**
 * Self-cancelling installment note (or private annuity) sale to the family. Minimum net worth
 * 3,000,000 (spec §3 table).
 * Benefit: (saleValueUsd × ((1 + g)^n − (1 + r)^n) + mortalityProbability × saleValueUsd) × 0.40.
 */
export const scinPrivateAnnuity: StrategyDefinition = {
  id: "scin-private-annuity",
  name: "Self-Cancelling Installment Note (SCIN) or Private Annuity",
  category: "Advanced Wealth Transfer",
  description:
    "An older client sells an appreciating asset to the children (or a grantor trust for them) for a note that cancels at the seller's death, or for a lifetime annuity. The buyers pay a risk premium; if the seller dies before the note is paid, the unpaid balance is not in the estate (Estate of Moss).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years) + mortalityProbability × saleValueUsd) × 0.40",
    variables: ["saleValueUsd", "growthRate", "noteRate", "years", "mortalityProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
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
    "Treas. Reg. §1.72-6(e); Prop. Treas. Reg. §1.1001-1(j) (private annuity)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("saleValueUsd", "USD", "Value of the asset sold."),
    spec("growthRate", "rate", "Annual total return of the asset sold."),
    spec("noteRate", "rate", "Interest rate on the note, the AFR plus a mortality risk premium."),
    spec("years", "years", "Term of the note (shorter than the seller's life expectancy)."),
    spec("mortalityProbability", "ratio", "Chance the seller dies before the note is paid."),
    spec("setupCostUsd", "USD", "Appraisal, actuarial premium calculation and drafting."),
    spec("annualAdministrationUsd", "USD", "Note administration and reporting each year."),
  ],
  defaults(f, tax) {
    const age = oldestAge(f) ?? 75;
    const years = 10;
    const q = mortalityWithin(age, years);
    const afr = afrDefault(tax, "base rate").value;
    const noteRate = Math.round((afr + q / years) * 10_000) / 10_000;
    return {
      saleValueUsd: freezeAsset(f, 0.5, "sale"),
      growthRate: fixed(0.07, "7% a year: a business or real estate interest"),
      noteRate: fixed(
        noteRate,
        `${(noteRate * 100).toFixed(2)}%: the mid-term AFR (§7520 rate ÷ 1.2) plus a mortality premium of about ${(q * 100).toFixed(0)}% ÷ ${years} years; the exact premium comes from an actuarial calculation on Table 2010CM`,
      ),
      years: fixed(years, "10-year note, shorter than the seller's life expectancy"),
      mortalityProbability: fixed(
        Math.round(q * 1000) / 1000,
        `${(q * 100).toFixed(0)}% chance of death within 10 years at age ${age}${oldestAge(f) === null ? " (age not stated, 75 assumed)" : ""}, from US mortality tables`,
      ),
      setupCostUsd: fixed(30_000, "appraisal, actuarial premium report and drafting, about $30,000"),
      annualAdministrationUsd: fixed(3_000, "note payments and income tax reporting, about $3,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      (growthAbove(n(x, "saleValueUsd"), n(x, "growthRate"), n(x, "noteRate"), n(x, "years")) +
        clamp(n(x, "mortalityProbability"), 0, 1) * n(x, "saleValueUsd")) *
      tax.estateTaxRate,
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "mortalityProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Chance of death during the term half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => {
        const age = oldestAge(f);
        return age !== null && age >= 65;
      },
      fits: (f) =>
        `At age ${oldestAge(f)} the seller's life expectancy is short enough for the self-cancelling feature to matter.`,
      fails:
        "A SCIN suits sellers of about 65 or older with a shortened life expectancy; the notes show a younger or unstated age.",
    },
    is.appreciatingAssets,
    when.hasDescendants,
  ),
  timeline: "2–3 months",
  keyBenefits: [
    "The unpaid balance vanishes from the estate at the seller's death",
    "Freezes the asset's value for estate tax",
    "Gives the seller income for the note's term or for life",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "income", "sell", "business", "health", "heirs", "children"],
  explanation: {
    overview:
      "A SCIN is an installment sale with a twist: if the seller dies before the note is paid off, the rest is cancelled. The buyers pay for that chance with a higher price or interest rate set by actuarial tables. For a seller whose health is below average but who is not terminally ill, the cancelled balance and the growth above the note rate escape estate tax.",
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
      step("Administer", "Buyers pay on schedule; the seller reports installment gain and interest.", "Annually", [
        "Payment records",
        "Form 6252 for installment gain",
      ]),
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
      "Installment reporting spreads the seller's gain",
    ],
    risks: [
      risk(
        "Premium challenged as inadequate",
        "An understated premium is a gift and may invite a sham argument (Davidson).",
        "Use an independent actuarial report and a realistic term.",
      ),
      risk(
        "Seller outlives the term",
        "The buyers pay more than a plain note would cost.",
        "Keep the term well inside life expectancy; this is the price of the mortality hedge.",
      ),
      risk(
        "Income tax on cancellation",
        "Deferred gain is reported on the estate's income tax return (Frane).",
        "Plan the estate's liquidity for that tax.",
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
};

/**
 * §2701 preferred partnership freeze. Minimum net worth 10,000,000 (spec §3 table).
 * Benefit: max(0, V × ((1 + g)^n − 1) − V × preferredShare × couponRate × n) × 0.40.
 */
export const preferredPartnershipFreeze: StrategyDefinition = {
  id: "preferred-partnership-freeze",
  name: "Preferred Partnership Estate Freeze (§2701)",
  category: "Advanced Wealth Transfer",
  description:
    "Appreciating assets go into a partnership with two classes: a cumulative preferred interest the parent keeps, with a fixed market coupon, and a common (growth) interest given to the children or a trust. Designed to meet §2701's qualified payment rules, all growth above the coupon accrues to the common holders.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "max(0, partnershipValueUsd × ((1 + growthRate)^years − 1) − partnershipValueUsd × preferredShare × couponRate × years) × 0.40",
    variables: ["partnershipValueUsd", "growthRate", "years", "preferredShare", "couponRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The preferred coupon gives the parent a fixed, cumulative income stream for life.",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "section_2701_valuation",
    "gift_tax_return_required",
    "valuation_challenge_risk",
    "partnership_formalities",
  ],
  sources: [
    "IRC §2701 (special valuation of retained interests)",
    "IRC §2701(a)(4) (junior equity at least 10% of total value)",
    "IRC §2701(c)(3) (qualified payment: cumulative, fixed rate)",
    "Treas. Reg. §25.2701-1 through -6",
    "Rev. Rul. 83-120 (valuing preferred interests by yield and coverage)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("partnershipValueUsd", "USD", "Value contributed to the partnership."),
    spec("growthRate", "rate", "Annual total return of the partnership's assets."),
    spec("years", "years", "Years until the estate is taxed."),
    spec(
      "preferredShare",
      "ratio",
      "Share of the value held as the preferred interest (at most 90% under §2701(a)(4)).",
    ),
    spec("couponRate", "rate", "Cumulative preferred coupon, a market rate."),
    spec("setupCostUsd", "USD", "Partnership drafting, preferred valuation and Form 709."),
    spec("annualAdministrationUsd", "USD", "Partnership return, coupon payments and records each year."),
  ],
  defaults(f) {
    return {
      partnershipValueUsd: freezeAsset(f, 0.6, "partnership funding"),
      growthRate: fixed(0.08, "8% a year: an operating business or real estate chosen for growth"),
      years: yearsToEstate(f),
      preferredShare: fixed(0.9, "90% preferred, leaving the 10% minimum common interest of §2701(a)(4)"),
      couponRate: fixed(0.07, "7% cumulative coupon, a market preferred yield supportable under Rev. Rul. 83-120"),
      setupCostUsd: fixed(
        60_000,
        "partnership agreement, appraisal of the preferred and common interests, and a Form 709, about $60,000",
      ),
      annualAdministrationUsd: fixed(10_000, "Form 1065, K-1s, coupon payments and minutes, about $10,000 a year"),
    };
  },
  benefit: (x, tax) => {
    const value = n(x, "partnershipValueUsd");
    const years = n(x, "years");
    const growth = value * ((1 + n(x, "growthRate")) ** years - 1);
    const coupons = value * clamp(n(x, "preferredShare"), 0, 1) * n(x, "couponRate") * years;
    return { estateTaxSavings: Math.max(0, growth - coupons) * tax.estateTaxRate };
  },
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Partnership growth 6% / 8% / 10% a year",
  },
  eligibility: allOf(
    {
      test: (f) => f.ownsBusiness || f.hasInvestmentRealEstate,
      fits: (f) =>
        f.ownsBusiness
          ? "The client owns a business whose growth can be shifted to a common interest."
          : "The client owns investment real estate suited to a partnership freeze.",
      fails: "The notes mention no business or investment real estate to contribute to a freeze partnership.",
    },
    when.hasDescendants,
    is.estateTaxExposure,
  ),
  timeline: "3–5 months",
  keyBenefits: [
    "Caps the parent's estate at the preferred interest",
    "Keeps a fixed income stream for the parent",
    "All growth above the coupon goes to the next generation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["freeze", "estate", "business", "income", "real estate", "succession", "growth"],
  explanation: {
    overview:
      "A preferred partnership freeze splits the family's growth assets into a bond-like preferred interest for the parent and a stock-like common interest for the children. The parent keeps a cumulative coupon for life; the children own everything the assets earn above it.",
    keyComponents: [
      "Family partnership or LLC taxed as a partnership",
      "Cumulative preferred interest with a fixed market coupon (a qualified payment)",
      "Common interest of at least 10% of value given to children or a GST-exempt trust",
      "Independent appraisal of both classes",
    ],
    steps: [
      step("Design", "Choose the assets, coupon, liquidation preference and the common holders.", "Weeks 1–4", [
        "Asset valuations",
        "Cash-flow projection to cover the coupon",
      ]),
      step("Form and capitalise", "Draft the partnership agreement and contribute the assets.", "Weeks 4–8", [
        "Partnership agreement",
        "Deeds and assignments",
      ]),
      step(
        "Value and gift",
        "Appraise the preferred and common interests; gift the common and file Form 709.",
        "Weeks 8–14",
        ["Qualified appraisal", "Form 709"],
      ),
      step("Operate", "Pay the coupon on time every year and keep partnership formalities.", "Annually", [
        "Form 1065",
        "Coupon payment records",
      ]),
    ],
    prerequisites: ["Assets that produce enough cash to pay the coupon", "Growth expected above the coupon rate"],
    professionals: ["Estate planning attorney", "Qualified appraiser", "CPA", "Business valuation expert"],
    secondaryBenefits: ["Centralised management of family assets", "Creditor protection of partnership interests"],
    taxAdvantages: [
      "Gift limited to the common interest's value",
      "Growth above the coupon escapes estate tax",
      "Preferred interest can receive a basis step-up at death",
    ],
    risks: [
      risk(
        "§2701 zero valuation",
        "A preferred interest that fails the qualified-payment rules is valued at zero, making the whole value a gift.",
        "Draft cumulative, fixed-rate payments and pay them within four years of the due date.",
      ),
      risk(
        "Coupon set above market",
        "An above-market coupon pulls value back to the parent.",
        "Support the coupon with an appraisal under Rev. Rul. 83-120.",
      ),
      risk(
        "§2036 inclusion",
        "Personal use of partnership assets or lack of business purpose can bring assets back.",
        "Keep formalities and personal assets outside.",
      ),
    ],
    marketRisks: ["If growth falls below the coupon the parent's preferred absorbs the value and nothing shifts"],
    regulatoryConsiderations: [
      "Unpaid cumulative coupons compound into the parent's estate (§2701(d))",
      "Appraisals must meet the adequate-disclosure rules to start the statute of limitations",
    ],
    liquidityConsiderations:
      "The coupon gives the parent cash flow; the partnership must hold or generate cash to pay it.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Lower hurdle rate but no lifetime preferred income to the parent.",
      },
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "Moves value through discounted gifts rather than freezing growth above a coupon.",
      },
    ],
    uniqueAdvantages: ["Combines a freeze with a lifetime income stream", "Statutory roadmap in §2701"],
    successMetrics: [
      metric("Coupon paid", "In full each year", "Annually"),
      metric("Common interest value", "Growing faster than the preferred", "Every 2 years (appraisal)"),
    ],
    qualitativeIndicators: ["Family treats the partnership as a business", "Clear governance for the common holders"],
    warningSignals: ["Coupons skipped or accrued", "Commingled personal and partnership funds"],
    reviewSchedule: "Annual partnership meeting and tax return review; appraisal update every 2–3 years.",
    exitStrategy:
      "The partnership can redeem the preferred, or the preferred passes at death with a basis step-up; the partnership may be liquidated by agreement of the partners.",
  },
};

/**
 * Beneficiary defective inheritor's trust (BDIT). Minimum net worth 10,000,000.
 * Benefit: saleValueUsd × ((1 + g)^n − (1 + r)^n) × 0.40.
 */
export const beneficiaryDefectiveInheritorTrust: StrategyDefinition = {
  id: "beneficiary-defective-inheritor-trust",
  name: "Beneficiary Defective Inheritor's Trust (BDIT)",
  category: "Advanced Wealth Transfer",
  description:
    "A parent or other relative creates and seeds a trust for the client with a lapsing withdrawal power, which makes the client its owner for income tax (§678). The client then sells assets to the trust for a note and can serve as trustee and beneficiary, yet growth is outside the client's estate and protected from creditors because the client never gave anything to it.",
  benefitCalculation: {
    type: "percentage",
    formula: "saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years) × 0.40",
    variables: ["saleValueUsd", "growthRate", "noteRate", "years"],
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
    "IRC §2001(c)",
  ],
  variables: [
    spec("saleValueUsd", "USD", "Value the client sells to the BDIT for a note."),
    spec("growthRate", "rate", "Annual total return of the assets sold."),
    spec("noteRate", "rate", "Interest rate on the note (the AFR)."),
    spec("years", "years", "Years until the client's estate is taxed."),
    spec("setupCostUsd", "USD", "Drafting, third-party seed coordination, appraisal."),
    spec("annualAdministrationUsd", "USD", "Trust accounting, note administration, independent trustee."),
  ],
  defaults(f, tax) {
    return {
      saleValueUsd: freezeAsset(f, 0.6, "sale"),
      growthRate: fixed(0.07, "7% a year: a business or real estate interest"),
      noteRate: afrDefault(tax, "note rate"),
      years: yearsToEstate(f),
      setupCostUsd: fixed(50_000, "drafting for the parent's trust, appraisal and sale documents, about $50,000"),
      annualAdministrationUsd: fixed(
        6_000,
        "independent co-trustee, records and note administration, about $6,000 a year",
      ),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      growthAbove(n(x, "saleValueUsd"), n(x, "growthRate"), n(x, "noteRate"), n(x, "years")) * tax.estateTaxRate,
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Asset growth 5% / 7% / 9% a year" },
  eligibility: allOf(
    is.appreciatingAssets,
    is.ageUnknownOrBelow(70, "a parent or other relative must still be alive to create and seed the trust"),
    is.estateTaxExposure,
  ),
  timeline: "3–4 months",
  keyBenefits: [
    "The client can be trustee and beneficiary of assets outside the estate",
    "Creditor protection of a third-party spendthrift trust",
    "Freezes the estate value of the business at the note",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["control", "estate", "protect", "business", "freeze", "creditor"],
  explanation: {
    overview:
      "A BDIT is an IDGT sale in which someone else creates the trust. Because a parent seeds it (typically $5,000) and the client's withdrawal right lapses within the five-and-five limit, the client is not its grantor for estate tax but is its owner for income tax. The client sells the business to it, keeps control as trustee, and its growth stays out of the estate.",
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
      "Growth outside the client's estate",
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
};

/**
 * Installment sale of business interests to the family. Minimum net worth 3,000,000.
 * Benefit: max(0, saleValueUsd × ((1 + g)^n − (1 + r)^n)) × 0.40.
 * Cost includes the capital gains tax on the sale spread over the note.
 */
export const familyInstallmentSale: StrategyDefinition = {
  id: "family-installment-sale",
  name: "Installment Sale of Business Interests to Family",
  category: "Wealth Transfer",
  description:
    "The owner sells part of the business to children active in it for an installment note at the AFR. Gain is reported as payments arrive (§453), the estate holds a fixed note instead of a growing business, and the children own the growth. Unlike a grantor-trust sale, the gain is taxed, so the saving must outweigh the lost basis step-up.",
  benefitCalculation: {
    type: "percentage",
    formula: "max(0, saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years)) × 0.40",
    variables: ["saleValueUsd", "growthRate", "noteRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + (saleValueUsd × gainShare × capitalGainsTaxRate ÷ noteYears + annualAdministrationUsd) × noteYears",
    variables: [
      "setupCostUsd",
      "saleValueUsd",
      "gainShare",
      "capitalGainsTaxRate",
      "noteYears",
      "annualAdministrationUsd",
    ],
  },
  lifeInsuranceComponent:
    "Optional: insurance on the seller held by the buyers can fund the balance if the seller dies early.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["installment_sale_reporting", "related_party_resale_rule", "valuation_challenge_risk"],
  sources: [
    "IRC §453 (installment method)",
    "IRC §453(e) (resale by a related buyer within 2 years)",
    "IRC §453A (interest charge on notes above $5,000,000)",
    "IRC §1274(d), §483 (adequate stated interest)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("saleValueUsd", "USD", "Value of the business interest sold."),
    spec("growthRate", "rate", "Annual growth of the business."),
    spec("noteRate", "rate", "Interest rate on the note (the AFR)."),
    spec("years", "years", "Years until the seller's estate is taxed."),
    spec("gainShare", "ratio", "Share of the sale price that is taxable gain."),
    spec("capitalGainsTaxRate", "rate", "Federal capital gains rate plus NIIT on the gain."),
    spec("noteYears", "years", "Term of the installment note."),
    spec("setupCostUsd", "USD", "Appraisal and sale documents."),
    spec("annualAdministrationUsd", "USD", "Note administration and Form 6252 each year."),
  ],
  defaults(f, tax) {
    const cg = capitalGainsRate(f, tax);
    return {
      saleValueUsd: freezeAsset(f, 0.4, "sale"),
      growthRate: fixed(0.07, "7% a year: the business's expected growth"),
      noteRate: afrDefault(tax, "note rate"),
      years: yearsToEstate(f),
      gainShare: fixed(0.8, "80% of the price is gain (basis about 20% of value)"),
      capitalGainsTaxRate: fixed(
        cg,
        `${(cg * 100).toFixed(1)}% federal capital gains rate including NIIT (IRC §1(h), §1411)`,
      ),
      noteYears: fixed(10, "10-year note"),
      setupCostUsd: fixed(20_000, "business appraisal and purchase documents, about $20,000"),
      annualAdministrationUsd: fixed(1_500, "note administration and installment reporting, about $1,500 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      growthAbove(n(x, "saleValueUsd"), n(x, "growthRate"), n(x, "noteRate"), n(x, "years")) * tax.estateTaxRate,
  }),
  cost: (x) => {
    const noteYears = Math.max(1, n(x, "noteYears"));
    const gainTax = n(x, "saleValueUsd") * clamp(n(x, "gainShare"), 0, 1) * n(x, "capitalGainsTaxRate");
    return {
      setup: n(x, "setupCostUsd"),
      annual: gainTax / noteYears + n(x, "annualAdministrationUsd"),
      years: noteYears,
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Business growth 5% / 7% / 9% a year",
  },
  eligibility: allOf(when.ownsBusiness, is.hasChildren, is.estateTaxExposure),
  timeline: "2–4 months",
  keyBenefits: [
    "Passes ownership and growth to the next generation during the owner's life",
    "Gain spread over the note's payments",
    "Owner keeps cash flow from the note",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["succession", "business", "children", "sell", "transition", "estate"],
  explanation: {
    overview:
      "Selling part of the business to the children on an installment note lets the owner step back gradually, receive cash flow and fix the value in the estate at the note's balance. The children's growth is theirs; the cost is the capital gains tax on the sale, paid as the note is collected.",
    keyComponents: [
      "Sale of non-controlling or controlling interests at appraised value",
      "Installment note at the AFR, secured by the interests sold",
      "Installment reporting of the seller's gain",
      "Buy-sell and governance documents for the new owners",
    ],
    steps: [
      step(
        "Valuation",
        "Appraise the business and the interest to be sold, with any minority discounts.",
        "Weeks 1–6",
        ["Financial statements", "Qualified appraisal"],
      ),
      step("Negotiate terms", "Set price, note term, security and the children's roles.", "Weeks 4–8", [
        "Term sheet",
        "Cash-flow projection",
      ]),
      step("Close", "Sign the purchase agreement, note and pledge; update the operating agreement.", "Weeks 8–12", [
        "Purchase agreement",
        "Promissory note",
        "Pledge agreement",
      ]),
      step("Report and collect", "Report gain on Form 6252 each year and receive payments.", "Annually", [
        "Form 6252",
        "Payment records",
      ]),
    ],
    prerequisites: [
      "Children active in or committed to the business",
      "Business cash flow sufficient to service the note",
    ],
    professionals: ["Business and estate attorney", "Business appraiser", "CPA", "Financial adviser"],
    secondaryBenefits: ["Orderly succession", "Retirement income for the owner"],
    taxAdvantages: [
      "Gain deferred to the years of payment",
      "Growth after the sale outside the estate",
      "Interest at the AFR avoids a gift",
    ],
    risks: [
      risk(
        "Related-party resale",
        "If the children resell within two years the seller's gain is accelerated (§453(e)).",
        "Agree to hold the interest at least two years.",
      ),
      risk(
        "Lost basis step-up",
        "Selling during life gives up the step-up at death.",
        "Sell the interests with the highest expected growth and the highest basis first.",
      ),
      risk(
        "Buyer default",
        "The children may not be able to pay.",
        "Secure the note with the interests and plan for cash flow.",
      ),
    ],
    marketRisks: ["A downturn in the business makes payments harder and shrinks the growth transferred"],
    regulatoryConsiderations: [
      "§453A interest charge when installment obligations exceed $5,000,000",
      "Adequate interest under §483 / §1274",
    ],
    liquidityConsiderations:
      "The owner receives principal and interest over the note's term; the business must generate the cash.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Avoids the capital gains tax but the children do not own the shares directly.",
      },
      {
        strategy: "voting-nonvoting-recapitalization",
        whyNotChosen: "Gifts cost no income tax but use exclusion and give the owner no cash flow.",
      },
    ],
    uniqueAdvantages: ["Transfers real ownership to the successors while paying the founder"],
    successMetrics: [
      metric("Note payments received", "On schedule", "Annually"),
      metric("Business value after the sale", "Growing faster than the AFR", "Every 2 years"),
    ],
    qualitativeIndicators: ["Successors taking on management", "Clear governance between generations"],
    warningSignals: ["Payments deferred without documentation", "Resale discussions inside two years"],
    reviewSchedule: "Annual review of payments and business performance; estate plan update after closing.",
    exitStrategy:
      "The note is paid off or refinanced; unpaid balances at death can be forgiven by will or left to the buyers as part of their inheritance.",
  },
};

/**
 * Intra-family loan at the applicable federal rate. Minimum net worth 2,000,000.
 * Benefit: max(0, L × ((1 + g)^n − (1 + r)^n)) × 0.40 × estateTaxExposureRatio.
 */
export const intraFamilyLoan: StrategyDefinition = {
  id: "intra-family-loan",
  name: "Intra-Family Loan at the Applicable Federal Rate",
  category: "Wealth Transfer",
  description:
    "The client lends cash to a child (or a trust for the child) at the minimum AFR. Because the rate is adequate there is no gift (§7872); whatever the child earns above the AFR, on an investment, a home or a business, is wealth moved outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula: "max(0, loanAmountUsd × ((1 + growthRate)^years − (1 + noteRate)^years)) × 0.40 × estateTaxExposureRatio",
    variables: ["loanAmountUsd", "growthRate", "noteRate", "years", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["bona_fide_loan_required", "interest_income_taxable", "afr_compliance"],
  sources: [
    "IRC §7872 (below-market loans)",
    "IRC §1274(d) (applicable federal rates)",
    "Treas. Reg. §25.7872-1",
    "Estate of Miller v. Commissioner, T.C. Memo. 1996-3 (bona fide debt factors)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("loanAmountUsd", "USD", "Amount lent."),
    spec("growthRate", "rate", "Annual return the borrower earns on the money."),
    spec("noteRate", "rate", "Interest rate on the loan (the AFR for its term)."),
    spec("years", "years", "Term of the loan."),
    spec("estateTaxExposureRatio", "ratio", "Share of the moved value that would otherwise face federal estate tax."),
    spec("setupCostUsd", "USD", "Promissory note and security documents."),
    spec("annualAdministrationUsd", "USD", "Interest collection and records each year."),
  ],
  defaults(f, tax) {
    return {
      loanAmountUsd: shareOf(investableAssets(f), 0.2, 5_000_000, "loan"),
      growthRate: growthFor(f),
      noteRate: afrDefault(tax, "loan rate"),
      years: fixed(9, "nine-year note, the longest term that uses the mid-term AFR"),
      estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
      setupCostUsd: fixed(3_000, "promissory note, mortgage or pledge, about $3,000"),
      annualAdministrationUsd: fixed(500, "interest collection and a ledger, about $500 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      growthAbove(n(x, "loanAmountUsd"), n(x, "growthRate"), n(x, "noteRate"), n(x, "years")) *
      tax.estateTaxRate *
      clamp(n(x, "estateTaxExposureRatio"), 0, 1),
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Borrower's return 4% / 6% / 8% a year",
  },
  eligibility: allOf(is.hasChildren, is.estateTaxExposure, {
    test: (f) => investableAssets(f) >= 250_000,
    fits: (f) => `About ${formatUsd(investableAssets(f))} of investable assets is available to lend.`,
    fails: "There are not enough liquid investable assets (about $250,000 or more) to make a meaningful loan.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: [
    "No gift when interest is at the AFR",
    "Child keeps every dollar earned above the AFR",
    "Flexible: can help with a home or business",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "home", "help", "loan", "estate", "business"],
  explanation: {
    overview:
      "A properly documented loan at the AFR lets the client help a child today without using exclusion. The child invests or buys a home or business; the excess of what the money earns over the AFR is a transfer free of gift and estate tax. Interest comes back to the client as taxable income.",
    keyComponents: [
      "Written promissory note at the AFR for its term",
      "Security (a mortgage on a home or a pledge)",
      "Regular interest payments and a payment ledger",
      "Optional annual-exclusion forgiveness of some interest or principal",
    ],
    steps: [
      step("Decide the purpose and term", "Choose amount, borrower and term (short, mid or long-term AFR).", "Week 1", [
        "Borrower's plan for the money",
        "Month's AFR table",
      ]),
      step(
        "Document",
        "Sign the note and any mortgage; record the mortgage to let the child deduct interest.",
        "Weeks 1–3",
        ["Promissory note", "Recorded mortgage"],
      ),
      step("Fund", "Transfer the cash and keep evidence of the loan.", "Week 3", ["Bank transfer records"]),
      step(
        "Collect and report",
        "Collect interest, report it as income, and consider annual-exclusion forgiveness.",
        "Annually",
        ["Interest records", "Form 1040 reporting"],
      ),
    ],
    prerequisites: ["Liquid assets to lend", "A borrower who can pay interest"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Helps children buy a home or start a business", "Can be refinanced when rates fall"],
    taxAdvantages: [
      "No gift if the rate is at least the AFR",
      "Growth above the AFR escapes estate tax",
      "Mortgage interest may be deductible to the child",
    ],
    risks: [
      risk(
        "Recast as a gift",
        "Loans never repaid or undocumented are treated as gifts.",
        "Written note, fixed schedule, real collection, and documented forgiveness only within annual exclusions.",
      ),
      risk(
        "Borrower's investment fails",
        "Principal is still owed and may be lost.",
        "Lend for sound purposes and take security.",
      ),
      risk(
        "Interest income",
        "The lender pays income tax on interest.",
        "Lend through a grantor trust or accept the modest tax.",
      ),
    ],
    marketRisks: ["If the borrower earns less than the AFR, no wealth moves"],
    regulatoryConsiderations: [
      "Use the AFR of the month the loan is made (§1274(d))",
      "Demand loans need the blended or short-term rate each year",
    ],
    liquidityConsiderations: "The principal is tied up for the term; demand or shorter terms keep flexibility.",
    alternatives: [
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen: "Outright gifts are permanent but limited to the annual exclusion per child.",
      },
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Better for large, appreciating assets, but far more complex.",
      },
    ],
    uniqueAdvantages: ["Simplest freeze technique with the lowest hurdle rate"],
    successMetrics: [
      metric("Interest paid on time", "100%", "Annually"),
      metric("Borrower's return versus AFR", "Above the AFR", "Annually"),
    ],
    qualitativeIndicators: ["Children treat the loan as real debt"],
    warningSignals: ["No payments for more than a year", "No written note"],
    reviewSchedule: "Annual interest and ledger review; refinance review when AFRs fall.",
    exitStrategy:
      "The loan is repaid at maturity, refinanced at a lower AFR, or forgiven gradually using annual exclusions or by will.",
  },
};

/** The freeze strategies, in catalogue order. */
export const FREEZE_STRATEGIES: readonly StrategyDefinition[] = [
  grantorRetainedAnnuityTrust,
  idgtSale,
  scinPrivateAnnuity,
  preferredPartnershipFreeze,
  beneficiaryDefectiveInheritorTrust,
  familyInstallmentSale,
  intraFamilyLoan,
];
