import { formatUsd } from "@fsa/shared";
import { PORTFOLIO_YIELD } from "../../model/assumptions.ts";
import type { AssetKey, CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, clamp, fixed, investable, metric, risk, round, setup, step, yearly } from "../kit.ts";
import {
  ING_BLOCKING_STATES,
  plannedSaleGainOf,
  stateIn,
  stateTaxSaved,
  stateTaxWords,
  topRateOf,
} from "./lib/state-law.ts";

/** The asset an ING would hold for a planned sale. */
function assetOf(ctx: StrategyContext): AssetKey[] {
  const f = ctx.facts;
  if (f.ownsBusiness && (f.expectsBusinessSale || f.expectsLiquidityEvent)) return ["business"];
  if (f.hasConcentratedStock) return ["concentratedStock"];
  return [];
}

/**
 * Incomplete-gift non-grantor trust (ING) sited in a state that does not tax it. Minimum net
 * worth 10,000,000.
 *
 * The trust is a separate taxpayer for state purposes; the gift is incomplete, so no exclusion is
 * used and the assets stay in the estate (no estate effect, and they keep the step-up). Effects:
 * year 1, the home state's tax on the gain of an expected sale realised inside the trust (the
 * calculator's state schedule, or the top rate where the state is not modelled); each year while
 * the trust accumulates (to the final death), the home state's tax on the trust's investment
 * income at the model's portfolio yield; set-up and trustee costs. Federal tax is taken as
 * unchanged (gains and qualified dividends at the same top rates once the trust passes its small
 * brackets; compressed brackets on ordinary income not modelled). Not for California (from 2023)
 * or New York residents, whose states tax the income to the grantor.
 */
export const incompleteGiftNonGrantorTrust = defineStrategy({
  id: "incomplete-gift-non-grantor-trust",
  name: "Incomplete-Gift Non-Grantor Trust (ING) for State Income Tax",
  category: "State Tax Strategy",
  description:
    "The client transfers appreciated or income-producing assets to a Nevada, Delaware or South Dakota trust that is a separate, non-grantor taxpayer (distributions need the consent of adverse family members) while the gift is incomplete (the client keeps a testamentary power). The trust's accumulated income and gains escape the home state's income tax; California and New York treat INGs as grantor trusts.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "home state's tax on plannedGainUsd realised in the trust + Σ to the final death the home state's tax on trustFundingUsd × trustIncomeRate of investment income, on the household's return (the calculator's state schedule where modelled)",
    variables: ["plannedGainUsd", "trustFundingUsd", "trustIncomeRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeCostUsd × years to the final death",
    variables: ["setupCostUsd", "annualTrusteeCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "state_law_dependent",
    "irs_no_rule_area",
    "compressed_trust_brackets",
    "gift_tax_return_required",
  ],
  sources: [
    "IRC §§671–677 and §672(a) (adverse parties; non-grantor status)",
    "Treas. Reg. §25.2511-2(b), (c) (incomplete gifts through retained powers)",
    "PLRs 201310002–201310006 and later ING rulings",
    "Cal. Rev. & Tax. Code §17082 (ING income taxed to California grantors from 2023)",
    "N.Y. Tax Law §612(b)(41) (New York ING add-back)",
    "North Carolina Dept. of Revenue v. Kaestner 1992 Family Trust, 588 U.S. 262 (2019)",
  ],
  domain: "state-international",
  transfers: assetOf,
  variables: {
    trustFundingUsd: { unit: "USD", description: "Investment assets moved to the trust." },
    trustIncomeRate: { unit: "rate", description: "Investment income of the trust a year (dividends and interest)." },
    plannedGainUsd: { unit: "USD", description: "Gain the trust realises on a planned sale." },
    setupCostUsd: { unit: "USD", description: "Drafting, distribution committee and funding." },
    annualTrusteeCostUsd: { unit: "USD", description: "Out-of-state trustee and returns a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const funded = round(clamp(investable(h) * 0.4, 0, 50_000_000));
    const f = ctx.facts;
    const sale = plannedSaleGainOf(ctx);
    const stockGain = f.hasConcentratedStock || f.hasLowBasisStock ? round(funded * 0.4) : 0;
    return {
      trustFundingUsd: fixed(funded, `${formatUsd(funded)}: 40% of the investable assets moved to the trust`),
      trustIncomeRate: fixed(PORTFOLIO_YIELD.value, PORTFOLIO_YIELD.why),
      plannedGainUsd:
        sale.value > 0
          ? sale
          : fixed(
              stockGain,
              stockGain > 0
                ? `${formatUsd(stockGain)}: the appreciated stock moved to the trust sold there, 40% of its value gain (the model's default)`
                : "no planned sale or appreciated stock",
            ),
      setupCostUsd: fixed(40_000, "drafting, distribution committee and ruling-quality opinion, about $40,000"),
      annualTrusteeCostUsd: fixed(10_000, "out-of-state trustee and trust returns, about $10,000 a year"),
    };
  },
  effects(v, ctx) {
    const state = ctx.facts.state;
    const T = ctx.household.yearsToFinalDeath;
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "drafting, distribution committee and funding"),
      ...yearly(-v.annualTrusteeCostUsd, 1, T, "cost", "out-of-state trustee and trust returns"),
    ];
    if (!state || stateIn(state, ING_BLOCKING_STATES)) return { flows };
    if (v.plannedGainUsd > 0) {
      const onGain = stateTaxSaved(ctx, state, { longTermGainUsd: v.plannedGainUsd }, {}).taxUsd;
      if (onGain > 0)
        flows.push(at(1, onGain, "incomeTax", `${state} tax on the sale's gain, realised by the trust instead`));
    }
    const income = Math.max(0, v.trustFundingUsd * v.trustIncomeRate);
    const yearlySaved = stateTaxSaved(ctx, state, {}, { investmentIncomeRemovedUsd: income }).taxUsd;
    flows.push(...yearly(yearlySaved, 1, T, "incomeTax", `${state} tax on the trust's accumulated income`));
    return { flows };
  },
  sensitivity: {
    variable: "plannedGainUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Planned gain half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => topRateOf(ctx.facts.state) >= 0.04 && !stateIn(ctx.facts.state, ING_BLOCKING_STATES),
      (ctx) =>
        `${ctx.facts.state} taxes trust income by residence rules an out-of-state ING can avoid (${stateTaxWords(ctx.facts.state ?? "")}).`,
      (ctx) =>
        ctx.facts.state === null
          ? "The notes do not state the client's state, which decides whether an ING saves state tax."
          : stateIn(ctx.facts.state, ING_BLOCKING_STATES)
            ? `${ctx.facts.state} taxes an ING's income to the grantor (${ctx.facts.state === "CA" ? "Cal. Rev. & Tax. Code §17082, from 2023" : "N.Y. Tax Law §612(b)(41)"}), so the trust saves nothing there.`
            : `${ctx.facts.state} has little or no income tax to avoid.`,
    ),
    check(
      (ctx) =>
        ctx.facts.expectsBusinessSale ||
        ctx.facts.expectsLiquidityEvent ||
        ctx.facts.hasConcentratedStock ||
        ctx.facts.hasLowBasisStock ||
        investable(ctx.household) >= 5_000_000,
      (ctx) =>
        ctx.facts.expectsBusinessSale ||
        ctx.facts.expectsLiquidityEvent ||
        ctx.facts.hasConcentratedStock ||
        ctx.facts.hasLowBasisStock
          ? "The client has appreciated assets or a coming sale whose gain the trust could realise."
          : "The client has large investment assets whose income the trust could accumulate.",
      "An ING pays off with a large gain or at least $5,000,000 of investments, which the notes do not show.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (topRateOf(f.state) < 0.04 || stateIn(f.state, ING_BLOCKING_STATES)) return null;
    if (!(f.expectsBusinessSale || f.expectsLiquidityEvent)) return null;
    return {
      urgency: "client-specific",
      reason: `A sale is expected and ${f.state} would tax its gain: an ING funded before the sale is binding can realise it outside the state's reach.`,
    };
  },
  timeline: "2–3 months",
  keyBenefits: [
    "Avoids home-state income tax on accumulated income and gains",
    "No taxable gift: the assets stay in the estate and get a basis step-up",
    "Asset protection under the trust state's statute",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["state tax", "sale", "trust", "gain", "capital gains"],
  explanation: {
    overview:
      "An ING trust is a separate taxpayer sited in a state without income tax on trusts. Income and gains it accumulates are not taxed by the client's home state, while the gift is incomplete so no gift tax or exclusion is used.",
    keyComponents: [
      "Trust in Nevada, Delaware or South Dakota with an in-state trustee",
      "Distribution committee of adverse beneficiaries (non-grantor status)",
      "Retained testamentary power of appointment (incomplete gift)",
      "Distributions planned to avoid pulling income back into the home state",
    ],
    steps: [
      step(
        "State analysis",
        "Confirm how the home state taxes trusts (resident-settlor, trustee and beneficiary tests).",
        "Weeks 1–2",
        ["State trust residency rules", "Planned sale timeline"],
      ),
      step("Draft", "Draft the trust with a distribution committee and retained powers.", "Weeks 2–6", [
        "Trust agreement",
        "Committee acceptance",
      ]),
      step("Fund before the sale", "Transfer the assets well before any binding sale agreement.", "Weeks 6–8", [
        "Assignments",
        "Valuation",
      ]),
      step("Report", "File Form 1041 and a Form 709 disclosing the incomplete gift.", "Annually", [
        "Form 1041",
        "Form 709",
      ]),
    ],
    prerequisites: ["Home state with income tax that respects the trust", "Assets with large expected income or gain"],
    professionals: ["Trust and estate attorney", "State tax adviser", "Out-of-state trustee", "CPA"],
    secondaryBenefits: [
      "Creditor protection as a self-settled trust",
      "Assets remain in the estate for a basis step-up",
    ],
    taxAdvantages: ["Home-state tax avoided on accumulated income and gains", "No gift tax (incomplete gift)"],
    risks: [
      risk(
        "State law change",
        "More states may follow California and New York in taxing INGs to the grantor.",
        "Monitor legislation; realise the gain early.",
      ),
      risk(
        "Federal compressed brackets",
        "Retained income is taxed federally at 37% above a low threshold.",
        "Use INGs mainly for capital gains, taxed at the same federal rate either way.",
      ),
      risk(
        "IRS position",
        "The IRS has paused ING rulings and may challenge the structure.",
        "Conservative drafting following earlier private letter rulings.",
      ),
    ],
    marketRisks: ["Assets remain invested"],
    regulatoryConsiderations: [
      "Step-transaction risk if funded after a sale is agreed",
      "§643(f) multiple-trust rules",
    ],
    liquidityConsiderations: "Distributions need the committee's consent and can pull income back to the home state.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Saves tax on all income but requires moving." },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Defers federal and state tax on a sale but gives the remainder to charity.",
      },
    ],
    uniqueAdvantages: ["State tax saving without moving and without using exclusion"],
    successMetrics: [
      metric("Home-state tax on trust income", "None", "Annually"),
      metric("Gain realised inside the trust", "All of the planned sale", "At sale"),
    ],
    qualitativeIndicators: ["Committee members act independently"],
    warningSignals: ["Funding after a letter of intent", "Routine distributions to the grantor"],
    reviewSchedule: "Annual review of state law and distributions.",
    exitStrategy: "Distribute assets with committee consent, or let the retained power pass them at death.",
  },
});
