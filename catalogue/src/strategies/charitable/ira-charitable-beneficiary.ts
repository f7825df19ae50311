import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, setup, step, taxOn } from "../kit.ts";
import { charitableCheck, isCharitable } from "./lib/giving.ts";

/** Years over which heirs empty an inherited IRA (IRC §401(a)(9)(H)(i): the 10-year rule). */
const TEN_YEAR_RULE = 10;

/**
 * Naming a charity as beneficiary of the traditional IRA for a planned charitable bequest, and
 * leaving other assets (stepped up under §1014) to the heirs. Minimum net worth 1,000,000.
 *
 * The bequest is the client's (reported as the payout); either way it is deducted from the estate
 * (§2055), so the estate tax is unchanged. The figure is the income tax the heirs no longer pay on
 * the IRA dollars they would have inherited (income in respect of a decedent, §691): the bequest
 * withdrawn evenly over the 10 years after the final death, each year's tax priced on the client's
 * own return (standing in for the heirs', an assumption). Today's IRA balance is used (growth and
 * RMDs left out).
 */
export const iraCharitableBeneficiary = defineStrategy({
  id: "ira-charitable-beneficiary",
  name: "Charity as Beneficiary of the IRA",
  category: "Charitable",
  description:
    "A client who plans a charitable bequest makes it from the traditional IRA, by beneficiary designation, instead of from other assets. The charity pays no income tax on the IRA; heirs receive assets with a stepped-up basis instead of an IRA that is income in respect of a decedent and must be emptied within ten years.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over the 10 years after the final death, tax(charitableBequestUsd ÷ 10 of ordinary income) on the return standing in for the heirs'",
    variables: ["charitableBequestUsd"],
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
  domain: "charitable",
  variables: {
    charitableBequestUsd: { unit: "USD", description: "Charitable bequest funded from the IRA." },
    designationReviewCostUsd: { unit: "USD", description: "Attorney review of beneficiary forms." },
  },
  defaults(ctx) {
    const ira = ctx.facts.retirementAccountsUsd ?? 0;
    const bequest = round(Math.min(ira, ctx.household.balance.netWorthUsd * 0.1));
    return {
      charitableBequestUsd: fixed(
        bequest,
        `${formatUsd(bequest)}: a charitable bequest of 10% of net worth assumed (the notes state none), funded from the ${formatUsd(ira)} IRA up to its balance`,
      ),
      designationReviewCostUsd: fixed(750, "attorney review of beneficiary forms about $750"),
    };
  },
  effects(v, ctx) {
    const T = ctx.household.yearsToFinalDeath;
    const perYear = taxOn(ctx, { ordinaryUsd: Math.max(0, v.charitableBequestUsd) / TEN_YEAR_RULE });
    const flows: CashFlow[] = [...setup(v.designationReviewCostUsd, "beneficiary designation review")];
    for (let y = 1; y <= TEN_YEAR_RULE; y++)
      flows.push(at(T + y, perYear, "heirsTax", "heirs' income tax avoided on IRA dollars left to charity instead"));
    return { flows, payoutUsd: Math.max(0, v.charitableBequestUsd) };
  },
  sensitivity: {
    variable: "charitableBequestUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Bequest half / base / 1.5×",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) >= 250_000,
      (ctx) =>
        `Retirement accounts of ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} can fund a charitable bequest.`,
      "The strategy needs retirement accounts of at least $250,000, which the notes do not show.",
    ),
    // Whoever inherits the IRA (children, or a niece and nephew for a childless client, the core
    // of this market) owes income tax on it; the charity does not, so heirs of any kind qualify.
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f) || (f.retirementAccountsUsd ?? 0) < 250_000) return null;
    return {
      urgency: "client-specific",
      reason: `The client is charitable and holds ${formatUsd(f.retirementAccountsUsd ?? 0)} in retirement accounts: a charitable bequest costs the heirs least when it comes from the IRA.`,
    };
  },
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
});
