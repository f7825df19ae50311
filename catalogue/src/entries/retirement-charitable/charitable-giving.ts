import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { clamp, futureValue } from "../../formulas/finance.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  agiOf,
  annualGivingOf,
  deductionValue,
  estateTaxableShareOf,
  fixed,
  gainsRateOf,
  growthFor,
  has,
  metric,
  n,
  ordinaryRateOf,
  retirementBalanceOf,
  risk,
  saltDeductionFor,
  standardDeductionFor,
  step,
  usableDeduction,
  v,
  yearsUntil,
} from "./shared.ts";

/**
 * Qualified charitable distribution (§408(d)(8)). Minimum net worth 500,000 (spec §3 table).
 * Benefit per year: the income excluded at the marginal rate, less what an itemized cash gift
 * would have been worth (after the 2026 0.5% floor and 35% cap) for a donor who itemizes.
 */
export const qualifiedCharitableDistribution: StrategyDefinition = {
  id: "qualified-charitable-distribution",
  name: "Qualified Charitable Distribution (QCD) from an IRA",
  category: "Charitable Planning",
  description:
    "An IRA owner aged 70½ or older directs up to the annual limit from the IRA straight to public charities. The distribution is excluded from income (and counts toward RMDs from 73) instead of being taxed and then deducted, which helps donors who take the standard deduction and, from 2026, itemizers hit by the 0.5% floor and the 35% cap.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(min(qcdAmountUsd, qcdAnnualLimit) × marginalRate − itemizes × max(0, min(qcdAmountUsd, qcdAnnualLimit) − agiUsd × charitableDeductionFloorRate) × min(marginalRate, itemizedDeductionBenefitCapRate)) × years",
    variables: ["qcdAmountUsd", "marginalRate", "itemizes", "agiUsd", "years"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "age_70_5_required",
    "direct_trustee_to_charity_transfer",
    "no_daf_or_private_foundation",
    "written_acknowledgement_required",
  ],
  sources: [
    "IRC §408(d)(8) (QCD; (B)(ii) age 70½; (G) indexed limit)",
    "IRC §408(d)(8)(F) (one-time QCD to a split-interest entity)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111",
    "IRS Notice 2025-67 (2026 limit)",
    "IRS Publication 590-B",
  ],
  variables: [
    v("qcdAmountUsd", "USD", "Amount given each year by QCD."),
    v("marginalRate", "rate", "Rate the IRA distribution would have been taxed at."),
    v("itemizes", "ratio", "1 if the donor itemizes (a cash gift would have been deductible), else 0."),
    v("agiUsd", "USD", "AGI including the distribution."),
    v("years", "years", "Years of giving by QCD."),
    v("adminCostUsd", "USD", "Custodian paperwork each year."),
  ],
  defaults(facts, tax) {
    const giving = annualGivingOf(facts);
    const amount = Math.round(Math.min(giving.value, tax.qcdAnnualLimit));
    const agi = agiOf(facts);
    const itemizes = agi.value >= 250_000 ? 1 : 0;
    return {
      qcdAmountUsd: {
        value: amount,
        assumption: `${giving.assumption}, at most the ${formatUsd(tax.qcdAnnualLimit)} QCD limit`,
      },
      marginalRate: ordinaryRateOf(facts, tax),
      itemizes: {
        value: itemizes,
        assumption: itemizes
          ? "assumed to itemize (AGI of $250,000 or more), so the QCD's gain is the floor, cap and lower AGI"
          : "assumed to take the standard deduction, so a cash gift would have saved no tax",
      },
      agiUsd: agi,
      years: fixed(10, "10 years of giving"),
      adminCostUsd: fixed(50, "custodian paperwork about $50 a year"),
    };
  },
  benefit(x, tax) {
    const qcd = Math.min(n(x, "qcdAmountUsd"), tax.qcdAnnualLimit);
    const excluded = qcd * n(x, "marginalRate");
    const lostDeduction =
      clamp(n(x, "itemizes"), 0, 1) * deductionValue(qcd, n(x, "marginalRate"), n(x, "agiUsd"), tax);
    return { taxSavings: Math.max(0, excluded - lostDeduction) * n(x, "years") };
  },
  cost: (x) => ({ setup: 0, annual: n(x, "adminCostUsd"), years: n(x, "years") }),
  sensitivity: {
    variable: "qcdAmountUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Gifts 25% lower / base / higher",
  },
  eligibility: allOf(
    has.iraOwnerAtQcdAge,
    {
      test: (f) => (f.retirementAccountsUsd ?? 0) > 0,
      fits: (f) =>
        `The client has ${formatUsd(f.retirementAccountsUsd ?? 0)} in retirement accounts; QCDs come from IRAs (roll 401(k) money to an IRA first).`,
      fails: "A QCD must come from an IRA, and the notes mention no retirement accounts.",
    },
    when.charitable,
  ),
  timeline: "2–3 weeks per gift; complete by 31 December",
  keyBenefits: [
    "Gift excluded from income instead of deducted: works without itemizing",
    "Counts toward the RMD from 73",
    "Lower AGI reduces Medicare IRMAA, taxable Social Security and NIIT",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "rmd", "ira", "church", "donat"],
  explanation: {
    overview:
      "Once 70½, an IRA owner can have the custodian pay charities directly, up to the annual limit per owner. The amount never enters income, so its value is the full marginal rate, even for donors who take the standard deduction. From 2026 itemizers also gain, because a cash gift's deduction is cut by the 0.5%-of-AGI floor and, in the top bracket, capped at 35%.",
    keyComponents: [
      "Direct transfer from the IRA custodian to the charity",
      "Annual limit per IRA owner (each spouse separately)",
      "Written acknowledgement from the charity",
    ],
    steps: [
      step(
        "Pick the charities",
        "Confirm each is a public charity (not a DAF, supporting organisation or private foundation).",
        "Week 1",
        ["Charity EINs"],
      ),
      step(
        "Request the QCD",
        "Ask the IRA custodian to pay the charity directly (checkbook IRA or custodian form).",
        "Weeks 1–3",
        ["Custodian QCD form"],
      ),
      step(
        "Get acknowledgements",
        "Obtain written acknowledgement that no goods or services were received.",
        "Before filing",
        ["Charity receipt"],
      ),
      step("Report", "Report the 1099-R gross distribution with 'QCD' on Form 1040 line 4b.", "With the return", [
        "Form 1099-R",
        "Form 1040",
      ]),
    ],
    prerequisites: [
      "Age 70½ on the date of the distribution",
      "An IRA (not an active SEP or SIMPLE)",
      "Gifts to public charities",
    ],
    professionals: ["CPA", "Financial adviser", "IRA custodian"],
    secondaryBenefits: ["Satisfies RMDs without taxable income", "Lower AGI helps other AGI-based thresholds"],
    taxAdvantages: [
      "Exclusion from gross income (§408(d)(8))",
      "Unaffected by the 2026 floor and cap on itemized gifts",
    ],
    risks: [
      risk(
        "Post-70½ deductible IRA contributions",
        "Deductible contributions after 70½ reduce the QCD exclusion (anti-abuse rule).",
        "Avoid deductible IRA contributions after 70½ or track the offset.",
      ),
      risk(
        "Wrong recipient",
        "Gifts to a DAF or private foundation do not qualify.",
        "Give directly to public charities; use a DAF with other assets.",
      ),
      risk("Timing", "Checks not cashed by year end may count in the next year.", "Request QCDs by early December."),
    ],
    marketRisks: ["None specific; IRA investments unchanged"],
    regulatoryConsiderations: [
      "Annual limit indexed for inflation (Notice 2025-67)",
      "One-time split-interest QCD to a CRT or gift annuity within the limit",
    ],
    liquidityConsiderations: "No cash outlay; the IRA pays the gift.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Cannot receive QCDs; better for appreciated securities." },
      {
        strategy: "gift-appreciated-securities",
        whyNotChosen: "Avoids gain but needs itemizing, which the floor and cap now reduce.",
      },
    ],
    uniqueAdvantages: ["The only way to give pre-tax IRA money to charity during life without it counting as income"],
    successMetrics: [
      metric("Share of giving made by QCD", "All gifts to public charities up to the limit", "Annually"),
      metric("Taxable RMD", "Reduced by the QCD amount", "Annually"),
    ],
    qualitativeIndicators: ["Client plans giving from the IRA first"],
    warningSignals: ["QCD paid to the client instead of the charity", "Missing acknowledgements"],
    reviewSchedule: "Each autumn with the RMD plan.",
    exitStrategy: "Stop at any time; each QCD is a separate annual decision.",
  },
};

/**
 * Donor-advised fund funded with appreciated securities. Minimum net worth 100,000 (spec §3: the
 * catalogue's lowest). Benefit: capital gains avoided plus the deduction (2026 floor and cap).
 */
export const donorAdvisedFund: StrategyDefinition = {
  id: "donor-advised-fund",
  name: "Donor-Advised Fund (DAF)",
  category: "Charitable",
  description:
    "The client contributes cash or appreciated securities to a sponsoring public charity's donor-advised fund, takes the deduction in the year of contribution, and recommends grants to charities over later years. Gifts of appreciated stock avoid the capital gains tax and several years of giving can be bunched into one deduction year.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "contributionUsd × gainRatio × capitalGainsRate + max(0, min(contributionUsd, agiUsd × charitableAppreciatedPropertyAgiLimit × (1 + charitableContributionCarryoverYears)) − agiUsd × charitableDeductionFloorRate) × min(marginalRate, itemizedDeductionBenefitCapRate)",
    variables: ["contributionUsd", "gainRatio", "capitalGainsRate", "agiUsd", "marginalRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "contributionUsd × sponsorFeeRate × grantYears",
    variables: ["contributionUsd", "sponsorFeeRate", "grantYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["irrevocable_gift", "sponsor_legal_control", "no_pledge_fulfilment", "no_qcd_to_daf"],
  sources: [
    "IRC §4966(d)(2) (donor-advised fund definition)",
    "IRC §170(b)(1)(A), (C), (G) (public charity AGI limits), §170(d)(1) (carryover)",
    "IRC §170(e)(1) (full value for long-term capital gain property)",
    "IRC §170(f)(18) (sponsor acknowledgement of exclusive legal control)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111",
    "IRC §4967 (prohibited benefits)",
  ],
  variables: [
    v("contributionUsd", "USD", "Amount contributed to the DAF."),
    v("gainRatio", "ratio", "Share of the contribution that is unrealised long-term gain."),
    v("capitalGainsRate", "rate", "Long-term gains rate including NIIT."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("sponsorFeeRate", "rate", "Sponsor's administrative fee a year."),
    v("grantYears", "years", "Years over which grants are made."),
  ],
  defaults(facts, tax) {
    const giving = annualGivingOf(facts);
    const contribution = Math.round(giving.value * 3);
    const appreciated = facts.hasLowBasisStock || facts.hasConcentratedStock;
    return {
      contributionUsd: { value: contribution, assumption: `three years of giving front-loaded (${giving.assumption})` },
      gainRatio: fixed(
        appreciated ? 0.6 : 0,
        appreciated ? "appreciated stock with gain 60% of value" : "cash (no appreciated stock mentioned)",
      ),
      capitalGainsRate: gainsRateOf(facts, tax),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      sponsorFeeRate: fixed(0.006, "sponsor fee 0.6% a year"),
      grantYears: fixed(3, "granted out over 3 years"),
    };
  },
  benefit(x, tax) {
    const contribution = n(x, "contributionUsd");
    const gainRatio = clamp(n(x, "gainRatio"), 0, 1);
    const limit = gainRatio > 0 ? tax.charitableAppreciatedPropertyAgiLimit : tax.charitableCashAgiLimit;
    const usable = usableDeduction(contribution, n(x, "agiUsd"), limit, tax.charitableContributionCarryoverYears);
    return {
      taxSavings:
        contribution * gainRatio * n(x, "capitalGainsRate") +
        deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax),
    };
  },
  cost: (x) => ({ setup: 0, annual: n(x, "contributionUsd") * n(x, "sponsorFeeRate"), years: n(x, "grantYears") }),
  sensitivity: {
    variable: "contributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Contribution 25% lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    anyOf(
      "A DAF pays off with appreciated securities or income high enough to itemize; the notes show neither.",
      when.hasAppreciatedStock,
      when.highIncome(150_000),
    ),
  ),
  timeline: "1–2 weeks",
  keyBenefits: [
    "Deduction now, grants later",
    "Appreciated stock given without capital gains tax",
    "Simple, low-cost alternative to a foundation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "donat", "philanthrop", "church"],
  explanation: {
    overview:
      "A DAF is an account at a sponsoring public charity. The client gets the full deduction when contributing (up to 60% of AGI for cash, 30% for appreciated stock, with five-year carryover) and recommends grants over time. From 2026 the first 0.5% of AGI of charitable gifts is not deductible and top-bracket donors' deductions are worth 35%, which makes bunching gifts into one DAF contribution more valuable.",
    keyComponents: [
      "Sponsoring organisation with legal control",
      "Irrevocable contribution and immediate deduction",
      "Donor's advisory privileges over grants and investments",
    ],
    steps: [
      step(
        "Open the account",
        "Choose a sponsor (national, community foundation or single-issue) and name successors.",
        "Week 1",
        ["Account application"],
      ),
      step("Contribute", "Transfer long-term appreciated shares in kind (not cash from a sale).", "Weeks 1–2", [
        "Stock transfer instructions",
      ]),
      step(
        "Document",
        "Keep the sponsor's acknowledgement; file Form 8283 for non-cash gifts over $500.",
        "With the return",
        ["Acknowledgement", "Form 8283"],
      ),
      step("Grant", "Recommend grants to public charities over the following years.", "Ongoing", [
        "Grant recommendations",
      ]),
    ],
    prerequisites: [
      "Charitable intent",
      "Appreciated securities or cash",
      "Itemized deductions in the contribution year",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Family involvement as successor advisers", "Anonymous grants possible"],
    taxAdvantages: [
      "Deduction at full market value for long-term stock",
      "No capital gains tax on the contributed shares",
      "Tax-free growth inside the DAF",
    ],
    risks: [
      risk(
        "Loss of control",
        "The sponsor has legal control and may decline grants.",
        "Choose a sponsor whose policies match the client's giving.",
      ),
      risk(
        "Prohibited benefits",
        "Grants that benefit the donor (tickets, pledges) trigger §4967 taxes.",
        "Pay personal benefits separately; never use the DAF for pledges where benefits are received.",
      ),
      risk(
        "Deduction limits",
        "Large gifts may exceed the AGI limits.",
        "Spread contributions or use the five-year carryover.",
      ),
    ],
    marketRisks: ["DAF investments can fall before grants are made"],
    regulatoryConsiderations: ["Proposals for DAF payout rules recur", "QCDs cannot be made to DAFs"],
    liquidityConsiderations: "Assets given are irrevocably gone; keep personal liquidity separate.",
    alternatives: [
      {
        strategy: "private-foundation",
        whyNotChosen: "More control and family employment, but costly and lower deduction limits.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better for donors over 70½ with IRAs, but cannot go to a DAF.",
      },
    ],
    uniqueAdvantages: ["Foundation-like flexibility for almost no cost"],
    successMetrics: [
      metric("Gain avoided on contributed shares", "All contributions in appreciated stock", "At each contribution"),
      metric("Grants made", "Balance granted within planned years", "Annually"),
    ],
    qualitativeIndicators: ["Family engaged in grant decisions"],
    warningSignals: ["DAF balance idle for years", "Grants tied to personal benefits"],
    reviewSchedule: "Annually with the tax plan (bunching decision).",
    exitStrategy: "Grant the balance out, or name a charity as the DAF's final beneficiary.",
  },
};

/**
 * Private non-operating foundation. Minimum net worth 15,000,000. Benefit: capital gains avoided
 * plus the deduction under the 20% AGI limit for appreciated stock (§170(b)(1)(D), §170(e)(5)).
 * Cost includes the §4940 excise tax on investment income.
 */
export const privateFoundation: StrategyDefinition = {
  id: "private-foundation",
  name: "Private Family Foundation",
  category: "Advanced Charitable Planning",
  description:
    "A family-controlled, tax-exempt private non-operating foundation funded with appreciated publicly traded stock. The family directs investments and grants, employs family members at reasonable pay, and builds a multi-generational philanthropic legacy, subject to a 5% annual payout, a 1.39% excise tax on net investment income and self-dealing rules.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "fundingUsd × gainRatio × capitalGainsRate + max(0, min(fundingUsd, agiUsd × privateFoundationAppreciatedPropertyAgiLimit × (1 + charitableContributionCarryoverYears)) − agiUsd × charitableDeductionFloorRate) × min(marginalRate, itemizedDeductionBenefitCapRate)",
    variables: ["fundingUsd", "gainRatio", "capitalGainsRate", "agiUsd", "marginalRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + (annualAdministrationUsd + fundingUsd × growthRate × privateFoundationExciseTaxRate) × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "fundingUsd", "growthRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "self_dealing_prohibited",
    "minimum_distribution_5_percent",
    "excise_tax_on_investment_income",
    "form_990_pf_public",
    "excess_business_holdings",
  ],
  sources: [
    "IRC §509(a) (private foundation), §501(c)(3)",
    "IRC §170(b)(1)(B), (D) (30% cash and 20% capital gain property AGI limits)",
    "IRC §170(e)(5) (full value for qualified appreciated stock)",
    "IRC §4940(a) (1.39% excise tax), §4941 (self-dealing), §4942 (5% payout), §4943 (excess business holdings), §4944, §4945",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111",
  ],
  variables: [
    v("fundingUsd", "USD", "Appreciated stock given to the foundation."),
    v("gainRatio", "ratio", "Share of value that is unrealised gain."),
    v("capitalGainsRate", "rate", "Long-term gains rate including NIIT."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("growthRate", "rate", "Foundation's investment return (taxed at the excise rate)."),
    v("years", "years", "Years of operation considered."),
    v("setupCostUsd", "USD", "Formation and Form 1023."),
    v("annualAdministrationUsd", "USD", "Accounting, Form 990-PF, legal and staff each year."),
  ],
  defaults(facts, tax) {
    const funding = Math.round(Math.min((facts.netWorthUsd ?? 0) * 0.1, 25_000_000));
    return {
      fundingUsd: { value: funding, assumption: `10% of net worth, at most $25,000,000 (${formatUsd(funding)})` },
      gainRatio: fixed(0.6, "gain assumed 60% of value (qualified appreciated public stock)"),
      capitalGainsRate: gainsRateOf(facts, tax),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      growthRate: growthFor(facts),
      years: yearsUntil(facts, 88, 10, 30, "of operation, to about age 88"),
      setupCostUsd: fixed(25_000, "formation and Form 1023 about $25,000"),
      annualAdministrationUsd: fixed(40_000, "accounting, Form 990-PF and legal about $40,000 a year"),
    };
  },
  benefit(x, tax) {
    const funding = n(x, "fundingUsd");
    const usable = usableDeduction(
      funding,
      n(x, "agiUsd"),
      tax.privateFoundationAppreciatedPropertyAgiLimit,
      tax.charitableContributionCarryoverYears,
    );
    return {
      taxSavings:
        funding * clamp(n(x, "gainRatio"), 0, 1) * n(x, "capitalGainsRate") +
        deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax),
    };
  },
  cost: (x, tax) => ({
    setup: n(x, "setupCostUsd"),
    annual:
      n(x, "annualAdministrationUsd") + n(x, "fundingUsd") * n(x, "growthRate") * tax.privateFoundationExciseTaxRate,
    years: n(x, "years"),
  }),
  sensitivity: {
    variable: "fundingUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Funding 25% lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    anyOf(
      "A private foundation needs large, sustained giving; the notes show neither income of $1,000,000 nor giving of $250,000 a year.",
      when.highIncome(1_000_000),
      {
        test: (f) => (f.annualCharitableGivingUsd ?? 0) >= 250_000,
        fits: (f) =>
          `Giving of ${formatUsd(f.annualCharitableGivingUsd ?? 0)} a year justifies a dedicated foundation.`,
        fails: "Giving is below $250,000 a year.",
      },
    ),
  ),
  timeline: "4–9 months (formation and IRS determination letter)",
  keyBenefits: [
    "Family control of investments and grants in perpetuity",
    "Deduction and capital gains avoidance on appreciated stock",
    "Engages the next generation through governance",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["foundation", "philanthrop", "legacy", "family", "charit", "values"],
  explanation: {
    overview:
      "A private foundation is the most controlled charitable vehicle: the family names the board, sets investment policy, makes grants and can pay family members reasonable compensation for real work. The price is lower deduction limits (30% cash, 20% appreciated stock), a 5% minimum payout, a 1.39% excise tax on net investment income, strict self-dealing rules and public Form 990-PF disclosure.",
    keyComponents: [
      "Nonprofit corporation or trust with a family board",
      "IRS recognition under §501(c)(3) (Form 1023)",
      "Annual 5% distribution requirement",
      "Self-dealing and excess business holdings rules",
    ],
    steps: [
      step(
        "Form",
        "Incorporate (or sign a trust), adopt bylaws and a conflict-of-interest policy, obtain an EIN.",
        "Month 1",
        ["Articles", "Bylaws", "EIN"],
      ),
      step(
        "Apply for exemption",
        "File Form 1023; contributions made within 27 months of formation are deductible once recognised.",
        "Months 1–6",
        ["Form 1023"],
      ),
      step("Fund", "Contribute qualified appreciated public stock (full value under §170(e)(5)).", "After formation", [
        "Stock transfer",
        "Form 8283",
      ]),
      step("Operate", "Adopt investment and grant policies; distribute 5% a year; file Form 990-PF.", "Annually", [
        "Form 990-PF",
        "Grant agreements",
      ]),
    ],
    prerequisites: [
      "Giving capacity of roughly $250,000+ a year or a $5,000,000+ endowment",
      "Family willing to govern",
    ],
    professionals: ["Exempt-organisations attorney", "CPA", "Investment adviser", "Foundation administrator"],
    secondaryBenefits: ["Family employment at reasonable compensation", "Public profile and legacy"],
    taxAdvantages: [
      "Deduction up to 20% of AGI for appreciated stock with 5-year carryover",
      "No capital gains on contributed stock",
      "1.39% excise tax instead of income tax on investment returns",
    ],
    risks: [
      risk(
        "Self-dealing",
        "Transactions between the foundation and family (loans, leases, personal benefits) carry excise taxes.",
        "Annual training, a conflict policy and counsel review of any family transaction.",
      ),
      risk(
        "Payout shortfall",
        "Failing to distribute 5% triggers a 30% excise tax.",
        "Track distributable amount quarterly.",
      ),
      risk("Cost", "Administration is costly for small foundations.", "Use a DAF below about $5,000,000 of assets."),
    ],
    marketRisks: ["Investment losses reduce grants"],
    regulatoryConsiderations: [
      "Form 990-PF is public",
      "Excess business holdings limit ownership of family businesses to 20% combined",
    ],
    liquidityConsiderations: "Contributions are irrevocable; the foundation must keep liquidity for the 5% payout.",
    alternatives: [
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Cheaper and higher deduction limits but no legal control or family employment.",
      },
      {
        strategy: "charitable-llc",
        whyNotChosen: "More flexibility and privacy, but no deduction until assets reach charity.",
      },
    ],
    uniqueAdvantages: ["Perpetual family-governed philanthropy"],
    successMetrics: [
      metric("Qualifying distributions", "At least 5% of average assets", "Annually"),
      metric("Administrative cost ratio", "Below 1% of assets", "Annually"),
    ],
    qualitativeIndicators: ["Next generation active on the board"],
    warningSignals: ["Family transactions with the foundation", "Grants below the payout"],
    reviewSchedule: "Quarterly board meetings; annual compliance review.",
    exitStrategy:
      "Terminate by granting all assets to public charities or converting to a DAF or supporting organisation (§507(b)(1)(A)).",
  },
};

/**
 * Giving appreciated securities instead of cash. Minimum net worth 250,000. Benefit: the capital
 * gains tax avoided on the shares given (the deduction is the same as for cash).
 */
export const giftAppreciatedSecurities: StrategyDefinition = {
  id: "gift-appreciated-securities",
  name: "Giving Appreciated Securities Instead of Cash",
  category: "Charitable",
  description:
    "The client gives long-term appreciated shares to charity (or a DAF) instead of writing cheques, deducts their full market value, and uses the cash that would have been given to buy back new shares at a higher basis. The capital gain on the donated shares is never taxed.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualGiftUsd × gainRatio × capitalGainsRate × years",
    variables: ["annualGiftUsd", "gainRatio", "capitalGainsRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "transferCostUsd × years", variables: ["transferCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["one_year_holding_period", "thirty_percent_agi_limit", "form_8283_required"],
  sources: [
    "IRC §170(e)(1) (no reduction for long-term capital gain property given to a public charity)",
    "IRC §170(b)(1)(C) (30% AGI limit), §170(d)(1) (carryover)",
    "IRC §1091 (wash sale rule applies only to losses, so repurchase is allowed)",
    "Treas. Reg. §1.170A-13, §1.170A-16 (substantiation)",
  ],
  variables: [
    v("annualGiftUsd", "USD", "Gifts made in shares each year."),
    v("gainRatio", "ratio", "Share of the shares' value that is gain."),
    v("capitalGainsRate", "rate", "Long-term gains rate including NIIT."),
    v("years", "years", "Years of giving."),
    v("transferCostUsd", "USD", "Transfer cost each year."),
  ],
  defaults(facts, tax) {
    return {
      annualGiftUsd: annualGivingOf(facts),
      gainRatio: fixed(0.6, "gain assumed 60% of the shares' value"),
      capitalGainsRate: gainsRateOf(facts, tax),
      years: fixed(10, "10 years of giving"),
      transferCostUsd: fixed(25, "transfer cost about $25 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings: n(x, "annualGiftUsd") * clamp(n(x, "gainRatio"), 0, 1) * n(x, "capitalGainsRate") * n(x, "years"),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "transferCostUsd"), years: n(x, "years") }),
  sensitivity: {
    variable: "gainRatio",
    mode: "add",
    spread: 0.2,
    description: "Gain share 20 points lower / base / higher",
  },
  eligibility: allOf(when.charitable, when.hasAppreciatedStock),
  timeline: "1–2 weeks per gift",
  keyBenefits: [
    "Gain on donated shares never taxed",
    "Same deduction as cash",
    "Resets basis when cash is used to rebuy",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "donat", "stock", "capital gain"],
  explanation: {
    overview:
      "Giving shares held more than a year instead of cash is the simplest charitable tax improvement: the deduction is the same full value, and the gain that would have been taxed on a sale disappears. Using the cash saved to rebuy the position raises the portfolio's basis.",
    keyComponents: [
      "Shares held more than one year",
      "In-kind transfer to the charity or DAF",
      "Repurchase with the cash not given",
    ],
    steps: [
      step("Pick lots", "Choose the highest-gain lots held over one year.", "Week 1", ["Tax-lot report"]),
      step("Transfer", "Send shares by DTC transfer to the charity's or DAF's account.", "Weeks 1–2", [
        "Charity's DTC instructions",
      ]),
      step("Rebuy", "Use the cash that would have been given to buy the same or similar shares.", "Same week", [
        "Trade order",
      ]),
      step("Substantiate", "Keep the acknowledgement; file Form 8283 for gifts over $500.", "With the return", [
        "Acknowledgement",
        "Form 8283",
      ]),
    ],
    prerequisites: ["Long-term appreciated securities", "Itemized deductions (or a DAF bunching plan)"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Reduces concentration in a large position", "Higher portfolio basis"],
    taxAdvantages: ["No capital gains tax or NIIT on donated shares", "Full fair market value deduction"],
    risks: [
      risk(
        "Short-term shares",
        "Shares held a year or less are deductible only at basis.",
        "Give only lots held more than one year.",
      ),
      risk(
        "30% AGI limit",
        "Stock gifts are limited to 30% of AGI.",
        "Carry the excess forward five years or mix in cash.",
      ),
    ],
    marketRisks: ["Share value can change between decision and transfer"],
    regulatoryConsiderations: ["2026 floor and cap reduce the deduction value but not the gain avoided"],
    liquidityConsiderations: "Preserves cash; the portfolio is rebalanced by the repurchase.",
    alternatives: [
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Often the receiving vehicle, useful when charities cannot take stock.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better for IRA owners over 70½ who do not itemize.",
      },
    ],
    uniqueAdvantages: ["No set-up and the gain is permanently avoided"],
    successMetrics: [
      metric("Share of giving made in stock", "100% where charities accept it", "Annually"),
      metric("Capital gains tax avoided", "Tracked per gift", "Annually"),
    ],
    qualitativeIndicators: ["Client gives from the portfolio, not the bank account"],
    warningSignals: ["Cash gifts while low-basis stock is held", "Short-term lots given"],
    reviewSchedule: "Annually with year-end tax planning.",
    exitStrategy: "Return to cash gifts at any time.",
  },
};

/**
 * Deduction bunching: several years of gifts in one year (often through a DAF) so the household
 * itemizes in that year and takes the standard deduction in the others. Minimum net worth 250,000.
 */
export const deductionBunching: StrategyDefinition = {
  id: "deduction-bunching",
  name: "Charitable Deduction Bunching",
  category: "Charitable Planning",
  description:
    "Households whose itemized deductions are near the standard deduction give several years of gifts in one year, usually into a donor-advised fund, itemize that year and take the standard deduction in the other years. From 2026 bunching also limits the 0.5%-of-AGI floor to one year instead of every year.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(max(standardDeductionUsd, otherItemizedUsd + max(0, annualGivingUsd × bunchedYears − agiUsd × charitableDeductionFloorRate)) + (bunchedYears − 1) × max(standardDeductionUsd, otherItemizedUsd) − bunchedYears × max(standardDeductionUsd, otherItemizedUsd + max(0, annualGivingUsd − agiUsd × charitableDeductionFloorRate))) × min(marginalRate, itemizedDeductionBenefitCapRate)",
    variables: [
      "standardDeductionUsd",
      "otherItemizedUsd",
      "annualGivingUsd",
      "bunchedYears",
      "agiUsd",
      "marginalRate",
    ],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["agi_limits_apply", "itemizing_required_in_bunched_year"],
  sources: [
    "IRC §63(c), (d) (standard versus itemized deductions)",
    "IRC §170(b)(1)(I) as added by Pub. L. 119-21 §70425 (0.5% floor from 2026)",
    "IRC §68 as amended by Pub. L. 119-21 §70111 (35% cap)",
    "IRC §164(b)(7) (SALT cap and phase-down)",
    "IRC §170(p) (non-itemizer deduction from 2026, which excludes DAF gifts)",
  ],
  variables: [
    v("annualGivingUsd", "USD", "Usual giving each year."),
    v("otherItemizedUsd", "USD", "Other itemized deductions each year (SALT, mortgage interest)."),
    v("standardDeductionUsd", "USD", "Standard deduction for the household."),
    v("agiUsd", "USD", "Adjusted gross income."),
    v("bunchedYears", "years", "Years of gifts bunched into one."),
    v("marginalRate", "rate", "Marginal rate of the deduction."),
    v("planningCostUsd", "USD", "Planning cost."),
  ],
  defaults(facts, tax) {
    const salt = Math.round(saltDeductionFor(facts, tax));
    const std = standardDeductionFor(facts, tax);
    return {
      annualGivingUsd: annualGivingOf(facts),
      otherItemizedUsd: {
        value: salt,
        assumption: `SALT deduction of ${formatUsd(salt)} after the cap and phase-down (state and local taxes assumed to reach it); no mortgage interest assumed`,
      },
      standardDeductionUsd: { value: std, assumption: `standard deduction of ${formatUsd(std)}` },
      agiUsd: agiOf(facts),
      bunchedYears: fixed(3, "three years of giving bunched into one"),
      marginalRate: ordinaryRateOf(facts, tax),
      planningCostUsd: fixed(500, "planning about $500"),
    };
  },
  benefit(x, tax) {
    const std = n(x, "standardDeductionUsd");
    const other = n(x, "otherItemizedUsd");
    const gift = n(x, "annualGivingUsd");
    const years = Math.max(1, Math.round(n(x, "bunchedYears")));
    const floor = n(x, "agiUsd") * tax.charitableDeductionFloorRate;
    const each = years * Math.max(std, other + Math.max(0, gift - floor));
    const bunched = Math.max(std, other + Math.max(0, gift * years - floor)) + (years - 1) * Math.max(std, other);
    return {
      taxSavings:
        Math.max(0, bunched - each) * Math.max(0, Math.min(n(x, "marginalRate"), tax.itemizedDeductionBenefitCapRate)),
    };
  },
  cost: (x) => ({ setup: n(x, "planningCostUsd"), annual: 0, years: 1 }),
  sensitivity: {
    variable: "annualGivingUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Giving 25% lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    {
      test: (f) => (f.annualCharitableGivingUsd ?? 0) > 0,
      fits: (f) =>
        `The client gives about ${formatUsd(f.annualCharitableGivingUsd ?? 0)} a year, which can be bunched.`,
      fails: "Bunching needs regular annual giving, and the notes state none.",
    },
    {
      test: (f, t) => saltDeductionFor(f, t) + (f.annualCharitableGivingUsd ?? 0) < 2 * standardDeductionFor(f, t),
      fits: "Itemized deductions are close to the standard deduction, so yearly gifts lose much of their value.",
      fails: "Itemized deductions already far exceed the standard deduction every year, so bunching adds little.",
    },
  ),
  timeline: "Before 31 December of the bunching year",
  keyBenefits: [
    "Recovers deductions lost to the standard deduction",
    "Pays the 0.5% AGI floor once instead of every year",
    "Charities still receive steady grants via a DAF",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "deduct", "donat", "tax"],
  explanation: {
    overview:
      "With a standard deduction of $32,200 for couples (2026) and SALT limited, many households get little or no tax benefit from yearly gifts. Giving three years' worth in one year, usually into a DAF that pays charities on the old schedule, lets the household itemize that year and take the standard deduction in the others.",
    keyComponents: [
      "Bunching year with all gifts",
      "Standard-deduction years in between",
      "DAF to keep charities' grants steady",
    ],
    steps: [
      step("Project", "Compare itemized deductions with the standard deduction for the next three years.", "October", [
        "Tax projection",
      ]),
      step(
        "Contribute",
        "Make the bunched gift (appreciated stock to a DAF ideally) before 31 December.",
        "November–December",
        ["DAF account", "Stock transfer"],
      ),
      step("Grant", "Grant from the DAF to charities each year as before.", "Ongoing", ["Grant recommendations"]),
    ],
    prerequisites: ["Regular charitable giving", "Itemized deductions near the standard deduction"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Combine with appreciated-stock gifts to avoid gains", "Simplifies giving administration"],
    taxAdvantages: ["Deduction recovered above the standard deduction", "One floor year instead of several"],
    risks: [
      risk(
        "AGI limits",
        "A large bunched gift may exceed the 30% or 60% AGI limit.",
        "Carry the excess forward five years or bunch fewer years.",
      ),
      risk(
        "Non-itemizer deduction lost",
        "From 2026 non-itemizers may deduct up to $1,000/$2,000 of cash gifts to public charities, but not DAF gifts.",
        "In off years, give small cash gifts directly to charities.",
      ),
    ],
    marketRisks: ["Stock given to the DAF may fall before grants are made"],
    regulatoryConsiderations: ["2026 rules: 0.5% floor, 35% cap, non-itemizer deduction"],
    liquidityConsiderations: "Several years of gifts are funded at once.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Usually the vehicle for bunching rather than an alternative." },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better from 70½: excluded without itemizing at all.",
      },
    ],
    uniqueAdvantages: ["Costs nothing and recovers lost deductions"],
    successMetrics: [
      metric("Deductions above the standard deduction", "Positive in the bunching year", "Each bunching year"),
      metric("Tax saved versus yearly giving", "Positive", "Each cycle"),
    ],
    qualitativeIndicators: ["Charities receive steady support"],
    warningSignals: ["Bunched gift exceeding AGI limits", "Itemized deductions rising (e.g. a new mortgage)"],
    reviewSchedule: "Each October with the year-end projection.",
    exitStrategy: "Return to yearly giving whenever itemized deductions exceed the standard deduction every year.",
  },
};

/**
 * Naming a charity (or DAF) as beneficiary of a traditional IRA and leaving other assets (which
 * get a basis step-up) to heirs. Minimum net worth 1,000,000. Benefit: the income tax heirs
 * avoid on the IRA dollars that go to charity instead of to them.
 */
export const iraCharitableBeneficiary: StrategyDefinition = {
  id: "ira-charitable-beneficiary",
  name: "Charity as Beneficiary of the IRA",
  category: "Charitable",
  description:
    "A client who plans a charitable bequest makes it from the traditional IRA, by beneficiary designation, instead of from other assets. The charity pays no income tax on the IRA; heirs receive assets with a stepped-up basis instead of an IRA that is income in respect of a decedent and must be emptied within ten years.",
  benefitCalculation: {
    type: "percentage",
    formula: "charitableBequestUsd × heirsIncomeTaxRate",
    variables: ["charitableBequestUsd", "heirsIncomeTaxRate"],
  },
  costCalculation: { type: "one_time", formula: "designationReviewCostUsd", variables: ["designationReviewCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["beneficiary_designation_controls", "separate_accounts_by_year_after_death"],
  sources: [
    "IRC §691(a) (IRA is income in respect of a decedent)",
    "IRC §1014(a), (c) (step-up for other assets; none for IRD)",
    "IRC §2055 (estate tax charitable deduction)",
    "IRC §501(a) (charity exempt from income tax)",
    "IRC §401(a)(9)(H); Treas. Reg. §1.401(a)(9)-8(a) (separate accounts), §1.401(a)(9)-4 (beneficiary finalised by 30 September)",
  ],
  variables: [
    v("charitableBequestUsd", "USD", "Charitable bequest funded from the IRA."),
    v("heirsIncomeTaxRate", "rate", "Rate heirs would pay on IRA withdrawals."),
    v("designationReviewCostUsd", "USD", "Attorney review of beneficiary forms."),
  ],
  defaults(facts, tax) {
    const ira = retirementBalanceOf(facts);
    const bequest = Math.round(Math.min(ira.value, (facts.netWorthUsd ?? 0) * 0.1));
    const rate = ordinaryRateOf(facts, tax);
    return {
      charitableBequestUsd: {
        value: bequest,
        assumption: `a charitable bequest of 10% of net worth, funded from the IRA up to its balance (${formatUsd(bequest)})`,
      },
      heirsIncomeTaxRate: {
        value: rate.value,
        assumption: `heirs assumed in the client's bracket: ${rate.assumption}`,
      },
      designationReviewCostUsd: fixed(750, "attorney review of beneficiary forms about $750"),
    };
  },
  benefit: (x) => ({ taxSavings: n(x, "charitableBequestUsd") * n(x, "heirsIncomeTaxRate") }),
  cost: (x) => ({ setup: n(x, "designationReviewCostUsd"), annual: 0, years: 1 }),
  sensitivity: {
    variable: "heirsIncomeTaxRate",
    mode: "add",
    spread: 0.08,
    description: "Heirs' rate 8 points lower / base / higher",
  },
  eligibility: allOf(when.charitable, has.retirementBalanceAtLeast(250_000), when.hasDescendants),
  timeline: "1–2 weeks",
  keyBenefits: [
    "Charity receives the IRA free of income tax",
    "Heirs receive stepped-up assets instead of taxable IRA dollars",
    "No cost during life; revocable until death",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "bequest", "heirs", "ira", "legacy", "estate"],
  explanation: {
    overview:
      "Every asset is not equal at death. An IRA left to children carries its income tax with it and must be withdrawn within ten years, often in their peak earning years; stocks or a house get a new basis and carry no income tax. A charity pays no tax either way, so any planned charitable bequest should come from the IRA first.",
    keyComponents: [
      "Beneficiary designation naming the charity or DAF for a share or amount",
      "Will and trust bequests redirected to heirs",
      "Separate accounts for charity and family shares",
    ],
    steps: [
      step("Decide the amount", "Set the charitable share (percentage of the IRA is simplest).", "Week 1", [
        "Estate plan review",
      ]),
      step(
        "Update designations",
        "File new beneficiary forms naming the charity (or a DAF or CRT) for that share.",
        "Weeks 1–2",
        ["Custodian beneficiary form", "Charity EIN"],
      ),
      step("Coordinate documents", "Remove duplicate charitable bequests from the will or trust.", "Weeks 2–4", [
        "Will or trust amendment",
      ]),
      step("Confirm", "Get written confirmation from the custodian.", "Week 4", ["Custodian confirmation"]),
    ],
    prerequisites: ["A traditional IRA or 401(k)", "An intended charitable bequest"],
    professionals: ["Estate planning attorney", "Financial adviser", "CPA"],
    secondaryBenefits: ["Estate tax charitable deduction for the share", "Easy to change during life"],
    taxAdvantages: ["No income tax on the charity's share", "Heirs' share of other assets gets a basis step-up"],
    risks: [
      risk(
        "Mixed beneficiaries",
        "A charity sharing an IRA with individuals can complicate payout for the individuals.",
        "Split into separate accounts or pay the charity out by 30 September of the year after death.",
      ),
      risk(
        "Outdated forms",
        "Beneficiary forms override the will.",
        "Review designations every 3 years and after life events.",
      ),
    ],
    marketRisks: ["The IRA's value at death determines the gift"],
    regulatoryConsiderations: [
      "Charity is not a designated beneficiary; plan separate accounts so heirs keep the 10-year rule",
    ],
    liquidityConsiderations: "No effect during life.",
    alternatives: [
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Gives IRA money during life from 70½, within the annual limit.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "A testamentary CRT as IRA beneficiary can pay heirs income first, at more cost.",
      },
    ],
    uniqueAdvantages: ["Largest tax saving per charitable dollar at death, at almost no cost"],
    successMetrics: [
      metric("Beneficiary forms", "Match the estate plan", "Every 3 years"),
      metric("Charitable bequests from IRA", "100% of planned bequests", "At each plan review"),
    ],
    qualitativeIndicators: ["Heirs understand the allocation"],
    warningSignals: ["Charitable bequests still in the will", "Custodian merged or lost forms"],
    reviewSchedule: "Every 3 years and after marriage, divorce, death or a custodian change.",
    exitStrategy: "Change the beneficiary designation at any time during life.",
  },
};

/**
 * Charitable LLC. Minimum net worth 20,000,000. No deduction on funding; the figure is the estate
 * tax avoided when the committed assets (grown) reach charity: commitment × (1 + g)^n ×
 * estateTaxableShare × 0.40.
 */
export const charitableLlc: StrategyDefinition = {
  id: "charitable-llc",
  name: "Charitable (Philanthropic) LLC",
  category: "Advanced Charitable Planning",
  description:
    "A family-managed LLC holds assets committed to philanthropy. Unlike a foundation it can make impact investments, fund for-profit social enterprises and political advocacy, with privacy and no payout rule; there is no deduction when assets go in, but gifts from the LLC to charities are deductible then, and assets reaching charity leave the taxable estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "charitableCommitmentUsd × (1 + growthRate)^years × estateTaxableShare × 0.40",
    variables: ["charitableCommitmentUsd", "growthRate", "years", "estateTaxableShare"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["no_upfront_deduction", "income_taxed_to_members", "assets_remain_in_estate_until_given"],
  sources: [
    "Treas. Reg. §301.7701-3 (disregarded entity or partnership classification)",
    "IRC §170(a) (deduction when the LLC's property is given to charity)",
    "IRC §2055 (estate deduction for assets passing to charity), §2001(c)",
    "IRC §2036, §2038 (assets remain in the estate while controlled)",
    "State LLC acts (e.g. Del. Code tit. 6, ch. 18)",
  ],
  variables: [
    v("charitableCommitmentUsd", "USD", "Assets placed in the LLC for philanthropy."),
    v("growthRate", "rate", "Annual growth of the LLC's assets."),
    v("years", "years", "Years until the assets reach charity (at the latest, at death)."),
    v("estateTaxableShare", "ratio", "Share of the assets that would otherwise bear estate tax."),
    v("setupCostUsd", "USD", "Formation and operating agreement."),
    v("annualAdministrationUsd", "USD", "Accounting, legal and management each year."),
  ],
  defaults(facts, tax) {
    const commitment = Math.round(Math.min((facts.netWorthUsd ?? 0) * 0.1, 50_000_000));
    return {
      charitableCommitmentUsd: {
        value: commitment,
        assumption: `10% of net worth, at most $50,000,000 (${formatUsd(commitment)})`,
      },
      growthRate: growthFor(facts),
      years: yearsUntil(facts, 88, 5, 40, "until the assets reach charity, about age 88"),
      estateTaxableShare: estateTaxableShareOf(
        facts,
        tax,
        commitment,
        growthFor(facts).value,
        yearsUntil(facts, 88, 5, 40, "").value,
      ),
      setupCostUsd: fixed(20_000, "formation and operating agreement about $20,000"),
      annualAdministrationUsd: fixed(25_000, "accounting, legal and management about $25,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      futureValue(n(x, "charitableCommitmentUsd"), n(x, "growthRate"), n(x, "years")) *
      clamp(n(x, "estateTaxableShare"), 0, 1) *
      tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: n(x, "annualAdministrationUsd"), years: n(x, "years") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(when.charitable, when.taxableEstate, {
    test: (f) => f.riskTolerance !== "conservative",
    fits: "The client is open to impact and for-profit social investments that only an LLC can make freely.",
    fails: "A conservative client gains little from an LLC's investment freedom; a DAF or foundation fits better.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Full flexibility: grants, impact investments and advocacy",
    "Privacy: no public 990-PF",
    "Family control with no payout rule",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["philanthrop", "impact", "charit", "legacy", "control", "privacy"],
  explanation: {
    overview:
      "Made prominent by large founders' philanthropies, a charitable LLC trades the foundation's tax benefits for flexibility. The family keeps control, invests in for-profit social ventures, funds advocacy and gives to charities or DAFs when it chooses. Income is taxed to the members, there is no deduction until assets reach a charity, and the assets stay in the estate until given.",
    keyComponents: [
      "LLC with a philanthropic purpose in its operating agreement",
      "Family managers and successor provisions",
      "Grants to charities or DAFs (deductible when made)",
    ],
    steps: [
      step(
        "Define purpose",
        "Write the mission, investment policy and governance into the operating agreement.",
        "Weeks 1–3",
        ["Operating agreement"],
      ),
      step("Form and fund", "Form the LLC and contribute assets (no deduction at this step).", "Weeks 3–6", [
        "Certificate of formation",
        "Assignments",
      ]),
      step("Operate", "Make impact investments and grants; time gifts to charities for high-income years.", "Ongoing", [
        "Investment and grant records",
      ]),
      step(
        "Plan the end state",
        "Direct remaining assets to charity at death (§2055 deduction) or convert to a foundation or DAF.",
        "Estate plan",
        ["Will or trust provisions"],
      ),
    ],
    prerequisites: ["Assets the family will not need", "Desire for flexibility beyond charitable-law limits"],
    professionals: ["Estate planning attorney", "Exempt-organisations counsel", "CPA", "Impact investment adviser"],
    secondaryBenefits: ["Can gift non-voting LLC interests to family", "No self-dealing or payout rules"],
    taxAdvantages: [
      "Deduction timed to the year gifts reach charity",
      "Estate tax avoided on assets that pass to charity",
    ],
    risks: [
      risk(
        "No upfront deduction",
        "The client forgoes the deduction a DAF or foundation gives immediately.",
        "Fund DAF gifts from the LLC in high-income years.",
      ),
      risk(
        "Estate inclusion",
        "Assets remain taxable in the estate until given.",
        "Provide for charitable disposition at death.",
      ),
    ],
    marketRisks: ["Impact and venture investments are illiquid and risky"],
    regulatoryConsiderations: ["Members taxed on LLC income", "Political spending rules apply"],
    liquidityConsiderations: "Assets remain the family's; liquidity depends on the investments chosen.",
    alternatives: [
      {
        strategy: "private-foundation",
        whyNotChosen: "Deduction now, but payout, excise tax, self-dealing rules and public disclosure.",
      },
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Deduction now and cheap, but no control over investments and no advocacy.",
      },
    ],
    uniqueAdvantages: ["The only philanthropic vehicle that can fund for-profit ventures and advocacy freely"],
    successMetrics: [
      metric("Assets deployed to mission", "Per annual plan", "Annually"),
      metric("Assets directed to charity by the estate plan", "All committed assets", "Every 3 years"),
    ],
    qualitativeIndicators: ["Clear mission and family governance"],
    warningSignals: ["LLC used for personal spending", "No charitable end state in the estate plan"],
    reviewSchedule: "Annual managers' meeting; estate plan review every 3 years.",
    exitStrategy: "Dissolve and distribute to the members, or give the assets to a foundation, DAF or charities.",
  },
};

/**
 * Conservation easement (§170(h)). Minimum net worth 2,000,000. Benefit: the deduction for the
 * easement's value (50% of AGI, 15-year carryforward) plus estate tax on the value removed.
 */
export const conservationEasement: StrategyDefinition = {
  id: "conservation-easement",
  name: "Conservation Easement Donation",
  category: "Charitable Planning",
  description:
    "The owner of land with conservation value gives a perpetual easement restricting development to a land trust or government. The deduction is the fall in the land's value (before-and-after appraisal), up to 50% of AGI a year (100% for qualified farmers and ranchers) with a 15-year carryforward; the restricted land is also worth less in the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "max(0, min(easementValueUsd, agiUsd × conservationContributionAgiLimit × (1 + conservationContributionCarryoverYears)) − agiUsd × charitableDeductionFloorRate) × min(marginalRate, itemizedDeductionBenefitCapRate) + easementValueUsd × estateTaxableShare × 0.40",
    variables: ["easementValueUsd", "agiUsd", "marginalRate", "estateTaxableShare"],
  },
  costCalculation: {
    type: "one_time",
    formula: "appraisalAndLegalUsd + stewardshipContributionUsd",
    variables: ["appraisalAndLegalUsd", "stewardshipContributionUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "perpetual_restriction",
    "qualified_appraisal_required",
    "irs_scrutiny_syndicated_easements",
    "baseline_documentation_required",
  ],
  sources: [
    "IRC §170(h) (qualified conservation contribution)",
    "IRC §170(b)(1)(E) (50% / 100% AGI limits, 15-year carryforward)",
    "IRC §170(h)(7) (SECURE 2.0 Act §605: partnership deductions above 2.5× basis disallowed)",
    "Treas. Reg. §1.170A-14 (requirements and valuation)",
    "IRS Notice 2017-10 (syndicated easements listed transaction)",
    "IRC §2031(c) (estate exclusion for land under easement)",
  ],
  variables: [
    v("easementValueUsd", "USD", "Fall in the land's value from the easement (the deduction)."),
    v("agiUsd", "USD", "Adjusted gross income."),
    v("marginalRate", "rate", "Marginal rate of the deduction."),
    v("estateTaxableShare", "ratio", "Share of the value removed that would otherwise bear estate tax."),
    v("appraisalAndLegalUsd", "USD", "Qualified appraisal, baseline report, survey and legal."),
    v("stewardshipContributionUsd", "USD", "Endowment gift to the land trust for monitoring."),
  ],
  defaults(facts, tax) {
    const land = facts.realEstateUsd ?? (facts.netWorthUsd ?? 0) * 0.2;
    const value = Math.round(land * 0.3);
    return {
      easementValueUsd: {
        value,
        assumption: `30% of the ${facts.realEstateUsd === null ? "assumed (20% of net worth)" : "stated"} real estate value of ${formatUsd(land)}`,
      },
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      estateTaxableShare: estateTaxableShareOf(
        facts,
        tax,
        value,
        growthFor(facts).value,
        yearsUntil(facts, 88, 5, 40, "").value,
      ),
      appraisalAndLegalUsd: fixed(40_000, "appraisal, baseline report, survey and legal about $40,000"),
      stewardshipContributionUsd: fixed(25_000, "stewardship endowment to the land trust about $25,000"),
    };
  },
  benefit(x, tax) {
    const usable = usableDeduction(
      n(x, "easementValueUsd"),
      n(x, "agiUsd"),
      tax.conservationContributionAgiLimit,
      tax.conservationContributionCarryoverYears,
    );
    return {
      taxSavings: deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax),
      estateTaxSavings: n(x, "easementValueUsd") * clamp(n(x, "estateTaxableShare"), 0, 1) * tax.estateTaxRate,
    };
  },
  cost: (x) => ({ setup: n(x, "appraisalAndLegalUsd") + n(x, "stewardshipContributionUsd"), annual: 0, years: 1 }),
  sensitivity: {
    variable: "easementValueUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Easement value 30% lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    anyOf(
      "A conservation easement needs land with conservation value (farm, ranch, open space); the notes mention none.",
      {
        test: (f) => f.hasFarmOrRanch,
        fits: "The client owns farmland or a ranch, which may qualify (with the 100% AGI limit for qualified farmers).",
        fails: "",
      },
      {
        test: (f) => f.hasInvestmentRealEstate && (f.realEstateUsd ?? 0) >= 1_000_000,
        fits: "The client owns substantial land holdings that may have conservation value.",
        fails: "",
      },
    ),
  ),
  timeline: "6–12 months (land trust approval, baseline report, appraisal)",
  keyBenefits: [
    "Large income tax deduction with a 15-year carryforward",
    "Land kept in the family, protected from development",
    "Lower estate value for the land",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["land", "farm", "ranch", "conserv", "preserve", "legacy", "charit"],
  explanation: {
    overview:
      "An owner who wants land to stay undeveloped can give a perpetual conservation easement to a qualified land trust, keeping ownership and use. The deduction equals the appraised fall in value. The IRS scrutinises inflated appraisals and syndicated deals (a listed transaction; SECURE 2.0 disallows partnership deductions above 2.5× basis), so a direct donation with a conservative, qualified appraisal is essential.",
    keyComponents: [
      "Perpetual easement deed to a qualified organisation",
      "Conservation purpose under §170(h)(4)",
      "Qualified before-and-after appraisal",
      "Baseline documentation report",
    ],
    steps: [
      step(
        "Find a land trust",
        "Approach an accredited land trust; confirm the land's conservation purpose.",
        "Months 1–2",
        ["Site visit", "Land trust approval"],
      ),
      step(
        "Negotiate the deed",
        "Agree reserved rights (homesites, farming) and restrictions; subordinate any mortgage.",
        "Months 2–6",
        ["Draft easement deed", "Lender subordination"],
      ),
      step("Appraise and document", "Qualified appraisal and baseline report before the gift.", "Months 4–8", [
        "Qualified appraisal",
        "Baseline report",
      ]),
      step(
        "Record and report",
        "Record the deed; file Form 8283 Section B with the appraisal summary.",
        "By year end and with the return",
        ["Recorded deed", "Form 8283"],
      ),
    ],
    prerequisites: [
      "Land with conservation value",
      "Willingness to restrict development forever",
      "Mortgage lender willing to subordinate",
    ],
    professionals: ["Land trust", "Qualified appraiser", "Real estate / tax attorney", "CPA", "Surveyor"],
    secondaryBenefits: [
      "Possible state tax credits (e.g. Colorado, Virginia)",
      "Lower property tax in some states",
      "§2031(c) estate exclusion of up to $500,000",
    ],
    taxAdvantages: [
      "Deduction up to 50% of AGI (100% for qualified farmers) with 15-year carryforward",
      "Estate value reduced by the easement",
    ],
    risks: [
      risk(
        "Appraisal challenge",
        "Overvalued easements draw penalties of up to 40%.",
        "Conservative qualified appraisal; avoid promoters and syndications.",
      ),
      risk(
        "Deed defects",
        "Technical deed errors (extinguishment proceeds, amendment clauses) have denied whole deductions.",
        "Use experienced counsel and current model language.",
      ),
      risk("Perpetuity", "The restriction binds all future owners.", "Reserve needed rights before signing."),
    ],
    marketRisks: ["Land values can rise, making the restriction costlier in hindsight"],
    regulatoryConsiderations: [
      "Listed transaction rules for syndicated easements (Notice 2017-10)",
      "2026 floor and cap on itemized deductions",
    ],
    liquidityConsiderations: "No cash received; the land's sale value falls permanently.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Sells the property for income; this keeps the land in the family.",
      },
      { strategy: "private-foundation", whyNotChosen: "Does not protect the land itself from development." },
    ],
    uniqueAdvantages: ["Keeps ownership and use while producing a deduction and estate value reduction"],
    successMetrics: [
      metric("Deduction allowed on audit", "100% of claimed", "Until the statute of limitations closes"),
      metric("Carryforward used", "Fully within 16 years", "Annually"),
    ],
    qualitativeIndicators: ["Family committed to the land's future"],
    warningSignals: ["Promoter offering a multiple of investment", "Appraisal far above comparable sales"],
    reviewSchedule: "Annual land trust monitoring visit; tax review each year of carryforward.",
    exitStrategy: "None: the easement is perpetual; the land can still be sold or inherited subject to it.",
  },
};

/** Charitable giving strategies of this folder. */
export const CHARITABLE_GIVING_STRATEGIES: readonly StrategyDefinition[] = [
  qualifiedCharitableDistribution,
  donorAdvisedFund,
  privateFoundation,
  giftAppreciatedSecurities,
  deductionBunching,
  iraCharitableBeneficiary,
  charitableLlc,
  conservationEasement,
];
