import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, risk, round, step, taxOn, yearly } from "../kit.ts";

/** SSI disregard of an ABLE balance, USD (ABLE Act of 2014, Pub. L. 113-295 div. B §103(a)(1); not indexed). */
export const SSI_ABLE_DISREGARD_USD = 100_000;

/** Age before which the disability must have begun, from 2026 (IRC §529A(e)(1)(A) as amended by SECURE 2.0 Act §124). */
export const ABLE_ONSET_AGE_LIMIT = 46;

/**
 * ABLE account (IRC §529A) for a family member with a disability. No minimum net worth.
 *
 * Open to a beneficiary whose disability began before age 46 from 2026 (§529A(e)(1)(A) as amended
 * by the ABLE Age Adjustment Act, SECURE 2.0 Act §124; before 26 until 2025). Contributions from
 * everyone together are limited to the §2503(b) annual exclusion a year (§529A(b)(2)(B)(i)); the
 * growth is tax-free when spent on qualified disability expenses (§529A(c)(1)(B)); the first
 * $100,000 is disregarded for SSI and the whole balance for Medicaid (ABLE Act of 2014 §103).
 * Effects: the income tax the same savings would owe in a taxable account, on the family's own
 * return (their growth taxed as long-term gain year by year as it is spent, an approximation),
 * as yearly flows; the account fee as a cost; protection = the balance after the contribution
 * years, at most the $100,000 SSI disregard.
 */
export const ableAccount = defineStrategy({
  id: "able-account",
  name: "ABLE Account for a Family Member with a Disability",
  category: "Tax Planning",
  description:
    "A tax-advantaged savings account (§529A) for a person whose disability began before age 46. Family and friends can contribute up to the annual gift exclusion a year; the growth is tax-free for disability expenses, and the balance does not count against SSI (up to $100,000) or Medicaid, so the beneficiary can hold savings without losing benefits.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over contributionYears of tax(balance × growthRate as long-term gain) the same savings would owe in a taxable account; protection: min(balance, 100,000) disregarded for SSI",
    variables: ["annualContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "accountFeeUsd each year",
    variables: ["accountFeeUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["annual_contribution_limit", "medicaid_payback_at_death", "qualified_expenses_only"],
  sources: [
    "IRC §529A (qualified ABLE programs)",
    "IRC §529A(e)(1)(A) as amended by SECURE 2.0 Act §124 (onset before age 46 from 2026)",
    "IRC §529A(b)(2)(B)(i), §2503(b) (contribution limit: the annual exclusion)",
    "ABLE Act of 2014, Pub. L. 113-295 div. B §103 (SSI and Medicaid disregards)",
    "IRC §529A(f) (Medicaid payback at the beneficiary's death)",
  ],
  domain: "estate",
  variables: {
    annualContributionUsd: { unit: "USD", description: "Contribution each year (at most the annual gift exclusion)." },
    contributionYears: { unit: "years", description: "Years of contributions." },
    growthRate: { unit: "rate", description: "Annual growth of the account." },
    accountFeeUsd: { unit: "USD", description: "State plan's yearly account fee." },
  },
  defaults(ctx) {
    const limit = ctx.household.tax.annualGiftExclusion;
    const nw = ctx.household.balance.netWorthUsd;
    const contribution = round(Math.min(limit, Math.max(1_000, nw * 0.02)));
    return {
      annualContributionUsd: fixed(
        contribution,
        contribution >= limit
          ? `${formatUsd(contribution)} a year: the ${ctx.household.tax.year} annual gift exclusion, the most all contributors together may give (§529A(b)(2)(B))`
          : `${formatUsd(contribution)} a year: 2% of net worth, below the ${formatUsd(limit)} annual limit (an assumption)`,
      ),
      contributionYears: fixed(10, "contributions for 10 years (an assumption)"),
      growthRate: portfolioGrowth(ctx),
      accountFeeUsd: fixed(50, "about $50 a year of state plan account fees"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(0, Math.round(v.contributionYears));
    const flows: CashFlow[] = [];
    let balance = 0;
    for (let y = 1; y <= years; y++) {
      const growth = balance * v.growthRate;
      if (growth > 0) {
        const saved = taxOn(ctx, { longTermGainUsd: growth });
        if (saved > 0)
          flows.push(at(y, saved, "incomeTax", "income tax a taxable account would owe on the same savings' growth"));
      }
      balance += growth + Math.max(0, v.annualContributionUsd);
    }
    flows.push(...yearly(-v.accountFeeUsd, 1, years, "cost", "ABLE account fee"));
    const shielded = Math.min(balance, SSI_ABLE_DISREGARD_USD);
    return {
      flows,
      protection: {
        amountUsd: shielded,
        description: `About ${formatUsd(balance)} saved after ${years} years; up to ${formatUsd(SSI_ABLE_DISREGARD_USD)} of it is not counted for SSI and none of it for Medicaid, where $2,000 of savings would otherwise end SSI.`,
      },
    };
  },
  sensitivity: {
    variable: "annualContributionUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Contributions half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasDisabledDependent,
      `The notes state a family member with a disability; an ABLE account is open to one whose disability began before age ${ABLE_ONSET_AGE_LIMIT} (from 2026), which the notes do not give and should be confirmed.`,
      "The notes mention no family member with a disability.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasDisabledDependent
      ? {
          urgency: "basic",
          reason: "A family member has a disability: an ABLE account saves for them without affecting SSI or Medicaid.",
        }
      : null,
  timeline: "1–2 weeks to open online",
  keyBenefits: [
    "Savings that do not end SSI (up to $100,000) or Medicaid",
    "Tax-free growth for disability expenses",
    "The beneficiary can manage the account",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["special needs", "disab", "able", "ssi", "medicaid", "dependent"],
  explanation: {
    overview:
      "People on SSI may hold only $2,000 of savings. An ABLE account lets family, friends and the beneficiary save far more for disability expenses (housing, education, transport, health, technology) with tax-free growth and without losing benefits. It complements a special needs trust: the account for day-to-day flexibility, the trust for the larger inheritance.",
    keyComponents: [
      "Account in any state's ABLE plan",
      "Contributions up to the annual gift exclusion a year (more from the beneficiary's own earnings)",
      "Qualified disability expenses",
      "Medicaid payback of what remains at the beneficiary's death",
    ],
    steps: [
      step("Confirm eligibility", "Confirm the disability began before 46 (SSI/SSDI or a certification).", "Week 1", [
        "Benefit letter or physician certification",
      ]),
      step("Open", "Choose a state plan and open the account.", "Week 1", ["Application"]),
      step("Fund", "Set up contributions within the annual limit across all contributors.", "Ongoing", [
        "Contribution schedule",
      ]),
      step("Spend", "Pay qualified expenses; keep receipts; time housing payments within the month.", "Ongoing", [
        "Expense records",
      ]),
    ],
    prerequisites: ["A beneficiary whose disability began before age 46"],
    professionals: ["Financial adviser", "Special needs planning attorney"],
    secondaryBenefits: ["Independence for the beneficiary", "529 plan rollovers allowed within the annual limit"],
    taxAdvantages: ["Tax-free growth for qualified expenses", "State tax deductions for contributions in some states"],
    risks: [
      risk(
        "Over-contribution",
        "Contributions above the annual limit are returned and can be penalised.",
        "Coordinate all contributors.",
      ),
      risk(
        "Medicaid payback",
        "At the beneficiary's death the state may claim Medicaid costs from the balance.",
        "Leave larger amounts through a third-party special needs trust instead.",
      ),
    ],
    marketRisks: ["Investment options are limited to the state plan's menu"],
    regulatoryConsiderations: ["One ABLE account per beneficiary", "Balances above $100,000 suspend SSI cash benefits"],
    liquidityConsiderations: "Withdrawals for qualified expenses are available at any time.",
    alternatives: [
      {
        strategy: "special-needs-trust",
        whyNotChosen: "Holds larger inheritances with no annual limit and no Medicaid payback; use both.",
      },
    ],
    uniqueAdvantages: ["The only account the beneficiary can own without losing SSI and Medicaid"],
    successMetrics: [
      metric("Contributions", "Within the annual limit", "Annually"),
      metric("SSI eligibility", "Maintained", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiary uses the account for independence"],
    warningSignals: ["Balance nearing $100,000", "Non-qualified withdrawals"],
    reviewSchedule: "Annually, with the special needs trust.",
    exitStrategy: "The account can be rolled to a family member's ABLE account or spent on qualified expenses.",
  },
});
