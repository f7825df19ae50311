import { formatUsd, type TClientFacts } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition, Variables, VariableValue } from "../../types.ts";
import {
  descendantsOf,
  donorsOf,
  estateTaxExposureRatio,
  fixed,
  growthFor,
  householdExclusion,
  investableAssets,
  is,
  metric,
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
 * Gifting strategies: annual-exclusion, 529, Crummey and lifetime-exclusion gifts, discounted
 * gifts of partnership interests, the QPRT, the HEET, and basis planning (upstream gifts and the
 * grantor-trust swap power).
 * Estate-tax benefits use 0.40 (IRC §2001(c), `tax.estateTaxRate`).
 */

/** Future value of a level gift made at the end of each year for `years` at `rate`: A × ((1 + r)^n − 1) ÷ r. */
const accumulated = (annualUsd: number, rate: number, years: number): number =>
  rate === 0 ? annualUsd * years : (annualUsd * ((1 + rate) ** years - 1)) / rate;

/** Donees for annual-exclusion gifts: the stated children and grandchildren, or 2 assumed. */
function doneesOf(f: TClientFacts, what: string): VariableValue {
  const count = descendantsOf(f);
  return count > 0
    ? fixed(count, `${count} ${what} (the stated children and grandchildren)`)
    : fixed(2, `2 ${what} assumed (none stated)`);
}

/** Annual-exclusion gift per donee, from the year's parameters. */
const annualExclusion = (tax: TaxParameters): VariableValue =>
  fixed(
    tax.annualGiftExclusion,
    `the ${tax.year} annual gift exclusion of ${formatUsd(tax.annualGiftExclusion)} per donee (IRC §2503(b))`,
  );

/** Estate tax on accumulated annual-exclusion gifts: A × donees × donors × FV factor × 0.40 × exposure. */
function annualGiftEstateSaving(x: Variables, tax: TaxParameters): number {
  const annual = n(x, "annualGiftPerDoneeUsd") * n(x, "donees") * n(x, "donors");
  return (
    accumulated(annual, n(x, "growthRate"), n(x, "years")) *
    tax.estateTaxRate *
    clamp(n(x, "estateTaxExposureRatio"), 0, 1)
  );
}

/** Value of a discounted gift: the discount saved plus the growth moved, V × (d + (1 + g)^n − 1) × 0.40. */
const discountedGiftSaving = (x: Variables, tax: TaxParameters): number =>
  n(x, "giftedInterestUsd") *
  (clamp(n(x, "discountRate"), 0, 0.6) + (1 + n(x, "growthRate")) ** n(x, "years") - 1) *
  tax.estateTaxRate;

/**
 * Annual exclusion gifting programme. Minimum net worth 1,000,000.
 * Benefit: annualGiftPerDoneeUsd × donees × donors × ((1 + g)^n − 1) ÷ g × 0.40 × exposure.
 */
export const annualExclusionGifting: StrategyDefinition = {
  id: "annual-exclusion-gifting",
  name: "Annual Exclusion Gifting Programme",
  category: "Wealth Transfer",
  description:
    "Each year the client (and spouse, by gift splitting) gives each child and grandchild up to the annual gift exclusion. The gifts use none of the lifetime exclusion, need no gift tax return unless split, and take the gifts and all their future growth out of the estate.",
  benefitCalculation: {
    type: "flat",
    formula:
      "annualGiftPerDoneeUsd × donees × donors × ((1 + growthRate)^years − 1) ÷ growthRate × 0.40 × estateTaxExposureRatio",
    variables: ["annualGiftPerDoneeUsd", "donees", "donors", "growthRate", "years", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualAdministrationUsd × years",
    variables: ["annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: gifts can pay premiums on a policy held by the donees or an ILIT.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["gift_splitting_requires_form_709", "present_interest_required"],
  sources: [
    "IRC §2503(b) (annual exclusion)",
    "IRC §2513 (gift splitting)",
    "IRC §2001(c)",
    "Treas. Reg. §25.2503-3 (present interest)",
  ],
  variables: [
    spec("annualGiftPerDoneeUsd", "USD", "Annual exclusion per donee per donor."),
    spec("donees", "count", "Children and grandchildren receiving gifts."),
    spec("donors", "count", "Donors: two when spouses split gifts."),
    spec("growthRate", "rate", "Annual growth of the gifted assets."),
    spec("years", "years", "Years of gifting until the estate is taxed."),
    spec("estateTaxExposureRatio", "ratio", "Share of the moved value that would otherwise face federal estate tax."),
    spec("annualAdministrationUsd", "USD", "Gift records and, when splitting, Form 709 each year."),
  ],
  defaults: (f, tax) => ({
    annualGiftPerDoneeUsd: annualExclusion(tax),
    donees: doneesOf(f, "donees"),
    donors: donorsOf(f),
    growthRate: growthFor(f),
    years: yearsToEstate(f),
    estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
    annualAdministrationUsd: fixed(500, "gift records and a split-gift Form 709 when married, about $500 a year"),
  }),
  benefit: (x, tax) => ({ estateTaxSavings: annualGiftEstateSaving(x, tax) }),
  cost: (x) => ({ setup: 0, annual: n(x, "annualAdministrationUsd"), years: n(x, "years") }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.hasDescendants, is.estateTaxExposure),
  timeline: "Immediate; repeated every year",
  keyBenefits: [
    "Uses no lifetime exclusion",
    "Removes the gifts and their growth from the estate",
    "Simple and repeatable",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["gift", "children", "grandchildren", "estate", "family", "help"],
  explanation: {
    overview:
      "Every person can give each recipient the annual exclusion amount each year free of gift tax and without touching the lifetime exclusion. A married couple with several children and grandchildren can move a meaningful sum each year, and every dollar's future growth is out of the estate.",
    keyComponents: [
      "Gifts of cash or securities up to the annual exclusion per donee",
      "Gift splitting between spouses",
      "Optional UTMA/UGMA or 529 accounts for minors",
      "Records of each gift",
    ],
    steps: [
      step("Set the list", "Decide the donees, amount and asset for each year's gifts.", "January each year", [
        "List of donees",
        "Account details",
      ]),
      step(
        "Make the gifts",
        "Transfer cash or securities (appreciated, low-basis shares go with carryover basis).",
        "Any time in the year",
        ["Transfer instructions"],
      ),
      step(
        "Document",
        "Keep a gift ledger; file a split-gift Form 709 when spouses split.",
        "By April 15 of the next year",
        ["Gift ledger", "Form 709 if splitting"],
      ),
    ],
    prerequisites: ["Children or grandchildren to receive gifts", "Surplus income or assets not needed for lifestyle"],
    professionals: ["CPA", "Financial adviser", "Estate planning attorney for trusts for minors"],
    secondaryBenefits: ["Teaches the next generation to manage money", "Can fund education or home purchases"],
    taxAdvantages: [
      "No gift tax and no exclusion used",
      "Growth after the gift outside the estate",
      "Income on gifted assets taxed to the donee (subject to the kiddie tax)",
    ],
    risks: [
      risk(
        "Loss of control",
        "Outright gifts belong to the donee.",
        "Use a Crummey trust or custodial account for young or spendthrift donees.",
      ),
      risk(
        "Future-interest gifts",
        "Gifts that are not present interests do not qualify.",
        "Give outright or through a trust with Crummey withdrawal powers.",
      ),
    ],
    marketRisks: ["Gifted assets can fall in value"],
    regulatoryConsiderations: [
      "The exclusion is indexed; confirm each year's amount",
      "Gifts to non-citizen spouses follow a separate limit (§2523(i))",
    ],
    liquidityConsiderations: "Gifts are permanent; keep a reserve for lifestyle and emergencies before gifting.",
    alternatives: [
      {
        strategy: "crummey-trust",
        whyNotChosen: "Keeps the gifts in trust for control, at the cost of notices and trust administration.",
      },
      {
        strategy: "section-529-superfunding",
        whyNotChosen: "Front-loads five years of exclusions for education only.",
      },
    ],
    uniqueAdvantages: [
      "No paperwork beyond records when not splitting gifts",
      "Uses an exclusion that expires each year if unused",
    ],
    successMetrics: [
      metric("Exclusions used", "Every donee, every year", "Annually"),
      metric("Value moved out of the estate", "Cumulative gifts plus growth", "Every 3 years"),
    ],
    qualitativeIndicators: ["Donees use the gifts responsibly"],
    warningSignals: ["Gifts above the exclusion without a Form 709", "Gifts the client later needs back"],
    reviewSchedule: "Each January: confirm the exclusion amount, the donee list and the assets to give.",
    exitStrategy: "The programme can stop in any year; past gifts stay completed.",
  },
};

/**
 * 529 plan superfunding with the five-year election. Minimum net worth 500,000.
 * Benefit: C × ((1 + g)^n − 1) × capitalGainsTaxRate + C × (1 + g)^n × 0.40 × exposure, where
 * C = annualGiftPerDoneeUsd × electionYears × beneficiaries × donors.
 */
export const section529Superfunding: StrategyDefinition = {
  id: "section-529-superfunding",
  name: "529 Plan Superfunding (Five-Year Election)",
  category: "Multi-Generational Planning",
  description:
    "The client front-loads five years of annual exclusion gifts into a 529 education account for each child or grandchild in one year and elects to spread the gift over five years (§529(c)(2)(B)). Growth is free of income tax when used for education, and the account is outside the estate while the owner keeps control.",
  benefitCalculation: {
    type: "flat",
    formula:
      "annualGiftPerDoneeUsd × electionYears × beneficiaries × donors × (((1 + growthRate)^years − 1) × capitalGainsTaxRate + (1 + growthRate)^years × 0.40 × estateTaxExposureRatio)",
    variables: [
      "annualGiftPerDoneeUsd",
      "electionYears",
      "beneficiaries",
      "donors",
      "growthRate",
      "years",
      "capitalGainsTaxRate",
      "estateTaxExposureRatio",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualGiftPerDoneeUsd × electionYears × beneficiaries × donors × planFeeRate × years",
    variables: [
      "setupCostUsd",
      "annualGiftPerDoneeUsd",
      "electionYears",
      "beneficiaries",
      "donors",
      "planFeeRate",
      "years",
    ],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["five_year_election_form_709", "qualified_expenses_only", "state_plan_rules"],
  sources: [
    "IRC §529(c)(2)(B) (five-year election)",
    "IRC §529(c)(4)(C) (inclusion of the unelapsed years on death within five years)",
    "IRC §529(c)(7) as amended by Pub. L. 119-21 (K-12 tuition limit)",
    "IRC §529(c)(3)(E) (rollover to a Roth IRA, SECURE 2.0 §126)",
    "IRC §2503(b)",
  ],
  variables: [
    spec("annualGiftPerDoneeUsd", "USD", "Annual exclusion per donee per donor."),
    spec("electionYears", "years", "Years the gift is spread over by the §529(c)(2)(B) election."),
    spec("beneficiaries", "count", "Children or grandchildren with an account."),
    spec("donors", "count", "Donors: two when spouses each elect."),
    spec("growthRate", "rate", "Annual growth of the 529 investments."),
    spec("years", "years", "Years until the money is spent on education."),
    spec("capitalGainsTaxRate", "rate", "Tax the growth would bear in a taxable account."),
    spec("estateTaxExposureRatio", "ratio", "Share of the moved value that would otherwise face federal estate tax."),
    spec("setupCostUsd", "USD", "Form 709 with the election."),
    spec("planFeeRate", "rate", "Annual plan and fund expenses."),
  ],
  defaults(f, tax) {
    const beneficiaries =
      (f.grandchildrenCount ?? 0) > 0
        ? fixed(f.grandchildrenCount ?? 0, `${f.grandchildrenCount} grandchild account(s)`)
        : doneesOf(f, "beneficiary accounts");
    const cg = capitalGainsRate(f, tax);
    return {
      annualGiftPerDoneeUsd: annualExclusion(tax),
      electionYears: fixed(
        tax.section529GiftAveragingYears,
        `${tax.section529GiftAveragingYears}-year gift averaging (IRC §529(c)(2)(B))`,
      ),
      beneficiaries,
      donors: donorsOf(f),
      growthRate: growthFor(f),
      years: fixed(15, "about 15 years until the money is used for education"),
      capitalGainsTaxRate: fixed(cg, `${(cg * 100).toFixed(1)}% federal tax on investment growth in a taxable account`),
      estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
      setupCostUsd: fixed(500, "Form 709 with the five-year election, about $500"),
      planFeeRate: fixed(0.002, "0.2% a year in plan and index-fund expenses"),
    };
  },
  benefit(x, tax) {
    const contribution = n(x, "annualGiftPerDoneeUsd") * n(x, "electionYears") * n(x, "beneficiaries") * n(x, "donors");
    const factor = (1 + n(x, "growthRate")) ** n(x, "years");
    return {
      taxSavings: contribution * (factor - 1) * n(x, "capitalGainsTaxRate"),
      estateTaxSavings: contribution * factor * tax.estateTaxRate * clamp(n(x, "estateTaxExposureRatio"), 0, 1),
    };
  },
  cost(x) {
    const contribution = n(x, "annualGiftPerDoneeUsd") * n(x, "electionYears") * n(x, "beneficiaries") * n(x, "donors");
    return { setup: n(x, "setupCostUsd"), annual: contribution * n(x, "planFeeRate"), years: n(x, "years") };
  },
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.hasDescendants, {
    test: (f, t) => investableAssets(f) >= t.annualGiftExclusion * t.section529GiftAveragingYears * 2,
    fits: (f) =>
      `About ${formatUsd(investableAssets(f))} of investable assets can fund a superfunded account without strain.`,
    fails: (_f, t) =>
      `Superfunding needs liquid assets of at least ${formatUsd(t.annualGiftExclusion * t.section529GiftAveragingYears * 2)}, which the notes do not show.`,
  }),
  timeline: "1–2 weeks",
  keyBenefits: [
    "Five years of annual exclusions moved in one year",
    "Tax-free growth for education (and K-12, apprenticeships, some Roth rollovers)",
    "Owner keeps control and can change beneficiaries",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["education", "college", "school", "tuition", "grandchild", "children"],
  explanation: {
    overview:
      "A 529 plan lets the client give five years' worth of annual exclusions per beneficiary at once, so the money compounds tax-free for longer. Unusually for a completed gift, the account owner keeps control, can change the beneficiary within the family, and the account is still outside the owner's estate.",
    keyComponents: [
      "529 account per beneficiary, owned by the client",
      "Lump-sum contribution of five annual exclusions per donor",
      "Five-year election on Form 709",
      "Successor owner named in the account",
    ],
    steps: [
      step("Choose the plan", "Compare state plans: in-state tax deduction, fees and investment options.", "Week 1", [
        "State tax rules",
        "Plan disclosures",
      ]),
      step(
        "Open and fund",
        "Open an account per beneficiary and contribute up to five years of exclusions per donor.",
        "Weeks 1–2",
        ["Beneficiary details", "Funds transfer"],
      ),
      step(
        "Elect and report",
        "File Form 709 electing to spread each contribution over five years.",
        "By April 15 of the next year",
        ["Form 709"],
      ),
      step(
        "Use and adjust",
        "Pay qualified expenses directly; change beneficiaries or roll unused funds within the rules.",
        "Ongoing",
        ["Receipts for qualified expenses"],
      ),
    ],
    prerequisites: [
      "Children or grandchildren",
      "Liquid assets not needed for five years of other annual-exclusion gifts",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: [
      "State income tax deduction in many states",
      "Up to $35,000 lifetime rollover to the beneficiary's Roth IRA after 15 years",
    ],
    taxAdvantages: [
      "Tax-free growth and withdrawals for qualified education",
      "Out of the owner's estate",
      "No further exclusion used for five years of gifts",
    ],
    risks: [
      risk(
        "Death within five years",
        "The unelapsed years' share returns to the donor's estate (§529(c)(4)(C)).",
        "Accept the proration; younger donors or life insurance.",
      ),
      risk(
        "Non-qualified withdrawals",
        "Earnings withdrawn for other purposes pay income tax plus a 10% penalty.",
        "Change the beneficiary or use the Roth rollover.",
      ),
    ],
    marketRisks: ["Markets can fall just before tuition is due; use age-based portfolios"],
    regulatoryConsiderations: [
      "No other annual-exclusion gifts to the same beneficiary during the five years",
      "State recapture of deductions on rollovers out of state",
    ],
    liquidityConsiderations:
      "Funds are for education; the owner can withdraw them, but earnings would then be taxed and penalised.",
    alternatives: [
      {
        strategy: "health-education-exclusion-trust",
        whyNotChosen: "Unlimited tuition payments and GST shelter for larger estates, with more cost.",
      },
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen: "More flexible use but taxable growth and no front-loading.",
      },
    ],
    uniqueAdvantages: ["Completed gift that the donor still controls"],
    successMetrics: [
      metric("Accounts funded", "One per beneficiary, at five exclusions per donor", "At funding"),
      metric("Qualified use", "All withdrawals qualified", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiaries' education funded without loans"],
    warningSignals: [
      "Additional gifts to the same beneficiary inside the five-year window",
      "Owner with no successor named",
    ],
    reviewSchedule: "Annual investment review; re-superfund after the five-year window ends.",
    exitStrategy:
      "Change beneficiaries within the family, roll to a Roth IRA within limits, or withdraw with tax and penalty on earnings.",
  },
};

/**
 * Crummey trust for annual exclusion gifts. Minimum net worth 1,000,000.
 * Benefit: annualGiftPerDoneeUsd × donees × donors × ((1 + g)^n − 1) ÷ g × 0.40 × exposure.
 */
export const crummeyTrust: StrategyDefinition = {
  id: "crummey-trust",
  name: "Crummey Trust for Annual Exclusion Gifts",
  category: "Estate & Wealth Transfer",
  description:
    "An irrevocable trust whose beneficiaries each get a temporary right to withdraw new gifts, which makes the gifts present interests that qualify for the annual exclusion. The family gets the tax result of outright gifts while a trustee keeps control of the money for young or inexperienced beneficiaries.",
  benefitCalculation: {
    type: "flat",
    formula:
      "annualGiftPerDoneeUsd × donees × donors × ((1 + growthRate)^years − 1) ÷ growthRate × 0.40 × estateTaxExposureRatio",
    variables: ["annualGiftPerDoneeUsd", "donees", "donors", "growthRate", "years", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Often used to pay premiums on life insurance owned by the trust (see the ILIT).",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "crummey_notices_required", "gst_allocation_for_grandchildren"],
  sources: [
    "Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "Estate of Cristofani v. Commissioner, 97 T.C. 74 (1991) (contingent beneficiaries)",
    "IRC §2503(b)",
    "IRC §2514(e); §2041(b)(2) (five-and-five lapse)",
    "IRC §2642(c)(2) (GST annual exclusion for trusts)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("annualGiftPerDoneeUsd", "USD", "Annual exclusion per beneficiary per donor."),
    spec("donees", "count", "Beneficiaries holding withdrawal powers."),
    spec("donors", "count", "Donors: two when spouses split gifts."),
    spec("growthRate", "rate", "Annual growth of the trust's assets."),
    spec("years", "years", "Years of gifting until the estate is taxed."),
    spec("estateTaxExposureRatio", "ratio", "Share of the moved value that would otherwise face federal estate tax."),
    spec("setupCostUsd", "USD", "Trust drafting and EIN."),
    spec("annualAdministrationUsd", "USD", "Crummey notices, trust return and records each year."),
  ],
  defaults: (f, tax) => ({
    annualGiftPerDoneeUsd: annualExclusion(tax),
    donees: doneesOf(f, "beneficiaries with withdrawal powers"),
    donors: donorsOf(f),
    growthRate: growthFor(f),
    years: yearsToEstate(f),
    estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
    setupCostUsd: fixed(4_000, "trust drafting and EIN, about $4,000"),
    annualAdministrationUsd: fixed(1_500, "withdrawal notices, Form 1041 and records, about $1,500 a year"),
  }),
  benefit: (x, tax) => ({ estateTaxSavings: annualGiftEstateSaving(x, tax) }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.hasDescendants, is.estateTaxExposure, {
    test: (f) => (f.grandchildrenCount ?? 0) > 0 || (f.primaryAge ?? 99) < 55,
    fits: (f) =>
      (f.grandchildrenCount ?? 0) > 0
        ? "Gifts to grandchildren benefit from a trustee's control until they are older."
        : `At age ${f.primaryAge} the client's children are likely young enough to need a trustee.`,
    fails:
      "The beneficiaries appear to be adults who can receive outright gifts, so a trust adds cost without much benefit.",
  }),
  timeline: "3–6 weeks",
  keyBenefits: [
    "Annual exclusion gifts with a trustee in control",
    "Protects gifts from beneficiaries' creditors and divorces",
    "Can own life insurance",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["gift", "control", "grandchildren", "children", "trust", "protect"],
  explanation: {
    overview:
      "Gifts to a trust are normally future interests that cannot use the annual exclusion. A Crummey trust gives each beneficiary a short window (usually 30 days) to withdraw each new gift; when the window lapses the money stays in trust. The gifts qualify for the exclusion and the trustee keeps control.",
    keyComponents: [
      "Irrevocable trust with withdrawal powers for each beneficiary",
      "Written notice of each gift",
      "Lapse limited to the five-and-five amount or hanging powers",
      "Trustee independent of the donor",
    ],
    steps: [
      step(
        "Draft",
        "Attorney drafts the trust with withdrawal powers, hanging powers if needed, and distribution standards.",
        "Weeks 1–3",
        ["Trust agreement", "EIN"],
      ),
      step("Gift", "Donors transfer cash or securities to the trust account.", "Each year", ["Bank transfer"]),
      step(
        "Notify",
        "Trustee sends each beneficiary (or guardian) written notice of the withdrawal right.",
        "Within days of each gift",
        ["Crummey notices", "Signed acknowledgements"],
      ),
      step(
        "Administer",
        "Invest, file Form 1041, and allocate GST exemption for grandchildren on Form 709.",
        "Annually",
        ["Form 1041", "Form 709 when required"],
      ),
    ],
    prerequisites: ["Beneficiaries for whom outright gifts are not appropriate", "Surplus assets for yearly gifts"],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Spendthrift protection", "Can hold a family policy"],
    taxAdvantages: [
      "Annual exclusion gifts into trust",
      "Growth outside the estate",
      "GST exemption can make the trust multi-generational",
    ],
    risks: [
      risk(
        "Missing notices",
        "Without real notice the gifts may not be present interests.",
        "Calendar notices and keep signed acknowledgements.",
      ),
      risk(
        "Lapse above five-and-five",
        "A lapse above the greater of $5,000 or 5% is a gift by the beneficiary.",
        "Use hanging powers or limit the gifts.",
      ),
      risk(
        "GST exposure",
        "Crummey gifts to grandchildren's trusts need GST exemption unless they meet §2642(c)(2).",
        "Allocate GST exemption on Form 709.",
      ),
    ],
    marketRisks: ["Trust investments can lose value"],
    regulatoryConsiderations: [
      "The IRS challenges withdrawal powers given to people with no other interest",
      "State trust law governs trustee duties",
    ],
    liquidityConsiderations:
      "Assets in trust are not available to the donor; beneficiaries receive them only under the trust's terms.",
    alternatives: [
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Cheaper, but the donees receive the money outright." },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "The same mechanism used specifically to own life insurance.",
      },
    ],
    uniqueAdvantages: ["Control plus the annual exclusion"],
    successMetrics: [
      metric("Notices sent", "For every gift", "Each gift"),
      metric("Trust value", "Growing with gifts and returns", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiaries understand the trust's purpose"],
    warningSignals: ["A beneficiary actually withdraws gifts", "Gifts made without notices"],
    reviewSchedule:
      "Annual trust review with the trustee; review the distribution terms when beneficiaries reach adulthood.",
    exitStrategy:
      "Gifts can stop at any time; the trust continues under its terms or can be decanted where state law allows.",
  },
};

/**
 * Lifetime gift of the applicable exclusion amount to a descendants' trust. Minimum net worth
 * 15,000,000. Benefit: giftAmountUsd × ((1 + g)^n − 1) × 0.40.
 */
export const lifetimeExemptionGift: StrategyDefinition = {
  id: "lifetime-exemption-gift",
  name: "Lifetime Applicable Exclusion Gift to a Descendants' Trust",
  category: "Estate & Wealth Transfer",
  description:
    "The client (and spouse) give up to their full basic exclusion amount now to a GST-exempt trust for descendants. The $15,000,000 exclusion is permanent and indexed after Pub. L. 119-21, but using it early removes decades of growth from the estate, and the anti-clawback rule protects the gift if the law changes.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftAmountUsd × ((1 + growthRate)^years − 1) × 0.40",
    variables: ["giftAmountUsd", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: the trust can buy survivorship insurance to leverage the exclusion.",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "gst_exemption_allocation",
    "carryover_basis",
  ],
  sources: [
    "IRC §2010(c) as amended by Pub. L. 119-21 §70106",
    "Treas. Reg. §20.2010-1(c) (anti-clawback)",
    "IRC §2631, §2632 (GST exemption allocation)",
    "IRC §1015 (carryover basis)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("giftAmountUsd", "USD", "Amount given, up to the household's basic exclusion amounts."),
    spec("growthRate", "rate", "Annual growth of the trust."),
    spec("years", "years", "Years until the estate is taxed."),
    spec("setupCostUsd", "USD", "Drafting, appraisals and Form 709."),
    spec("annualAdministrationUsd", "USD", "Trustee, accounting and tax return each year."),
  ],
  defaults(f, tax) {
    return {
      giftAmountUsd: shareOf(
        netWorthOf(f),
        0.35,
        householdExclusion(f, tax),
        "gift, at most the household's basic exclusion amounts",
      ),
      growthRate: growthFor(f),
      years: yearsToEstate(f),
      setupCostUsd: fixed(20_000, "dynasty trust drafting, appraisals and Form 709 with GST allocation, about $20,000"),
      annualAdministrationUsd: fixed(5_000, "trustee, Form 1041 and records, about $5,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings: appreciation(n(x, "giftAmountUsd"), n(x, "growthRate"), n(x, "years")) * tax.estateTaxRate,
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.hasDescendants, {
    test: (f, t) => investableAssets(f) + (f.businessValueUsd ?? 0) >= t.basicExclusionAmount * 0.5,
    fits: (f) =>
      `About ${formatUsd(investableAssets(f) + (f.businessValueUsd ?? 0))} of investment and business assets can fund the gift while the residence and reserves stay.`,
    fails: (_f, t) =>
      `A large exclusion gift needs at least ${formatUsd(t.basicExclusionAmount * 0.5)} of investment or business assets outside the home, which the notes do not show.`,
  }),
  timeline: "2–4 months",
  keyBenefits: [
    "Removes all future growth on up to the full exclusion",
    "GST-exempt for generations",
    "Protected by the anti-clawback regulation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "exemption", "legacy", "heirs", "grandchildren", "dynasty"],
  explanation: {
    overview:
      "The exclusion protects the same amount of value whether it is used during life or at death, but a gift made now takes its future growth out of the estate as well. A large gift to a GST-exempt trust for descendants is the simplest way to use it in full; the client's spouse can do the same.",
    keyComponents: [
      "Irrevocable, GST-exempt trust for descendants",
      "Gift of assets with high expected growth and decent basis",
      "Form 709 with GST allocation",
      "Independent trustee and a trust protector",
    ],
    steps: [
      step("Size the gift", "Model lifestyle needs and choose the amount and assets.", "Weeks 1–3", [
        "Cash-flow projection",
        "Asset basis schedule",
      ]),
      step("Draft the trust", "Dynasty-style trust with GST-exempt design, swap power and protector.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step("Fund and appraise", "Transfer the assets; appraise non-listed assets.", "Weeks 6–10", [
        "Qualified appraisals",
        "Transfer documents",
      ]),
      step("Report", "File Form 709, allocating GST exemption.", "By April 15 of the next year", ["Form 709"]),
    ],
    prerequisites: ["Assets beyond lifetime needs", "Descendants to benefit"],
    professionals: ["Estate planning attorney", "CPA", "Appraiser", "Trustee"],
    secondaryBenefits: ["Creditor and divorce protection for descendants", "Centralised family investment"],
    taxAdvantages: [
      "Growth outside the estate",
      "GST exemption shelters later generations",
      "Grantor-trust design lets the donor pay the income tax",
    ],
    risks: [
      risk(
        "Loss of basis step-up",
        "Gifted assets keep the donor's basis.",
        "Give high-basis assets; keep a swap power to bring low-basis assets back.",
      ),
      risk(
        "Donor later needs the money",
        "The gift is irrevocable.",
        "Size conservatively; consider a SLAT for one spouse's gift.",
      ),
      risk(
        "Poor asset performance",
        "If assets fall, exclusion is spent on less value.",
        "Diversify or use a GRAT for volatile assets.",
      ),
    ],
    marketRisks: ["A market fall after the gift wastes exclusion"],
    regulatoryConsiderations: [
      "The basic exclusion is indexed for inflation from 2027",
      "Adequate disclosure on Form 709 starts the statute of limitations",
    ],
    liquidityConsiderations:
      "The gifted assets leave the donor's reach; keep liquid reserves and the residence outside.",
    alternatives: [
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Keeps indirect access through the spouse, at the cost of divorce and death-of-spouse risk.",
      },
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "The same gift sitused in Nevada for a 365-year term and no state income tax.",
      },
    ],
    uniqueAdvantages: ["Largest single transfer the law allows without tax"],
    successMetrics: [
      metric("Trust value versus gift", "Growing above 6% a year", "Annually"),
      metric("Projected estate tax", "Reduced by the growth moved", "Every 3 years"),
    ],
    qualitativeIndicators: ["Donors comfortable with remaining assets"],
    warningSignals: ["Donors relying on trust distributions", "Missing Form 709 or GST allocation"],
    reviewSchedule: "Annual trust review; estate plan review every 3 years.",
    exitStrategy:
      "The trust is irrevocable; decanting or a protector can adapt it, and the swap power allows basis planning.",
  },
};

/**
 * Health and education exclusion trust (HEET). Minimum net worth 2,000,000 (spec §3 table).
 * Benefit: (F × ((1 + g)^n − 1) + annualQualifiedPaymentsUsd × n) × 0.40.
 */
export const healthEducationExclusionTrust: StrategyDefinition = {
  id: "health-education-exclusion-trust",
  name: "Health and Education Exclusion Trust (HEET)",
  category: "Multi-Generational Planning",
  description:
    "A long-term trust that pays tuition and medical care directly to schools and providers for grandchildren and later generations. Direct payments are not GST transfers (§2611(b)(1), §2503(e)), and a meaningful charitable interest keeps the trust itself from being a skip person, so it needs no GST exemption.",
  benefitCalculation: {
    type: "percentage",
    formula: "(fundingUsd × ((1 + growthRate)^years − 1) + annualQualifiedPaymentsUsd × years) × 0.40",
    variables: ["fundingUsd", "growthRate", "years", "annualQualifiedPaymentsUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualAdministrationUsd + fundingUsd × charityPayoutRate) × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "fundingUsd", "charityPayoutRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "charitable_beneficiary_required",
    "direct_payment_only",
  ],
  sources: [
    "IRC §2503(e) (direct tuition and medical payments)",
    "IRC §2611(b)(1) (such payments are not generation-skipping transfers)",
    "IRC §2651(f)(3), §2652(c) (charity as a non-skip interest holder; interests used primarily to avoid GST disregarded)",
    "Treas. Reg. §25.2503-6",
    "IRC §2001(c)",
  ],
  variables: [
    spec("fundingUsd", "USD", "Gift to the HEET."),
    spec("growthRate", "rate", "Annual growth of the trust after its payments."),
    spec("years", "years", "Years the trust pays tuition and medical costs for grandchildren."),
    spec("annualQualifiedPaymentsUsd", "USD", "Tuition and medical payments made directly each year."),
    spec("setupCostUsd", "USD", "Drafting and Form 709."),
    spec("annualAdministrationUsd", "USD", "Trustee and tax return each year."),
    spec("charityPayoutRate", "rate", "Share of the funding paid to the charity each year."),
  ],
  defaults(f) {
    const grandchildren = f.grandchildrenCount ?? 0;
    const payments = (grandchildren > 0 ? grandchildren : 2) * 25_000;
    return {
      fundingUsd: shareOf(netWorthOf(f), 0.1, 10_000_000, "gift to the trust"),
      growthRate: fixed(0.04, "4% a year after the trust's payments (6% return less distributions)"),
      years: fixed(25, "25 years of tuition and medical payments for the grandchildren"),
      annualQualifiedPaymentsUsd: fixed(
        payments,
        `$25,000 a year for each of ${grandchildren > 0 ? grandchildren : "2 assumed"} grandchild(ren) in tuition and medical costs`,
      ),
      setupCostUsd: fixed(15_000, "drafting with the charitable interest, and a Form 709, about $15,000"),
      annualAdministrationUsd: fixed(4_000, "trustee, Form 1041 and payment records, about $4,000 a year"),
      charityPayoutRate: fixed(
        0.01,
        "1% of the funding a year to the charity, a significant current interest (not a token one)",
      ),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      (appreciation(n(x, "fundingUsd"), n(x, "growthRate"), n(x, "years")) +
        n(x, "annualQualifiedPaymentsUsd") * n(x, "years")) *
      tax.estateTaxRate,
  }),
  cost: (x) => ({
    setup: n(x, "setupCostUsd"),
    annual: n(x, "annualAdministrationUsd") + n(x, "fundingUsd") * n(x, "charityPayoutRate"),
    years: n(x, "years"),
  }),
  sensitivity: {
    variable: "annualQualifiedPaymentsUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Tuition and medical payments −40% / base / +40%",
  },
  eligibility: allOf(when.hasGrandchildren, is.estateTaxExposure),
  timeline: "2–3 months",
  keyBenefits: [
    "Pays grandchildren's tuition and medical costs for generations without GST tax",
    "Preserves GST exemption for other trusts",
    "Removes the funding and its growth from the estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["education", "tuition", "grandchild", "medical", "health", "school", "legacy"],
  explanation: {
    overview:
      "The HEET exploits two exclusions together: payments made directly to a school or a medical provider are not gifts (§2503(e)) and are not generation-skipping transfers (§2611(b)(1)). A trust with a real charitable interest is not a skip person, so it can last for generations paying grandchildren's and great-grandchildren's tuition and health care without using GST exemption.",
    keyComponents: [
      "Irrevocable trust for descendants limited to direct tuition and medical payments",
      "Charity with a significant, current interest (e.g. a share of income or a unitrust amount)",
      "Trustee making payments directly to institutions, never to the beneficiaries",
      "Long duration where state law allows",
    ],
    steps: [
      step("Design", "Choose the charity, its share, the trustee and the trust's duration.", "Weeks 1–3", [
        "Charity selected",
        "Family education plans",
      ]),
      step(
        "Draft and fund",
        "Attorney drafts the HEET; the client funds it with a taxable gift using exclusion.",
        "Weeks 3–8",
        ["Trust agreement", "EIN", "Funding transfer"],
      ),
      step("Report", "File Form 709 for the gift; no GST allocation is needed.", "By April 15 of the next year", [
        "Form 709",
      ]),
      step(
        "Pay directly",
        "Trustee pays tuition and medical providers directly and makes the charity's distributions.",
        "Each term and year",
        ["Invoices", "Payment records", "Form 1041"],
      ),
    ],
    prerequisites: ["Grandchildren or expected later generations", "A charity the family wants to support"],
    professionals: ["Estate planning attorney experienced with GST", "Trustee", "CPA"],
    secondaryBenefits: [
      "Steady support for a chosen charity",
      "Funds private school, university and health care costs",
    ],
    taxAdvantages: [
      "Direct tuition and medical payments free of GST tax",
      "No GST exemption used",
      "Funding and growth out of the estate",
    ],
    risks: [
      risk(
        "Charity's interest disregarded",
        "A token charitable interest used mainly to avoid GST is ignored (§2652(c)(2)), making the trust a skip person.",
        "Give the charity a significant, current interest.",
      ),
      risk(
        "Indirect payments",
        "Reimbursing a beneficiary is not a direct payment and is a taxable distribution.",
        "Trustee pays institutions only.",
      ),
      risk(
        "Unused funds",
        "If grandchildren need less, the fund grows with limited use.",
        "Permit other distributions at a later generation with GST exemption, or to the charity.",
      ),
    ],
    marketRisks: ["Investment returns may not keep pace with tuition inflation"],
    regulatoryConsiderations: [
      "Few rulings address HEETs; design conservatively",
      "State rule against perpetuities limits duration",
    ],
    liquidityConsiderations: "The gift is irrevocable and used only for education, health care and the charity.",
    alternatives: [
      {
        strategy: "section-529-superfunding",
        whyNotChosen:
          "Simpler for a few beneficiaries, but capped at five annual exclusions each and not GST-efficient for many generations.",
      },
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "A GST-exempt trust can pay anything, but consumes GST exemption.",
      },
    ],
    uniqueAdvantages: ["GST-free support of later generations without using exemption"],
    successMetrics: [
      metric("Direct payments", "All tuition and medical bills paid to institutions", "Each year"),
      metric("Charity's distributions", "Paid as required", "Annually"),
    ],
    qualitativeIndicators: ["Grandchildren's education funded as planned"],
    warningSignals: ["Payments to beneficiaries instead of institutions", "Charity's share skipped"],
    reviewSchedule: "Annual trustee review of payments and the charity's share; legal review every 5 years.",
    exitStrategy:
      "The trust runs for its term; remaining assets pass to the charity or to descendants under the trust's terms.",
  },
};

/**
 * Family limited partnership with discounted gifts of limited partner interests. Minimum net
 * worth 5,000,000. Benefit: giftedInterestUsd × (discountRate + (1 + g)^n − 1) × 0.40.
 */
export const familyLimitedPartnership: StrategyDefinition = {
  id: "family-limited-partnership",
  name: "Family Limited Partnership with Discounted Gifts",
  category: "Wealth Transfer",
  description:
    "Family investment assets or real estate go into a limited partnership (or LLC) that the parents manage. Gifts of limited partner interests are valued with discounts for lack of control and marketability, so more value moves per dollar of exclusion, and the growth on the gifted interests is out of the estate.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftedInterestUsd × (discountRate + (1 + growthRate)^years − 1) × 0.40",
    variables: ["giftedInterestUsd", "discountRate", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "valuation_discount_challenge",
    "section_2036_risk",
    "gift_tax_return_required",
    "partnership_formalities",
  ],
  sources: [
    "Treas. Reg. §25.2512-1, §20.2031-1(b) (willing buyer, willing seller)",
    "IRC §2036(a); Estate of Bongard, 124 T.C. 95 (2005) (bona fide sale exception)",
    "Estate of Strangi, T.C. Memo. 2003-145; Estate of Powell, 148 T.C. 392 (2017)",
    "IRC §2704 (lapse and liquidation restrictions)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("giftedInterestUsd", "USD", "Pro-rata value of the limited partner interests given."),
    spec("discountRate", "ratio", "Combined discount for lack of control and marketability."),
    spec("growthRate", "rate", "Annual growth of the partnership's assets."),
    spec("years", "years", "Years until the estate is taxed."),
    spec("setupCostUsd", "USD", "Partnership drafting, transfers, appraisal."),
    spec("annualAdministrationUsd", "USD", "Partnership return, K-1s, periodic appraisals."),
  ],
  defaults(f, tax) {
    const assets = investableAssets(f) + (f.hasInvestmentRealEstate ? (f.realEstateUsd ?? 0) * 0.5 : 0);
    return {
      giftedInterestUsd: shareOf(
        assets,
        0.4,
        householdExclusion(f, tax),
        "limited partner interests given, from investment assets and real estate",
      ),
      discountRate: fixed(
        0.3,
        "30% combined discount for lack of control and marketability (supported by a qualified appraisal)",
      ),
      growthRate: growthFor(f),
      years: yearsToEstate(f),
      setupCostUsd: fixed(25_000, "partnership agreement, retitling and an appraisal, about $25,000"),
      annualAdministrationUsd: fixed(7_500, "Form 1065, K-1s, meetings and periodic valuation, about $7,500 a year"),
    };
  },
  benefit: (x, tax) => ({ estateTaxSavings: discountedGiftSaving(x, tax) }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "discountRate",
    mode: "add",
    spread: 0.1,
    description: "Valuation discount 20% / 30% / 40%",
  },
  eligibility: allOf(when.hasDescendants, is.estateTaxExposure, {
    test: (f) => investableAssets(f) >= 2_000_000 || f.hasInvestmentRealEstate,
    fits: (f) =>
      f.hasInvestmentRealEstate
        ? "The client owns investment real estate that can be managed through a partnership."
        : `About ${formatUsd(investableAssets(f))} of investment assets can be pooled in a partnership.`,
    fails:
      "A partnership needs substantial investment assets or real estate (about $2,000,000 or more) to manage, which the notes do not show.",
  }),
  timeline: "2–4 months",
  keyBenefits: [
    "Discounts move more value per dollar of exclusion",
    "Parents keep management as general partners",
    "Protects assets from donees' creditors",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["control", "estate", "real estate", "family", "discount", "protect"],
  explanation: {
    overview:
      "An FLP centralises family investments under the parents' management. Limited partner interests cannot control distributions or be sold freely, so an appraiser values them below their share of the assets. Giving those interests moves value at a discount while the parents keep running the portfolio.",
    keyComponents: [
      "Limited partnership or LLC with a real non-tax purpose",
      "Parents as general partners or managers",
      "Gifts of limited partner interests to children or trusts",
      "Qualified appraisal of the discounts",
    ],
    steps: [
      step(
        "Purpose and design",
        "Document the business reasons (centralised management, protection, succession).",
        "Weeks 1–3",
        ["Asset inventory", "Statement of purposes"],
      ),
      step(
        "Form and fund",
        "Draft the agreement and transfer the assets; keep personal-use assets and enough outside.",
        "Weeks 3–8",
        ["Partnership agreement", "Deeds and account transfers"],
      ),
      step(
        "Appraise and gift",
        "Appraise the limited interests and make gifts; file Form 709 with adequate disclosure.",
        "Weeks 8–14",
        ["Qualified appraisal", "Assignments", "Form 709"],
      ),
      step("Operate", "Hold meetings, keep books, make pro-rata distributions only.", "Annually", [
        "Form 1065",
        "Minutes",
      ]),
    ],
    prerequisites: ["Investment assets or real estate to pool", "Willingness to follow partnership formalities"],
    professionals: ["Estate planning attorney", "Qualified appraiser", "CPA"],
    secondaryBenefits: ["Creditor protection through charging-order limits", "Keeps the family portfolio together"],
    taxAdvantages: [
      "Valuation discounts on gifted interests",
      "Growth on gifted interests outside the estate",
      "Discounts may apply to retained interests at death",
    ],
    risks: [
      risk(
        "§2036 inclusion",
        "Without a non-tax purpose, or with personal use of assets, the IRS includes the assets at full value.",
        "Real purpose, formalities, and assets kept outside for living costs.",
      ),
      risk(
        "Discount challenge",
        "Aggressive discounts invite audit.",
        "Qualified appraisal and a defined-value assignment clause.",
      ),
      risk(
        "Deathbed formation",
        "Partnerships formed shortly before death are routinely disregarded.",
        "Form and fund while the client is healthy.",
      ),
    ],
    marketRisks: ["Pooled assets carry concentration risk if not diversified"],
    regulatoryConsiderations: [
      "The 2016 proposed §2704 regulations were withdrawn, but could return",
      "Audits focus on formation, purpose and distributions",
    ],
    liquidityConsiderations:
      "Partnership assets are not personal funds; distributions must be pro rata and documented.",
    alternatives: [
      {
        strategy: "voting-nonvoting-recapitalization",
        whyNotChosen: "The same discount idea applied to an operating business.",
      },
      { strategy: "lifetime-exemption-gift", whyNotChosen: "Simpler but no discount and no retained management." },
    ],
    uniqueAdvantages: ["Combines discounted transfers with retained management"],
    successMetrics: [
      metric("Discount sustained", "No adjustment on audit", "At each gift"),
      metric("Formalities", "Meetings and books kept", "Annually"),
    ],
    qualitativeIndicators: ["Family treats the partnership as a real business"],
    warningSignals: ["Non-pro-rata distributions", "Paying personal expenses from the partnership"],
    reviewSchedule: "Annual partnership meeting and tax review; appraisal with each gift.",
    exitStrategy:
      "The partnership can be dissolved by the partners under its agreement, or interests redeemed; retained interests pass at death.",
  },
};

/**
 * Swap (substitution) power in an existing grantor trust, used to bring low-basis assets back
 * into the estate for a basis step-up. Minimum net worth 10,000,000.
 * Benefit: swappedAssetsUsd × unrealizedGainShare × capitalGainsTaxRate.
 */
export const grantorTrustSwapPower: StrategyDefinition = {
  id: "grantor-trust-swap-power",
  name: "Grantor Trust Swap Power for Basis Step-Up",
  category: "Wealth Transfer",
  description:
    "Assets given to a grantor trust (a SLAT, IDGT or GRAT remainder trust) keep the client's low basis and get no step-up at death (Rev. Rul. 2023-2). Using the trust's power of substitution, the client swaps cash or high-basis assets of equal value for the trust's low-basis assets, so the low-basis assets are in the estate and get a new basis at death, with no gain on the swap and no change in the estate's value.",
  benefitCalculation: {
    type: "percentage",
    formula: "swappedAssetsUsd × unrealizedGainShare × capitalGainsTaxRate",
    variables: ["swappedAssetsUsd", "unrealizedGainShare", "capitalGainsTaxRate"],
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
  variables: [
    spec("swappedAssetsUsd", "USD", "Value of low-basis assets reacquired from the grantor trust."),
    spec("unrealizedGainShare", "ratio", "Share of their value that is unrealised gain."),
    spec("capitalGainsTaxRate", "rate", "Federal capital gains rate plus NIIT the step-up avoids."),
    spec("years", "years", "Years until the step-up at death."),
    spec("setupCostUsd", "USD", "Appraisal, swap documents and trustee review."),
  ],
  defaults(f, tax) {
    const cg = capitalGainsRate(f, tax);
    return {
      swappedAssetsUsd: shareOf(
        investableAssets(f),
        0.25,
        10_000_000,
        "low-basis trust assets swapped, limited by the cash and high-basis assets the client can put in",
      ),
      unrealizedGainShare: fixed(0.7, "70% of the value is unrealised gain (low-basis stock or a business interest)"),
      capitalGainsTaxRate: fixed(cg, `${(cg * 100).toFixed(1)}% federal capital gains rate including NIIT`),
      years: yearsToEstate(f),
      setupCostUsd: fixed(7_500, "appraisal of non-listed assets, swap documents and trustee review, about $7,500"),
    };
  },
  benefit: (x) => ({
    taxSavings: n(x, "swappedAssetsUsd") * clamp(n(x, "unrealizedGainShare"), 0, 1) * n(x, "capitalGainsTaxRate"),
  }),
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: 0, years: n(x, "years") }),
  sensitivity: {
    variable: "unrealizedGainShare",
    mode: "add",
    spread: 0.2,
    description: "Unrealised gain 50% / 70% / 90% of value",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || f.ownsBusiness,
      fits: "The client's family holds low-basis stock or a business interest, the kind of asset usually given to grantor trusts.",
      fails: "The notes mention no low-basis stock or business interest whose built-in gain a swap could erase.",
    },
    {
      test: (f) => (oldestAge(f) ?? 0) >= 70,
      fits: (f) => `At age ${oldestAge(f)} a step-up at death is near enough to make swapping worthwhile now.`,
      fails:
        "Swaps are timed for later life, when the step-up at death is near; the notes show a client under 70 or no age.",
    },
    is.estateTaxExposure,
  ),
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
};

/**
 * Qualified personal residence trust. Minimum net worth 5,000,000.
 * Benefit: max(0, R × (1 + h)^n − R ÷ (1 + §7520 rate)^t) × 0.40.
 */
export const qualifiedPersonalResidenceTrust: StrategyDefinition = {
  id: "qualified-personal-residence-trust",
  name: "Qualified Personal Residence Trust (QPRT)",
  category: "Wealth Transfer",
  description:
    "The client transfers a home or vacation home to a trust and keeps the right to live there for a term of years. The gift is only the remainder's present value at the §7520 rate; if the client outlives the term, the home and all its appreciation pass to the children outside the estate, and the client can then rent it at fair rent.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "max(0, residenceValueUsd × (1 + appreciationRate)^years − residenceValueUsd ÷ (1 + §7520 rate)^termYears) × 0.40",
    variables: ["residenceValueUsd", "appreciationRate", "years", "termYears"],
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
    "IRC §7520 (valuation rate)",
    "IRC §2036 (inclusion on death during the term)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("residenceValueUsd", "USD", "Value of the residence transferred."),
    spec("appreciationRate", "rate", "Annual appreciation of the home."),
    spec("years", "years", "Years until the estate is taxed (at least the term)."),
    spec("termYears", "years", "Years the client keeps the right to live there."),
    spec("setupCostUsd", "USD", "Drafting, appraisal, deed and Form 709."),
    spec("annualAdministrationUsd", "USD", "Trust records and insurance during the term."),
  ],
  defaults(f) {
    const age = oldestAge(f) ?? 60;
    const term = age < 65 ? 15 : age < 75 ? 10 : 5;
    const residence =
      f.realEstateUsd !== null
        ? fixed(
            Math.round(f.realEstateUsd * (f.hasInvestmentRealEstate ? 0.4 : 0.8)),
            `${f.hasInvestmentRealEstate ? "40" : "80"}% of the ${formatUsd(f.realEstateUsd)} of real estate is the residence`,
          )
        : fixed(Math.round(netWorthOf(f) * 0.15), "residence assumed at 15% of net worth (real estate not stated)");
    const years = yearsToEstate(f);
    return {
      residenceValueUsd: residence,
      appreciationRate: fixed(0.04, "home appreciation 4% a year"),
      years: { ...years, value: Math.max(term, years.value) },
      termYears: fixed(term, `${term}-year term, shorter than the life expectancy of a ${age}-year-old`),
      setupCostUsd: fixed(10_000, "drafting, appraisal, deed and Form 709, about $10,000"),
      annualAdministrationUsd: fixed(1_000, "trust records and insurance coordination, about $1,000 a year"),
    };
  },
  benefit(x, tax) {
    const value = n(x, "residenceValueUsd");
    const atDeath = value * (1 + n(x, "appreciationRate")) ** n(x, "years");
    const gift = value / (1 + tax.section7520Rate) ** n(x, "termYears");
    return { estateTaxSavings: Math.max(0, atDeath - gift) * tax.estateTaxRate };
  },
  cost: (x) => setupAndAnnual(x, "termYears"),
  sensitivity: {
    variable: "appreciationRate",
    mode: "add",
    spread: 0.02,
    description: "Home appreciation 2% / 4% / 6% a year",
  },
  eligibility: allOf(
    {
      test: (f) => (f.realEstateUsd ?? 0) >= 1_000_000,
      fits: (f) =>
        `The client owns about ${formatUsd(f.realEstateUsd ?? 0)} of real estate, including a residence worth transferring.`,
      fails:
        "A QPRT needs a residence of meaningful value (about $1,000,000 or more); the notes show less or no real estate value.",
    },
    is.estateTaxExposure,
    is.ageUnknownOrBelow(80, "the client must outlive the residence term for the QPRT to work"),
  ),
  timeline: "6–10 weeks",
  keyBenefits: [
    "Home and its appreciation leave the estate at a discounted gift value",
    "Client keeps living there for the term",
    "Rent after the term moves more wealth",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["home", "house", "vacation", "residence", "estate", "children"],
  explanation: {
    overview:
      "A QPRT gives the home to the children at a discount because they must wait for it. The client lives there for the term; the gift is only the present value of the children's future right. If the client outlives the term, the house and every dollar of appreciation are out of the estate, and paying fair rent afterwards moves still more.",
    keyComponents: [
      "Irrevocable trust holding one residence",
      "Retained term of years to live in it",
      "Remainder to children or a trust for them",
      "Lease at fair rent after the term",
    ],
    steps: [
      step(
        "Appraise and choose the term",
        "Appraise the home and pick a term shorter than life expectancy.",
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
        strategy: "lifetime-exemption-gift",
        whyNotChosen: "An outright gift of the home uses more exclusion and ends the client's right to live there.",
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
};

/**
 * Upstream basis planning: gifts of low-basis assets to an older relative for a step-up.
 * Minimum net worth 5,000,000. Benefit: giftedAssetsUsd × unrealizedGainShare × capitalGainsTaxRate.
 */
export const upstreamBasisPlanning: StrategyDefinition = {
  id: "upstream-basis-planning",
  name: "Upstream Basis Planning",
  category: "Estate & Wealth Transfer",
  description:
    "The client gives low-basis assets to (or grants a general power of appointment over them to) a parent or other older relative whose estate is well below the exclusion. At the relative's death the assets get a new basis at market value (§1014) and pass on to the client's descendants or a trust for them, erasing the built-in capital gain at no estate tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftedAssetsUsd × unrealizedGainShare × capitalGainsTaxRate",
    variables: ["giftedAssetsUsd", "unrealizedGainShare", "capitalGainsTaxRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["gift_tax_return_required", "one_year_rule_1014e", "relative_estate_exposure"],
  sources: [
    "IRC §1014(a) (basis at date of death)",
    "IRC §1014(e) (no step-up if the property returns to the donor within one year)",
    "IRC §2041 (general power of appointment included in the holder's estate)",
    "IRC §2010(c)",
    "IRC §1(h), §1411",
  ],
  variables: [
    spec("giftedAssetsUsd", "USD", "Value of low-basis assets given or made subject to the relative's power."),
    spec("unrealizedGainShare", "ratio", "Share of the value that is unrealised gain."),
    spec("capitalGainsTaxRate", "rate", "Federal capital gains rate plus NIIT the step-up avoids."),
    spec("years", "years", "Years until the relative's death."),
    spec("setupCostUsd", "USD", "Drafting (trust or will for the relative) and Form 709."),
    spec("annualAdministrationUsd", "USD", "Trust or account administration each year."),
  ],
  defaults(f, tax) {
    const cg = capitalGainsRate(f, tax);
    return {
      giftedAssetsUsd: shareOf(
        investableAssets(f) + (f.hasInvestmentRealEstate ? (f.realEstateUsd ?? 0) * 0.3 : 0),
        0.25,
        3_000_000,
        "low-basis assets, within a modest relative's unused exclusion",
      ),
      unrealizedGainShare: fixed(
        0.7,
        "70% of the value is unrealised gain (low-basis stock or depreciated real estate)",
      ),
      capitalGainsTaxRate: fixed(cg, `${(cg * 100).toFixed(1)}% federal capital gains rate including NIIT`),
      years: fixed(10, "about 10 years until the relative's death"),
      setupCostUsd: fixed(10_000, "trust or power-of-appointment drafting and Form 709, about $10,000"),
      annualAdministrationUsd: fixed(1_000, "account and trust records, about $1,000 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings: n(x, "giftedAssetsUsd") * clamp(n(x, "unrealizedGainShare"), 0, 1) * n(x, "capitalGainsTaxRate"),
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "unrealizedGainShare",
    mode: "add",
    spread: 0.2,
    description: "Unrealised gain 50% / 70% / 90% of value",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || f.hasInvestmentRealEstate,
      fits: "The client holds low-basis stock or depreciated real estate with a large built-in gain.",
      fails: "The notes mention no low-basis stock or appreciated real estate whose gain a step-up would erase.",
    },
    is.ageUnknownOrBelow(70, "a parent or other older relative with a modest estate must still be living"),
  ),
  timeline: "1–2 months",
  keyBenefits: [
    "Erases built-in capital gains",
    "Uses a relative's unused exclusion",
    "Assets return to the client's descendants",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["basis", "capital gain", "parents", "stock", "step-up", "tax"],
  explanation: {
    overview:
      "Basis steps up at death. If the client's parent has an estate far below the exclusion, routing low-basis assets through the parent's estate, by gift or by giving the parent a general power of appointment over a trust, wipes out the gain. The parent's will or the power sends the assets on to the client's children or a trust for them.",
    keyComponents: [
      "Gift of low-basis assets or a general power of appointment granted to the relative",
      "Relative's will or power directing the assets to a trust for the client's descendants",
      "Cap on the power so the relative's estate stays under the exclusion",
      "Form 709 for the gift",
    ],
    steps: [
      step(
        "Confirm the relative's estate",
        "Check the relative's assets and unused exclusion, health and state estate tax.",
        "Weeks 1–2",
        ["Relative's balance sheet", "State estate tax check"],
      ),
      step("Choose the mechanism", "Outright gift or a general power over a trust, capped by formula.", "Weeks 2–4", [
        "Trust amendment or new trust",
        "Formula cap",
      ]),
      step(
        "Coordinate the relative's plan",
        "The relative's will or exercise sends the assets to a trust for the client's descendants, not back to the client within a year.",
        "Weeks 3–6",
        ["Relative's will", "Independent counsel for the relative"],
      ),
      step("Report", "File Form 709 for any gift; record the new basis at the relative's death.", "As events occur", [
        "Form 709",
        "Date-of-death valuation",
      ]),
    ],
    prerequisites: ["A living parent or older relative with a modest estate", "Low-basis assets"],
    professionals: ["Estate planning attorney", "Independent counsel for the relative", "CPA"],
    secondaryBenefits: ["May give the relative added security if needed"],
    taxAdvantages: [
      "Basis step-up at the relative's death",
      "No estate tax if within the relative's exclusion",
      "Future sale by the heirs largely tax-free",
    ],
    risks: [
      risk(
        "One-year rule",
        "Assets returning to the donor or spouse within a year of the gift keep their old basis (§1014(e)).",
        "Direct the assets to a trust for descendants; relative lives more than a year.",
      ),
      risk(
        "Relative's creditors or spouse",
        "Assets in the relative's name are exposed to the relative's creditors and elective-share claims.",
        "Use a general power over a trust rather than an outright gift.",
      ),
      risk(
        "Relative redirects the assets",
        "A general power can be exercised in favour of others.",
        "Limit the power (e.g. consent of a non-adverse party) and keep family harmony.",
      ),
    ],
    marketRisks: ["Value changes change the basis benefit"],
    regulatoryConsiderations: [
      "Proposals to limit step-up at death would end the benefit",
      "State estate tax in the relative's state",
    ],
    liquidityConsiderations:
      "Gifted assets leave the client's control; the general-power approach keeps them in the client's trust.",
    alternatives: [
      { strategy: "lifetime-exemption-gift", whyNotChosen: "Moves growth out of the estate but keeps the low basis." },
      {
        strategy: "grantor-trust-swap-power",
        whyNotChosen:
          "Brings low-basis assets back from a grantor trust for a step-up at the client's own death, later in life.",
      },
    ],
    uniqueAdvantages: ["Uses an exclusion that would otherwise be wasted"],
    successMetrics: [
      metric("Gain eliminated", "Built-in gain on the assets", "At the relative's death"),
      metric("Relative's estate tax", "None", "At the relative's death"),
    ],
    qualitativeIndicators: ["Relative understands and supports the plan"],
    warningSignals: ["Relative's estate growing near the exclusion", "Assets left back to the client within a year"],
    reviewSchedule:
      "Annual check of the relative's health and estate; update the formula cap when the exclusion changes.",
    exitStrategy: "The general power can be removed by the trust protector; an outright gift is final.",
  },
};

/** The gifting strategies, in catalogue order. */
export const GIFTING_STRATEGIES: readonly StrategyDefinition[] = [
  annualExclusionGifting,
  section529Superfunding,
  crummeyTrust,
  lifetimeExemptionGift,
  healthEducationExclusionTrust,
  familyLimitedPartnership,
  grantorTrustSwapPower,
  qualifiedPersonalResidenceTrust,
  upstreamBasisPlanning,
];
