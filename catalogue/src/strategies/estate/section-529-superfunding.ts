import { formatUsd } from "@fsa/shared";
import { DEFAULT_CHILD_AGE } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, setup, step } from "../kit.ts";
import {
  affordableLumpSum,
  capToEstate,
  LUMP_SUM_GIFT_SHARE,
  minorChildren,
  section529Flows,
  valueAtFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * 529 plan superfunding with the five-year election. Minimum net worth 500,000.
 *
 * The donors front-load five years of annual exclusions (IRC §529(c)(2)(B); `tax.annualGiftExclusion`
 * × `tax.section529GiftAveragingYears`) into a 529 account for each stated grandchild (or minor
 * child), limited to a third of the investment and business assets. The contribution is a
 * present-interest gift within the elected exclusions (no exclusion used, no adjusted taxable
 * gift); it leaves the estate (grown to the final death at the portfolio growth; if the final
 * death falls inside the five years, the years after it stay in the estate, §529(c)(4)(C));
 * its growth is free of income tax when spent on qualified education (the saving priced as a
 * taxable account's long-term gain on the donor's return). Family `education-funding`.
 */
export const section529Superfunding = defineStrategy({
  id: "section-529-superfunding",
  name: "529 Plan Superfunding (Five-Year Election)",
  category: "Multi-Generational Planning",
  description:
    "The client front-loads five years of annual exclusion gifts into a 529 education account for each grandchild or child in one year and elects to spread the gift over five years (§529(c)(2)(B)). Growth is free of income tax when used for education, and the account is outside the estate while the owner keeps control.",
  benefitCalculation: {
    type: "flat",
    formula:
      "Σ over 4 college years [tax(growth ÷ 4 as long-term gain)], growth = contributionUsd × ((1 + growthRate − planFeeRate)^yearsToCollege − 1), plus estate tax at the final death without − with [removed = contributionUsd × (1 + growthRate)^years], contributionUsd = min(annualGiftPerDoneeUsd × electionYears × beneficiaries × donors, a third of investment and business assets)",
    variables: [
      "contributionUsd",
      "annualGiftPerDoneeUsd",
      "electionYears",
      "beneficiaries",
      "donors",
      "growthRate",
      "yearsToCollege",
      "planFeeRate",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + Σ balance × planFeeRate each year until college",
    variables: ["setupCostUsd", "planFeeRate", "contributionUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["five_year_election_form_709", "qualified_expenses_only", "state_plan_rules"],
  sources: [
    "IRC §529(c)(2)(B) (five-year election); Prop. Treas. Reg. §1.529-5(b)(2) (excess over five exclusions is a current gift)",
    "Form 709 Instructions, Schedule A line B (the election)",
    "IRC §529(c)(4)(C) (inclusion of the unelapsed years on death within five years)",
    "IRC §529(c)(7) as amended by Pub. L. 119-21 (K-12 tuition limit)",
    "IRC §529(c)(3)(E) (rollover to a Roth IRA, SECURE 2.0 §126)",
    "IRC §2503(b); Rev. Proc. 2025-32 §4.42",
  ],
  domain: "estate",
  family: "education-funding",
  variables: {
    contributionUsd: { unit: "USD", description: "Total contributed now to the beneficiaries' accounts." },
    annualGiftPerDoneeUsd: { unit: "USD", description: "Annual exclusion per beneficiary per donor." },
    electionYears: { unit: "years", description: "Years the gift is spread over by the §529(c)(2)(B) election." },
    beneficiaries: { unit: "count", description: "Grandchildren (or minor children) with an account, as stated." },
    donors: { unit: "count", description: "Donors: two for a married couple, each electing." },
    growthRate: { unit: "rate", description: "Annual growth of the 529 investments." },
    yearsToCollege: { unit: "years", description: "Years until the money is spent on education." },
    years: { unit: "years", description: "Years until the final death." },
    planFeeRate: { unit: "rate", description: "Annual plan and fund expenses." },
    setupCostUsd: { unit: "USD", description: "Form 709 with the election." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const f = ctx.facts;
    const ae = h.tax.annualGiftExclusion;
    const grandchildren = f.grandchildrenCount ?? 0;
    const minors = minorChildren(ctx);
    const beneficiaries = grandchildren > 0 ? grandchildren : minors.length;
    const donors = h.legallyMarried ? 2 : 1;
    const full = ae * h.tax.section529GiftAveragingYears * beneficiaries * donors;
    const afford = round(affordableLumpSum(h));
    const contribution = Math.min(full, afford);
    const age =
      grandchildren > 0 || minors.length === 0
        ? DEFAULT_CHILD_AGE.value
        : minors.reduce((s, a) => s + a, 0) / minors.length;
    const toCollege = Math.max(1, Math.round(18 - age));
    return {
      contributionUsd: fixed(
        contribution,
        contribution < full
          ? `${formatUsd(contribution)}: ${Math.round(LUMP_SUM_GIFT_SHARE * 100)}% of the investment and business assets (an assumption, so the donors keep the rest), below the ${formatUsd(full)} of five-year elections`
          : `${formatUsd(contribution)}: five annual exclusions for each beneficiary from each donor`,
      ),
      annualGiftPerDoneeUsd: fixed(ae, `the ${h.tax.year} annual gift exclusion of ${formatUsd(ae)} (IRC §2503(b))`),
      electionYears: fixed(
        h.tax.section529GiftAveragingYears,
        `${h.tax.section529GiftAveragingYears}-year gift averaging (IRC §529(c)(2)(B))`,
      ),
      beneficiaries: fixed(
        beneficiaries,
        grandchildren > 0
          ? `${grandchildren} grandchild account(s), as stated`
          : minors.length > 0
            ? `${minors.length} account(s) for the client's children under 18`
            : "0: the notes state no grandchildren or minor children",
      ),
      donors: fixed(donors, donors === 2 ? "two donors: a married couple, each electing" : "one donor"),
      growthRate: portfolioGrowth(ctx),
      yearsToCollege: fixed(
        toCollege,
        grandchildren > 0 || minors.length === 0
          ? `${toCollege} years: the grandchildren's ages are not in the notes (${DEFAULT_CHILD_AGE.why})`
          : `${toCollege} years, to age 18 from the children's average age`,
      ),
      years: fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years, to the final death the household model assumes`),
      planFeeRate: fixed(0.002, "0.2% a year in plan and index-fund expenses"),
      setupCostUsd: fixed(500, "Form 709 with the five-year election, about $500"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const flows = [
      ...setup(v.setupCostUsd, "Form 709 with the five-year election"),
      ...section529Flows(ctx, new Map([[0, v.contributionUsd]]), v.yearsToCollege, v.growthRate, v.planFeeRate),
    ];
    const elected = v.annualGiftPerDoneeUsd * v.electionYears * v.beneficiaries * v.donors;
    const taxable = Math.max(0, v.contributionUsd - elected);
    // §529(c)(4)(C): a donor who dies inside the election keeps the years after the death in the
    // estate; with the contribution in year 0, the years 0..yearsToFinalDeath have elapsed.
    const years = Math.max(1, Math.round(v.electionYears));
    const elapsed = Math.min(1, (h.yearsToFinalDeath + 1) / years);
    return {
      flows,
      estate: {
        removedUsd: capToEstate(h, valueAtFinalDeath(h, v.contributionUsd * elapsed, v.growthRate)),
        ...(taxable > 0 ? { adjustedTaxableGiftsUsd: taxable } : {}),
      },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.grandchildrenCount ?? 0) > 0 || minorChildren(ctx).length > 0,
      (ctx) =>
        (ctx.facts.grandchildrenCount ?? 0) > 0
          ? `The client has ${ctx.facts.grandchildrenCount} grandchild${ctx.facts.grandchildrenCount === 1 ? "" : "ren"} who can have 529 accounts.`
          : "The client has children under 18 who can have 529 accounts.",
      "The notes state no grandchildren or minor children to be 529 beneficiaries.",
    ),
    check(
      (ctx) =>
        affordableLumpSum(ctx.household) >=
        ctx.household.tax.annualGiftExclusion * ctx.household.tax.section529GiftAveragingYears,
      (ctx) =>
        `About ${formatUsd(affordableLumpSum(ctx.household) * 3)} of investment and business assets can fund a five-year contribution without strain.`,
      (ctx) =>
        `Superfunding needs about ${formatUsd(ctx.household.tax.annualGiftExclusion * ctx.household.tax.section529GiftAveragingYears * 3)} of investment assets (three times one five-year contribution), which the notes do not show.`,
    ),
  ),
  answers: (ctx) => {
    const g = ctx.facts.grandchildrenCount ?? 0;
    if (g > 0)
      return {
        urgency: "client-specific",
        reason: `The client has ${g} grandchild${g === 1 ? "" : "ren"}: five years of annual exclusions can go into their 529 accounts at once.`,
      };
    if (minorChildren(ctx).length > 0)
      return { urgency: "client-specific", reason: "The client's children under 18 will face college costs." };
    return null;
  },
  timeline: "1–2 weeks",
  keyBenefits: [
    "Five years of annual exclusions moved in one year",
    "Tax-free growth for education (and K-12, apprenticeships, some Roth rollovers)",
    "Owner keeps control and can change beneficiaries",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["education", "college", "school", "tuition", "grandchild", "university"],
  explanation: {
    overview:
      "A 529 plan lets the client give five years' worth of annual exclusions per beneficiary at once, so the money compounds tax-free for longer. Unusually for a completed gift, the account owner keeps control, can change the beneficiary within the family, and the account is still outside the owner's estate.",
    keyComponents: [
      "529 account per beneficiary, owned by the client",
      "Lump-sum contribution of up to five annual exclusions per donor",
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
      "Grandchildren or minor children",
      "Liquid assets not needed for five years of other annual-exclusion gifts",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: [
      "State income tax deduction in many states (not counted here)",
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
      risk(
        "Same exclusions used twice",
        "Other annual-exclusion gifts to the same beneficiary during the five years are taxable gifts.",
        "Leave superfunded beneficiaries out of yearly gifting for five years.",
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
        strategy: "section-529-college-savings",
        whyNotChosen: "Yearly contributions from income, for families without a lump sum to give.",
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
});
