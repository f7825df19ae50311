import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, clamp, fixed, metric, portfolioGrowth, risk, round, setup, step, taxOn } from "../kit.ts";

/**
 * §1035 exchange of an existing life or annuity contract. Minimum net worth 500,000 (spec §3 table).
 *
 * Compared with keeping the old contract, the exchange moves its value to a cheaper or better
 * contract without tax: the untaxed gain inside it is not recognised (IRC §1035(a); a surrender
 * to switch would tax it as ordinary income under §72(e)), and the new contract carries the
 * basis. The value modelled is the cost saved each year on the contract value, growing at the
 * household's portfolio growth, for as long as the contract is held (to the final death); the
 * cost is any surrender charge now. The tax a surrender would have cost is shown beside it, not
 * added: keeping the old contract defers it too.
 */

export const section1035Exchanges = defineStrategy({
  id: "section-1035-exchanges",
  name: "Tax-Free Exchange of Insurance and Annuity Contracts (§1035)",
  category: "Insurance",
  description:
    "An old life insurance, endowment or annuity contract is exchanged directly for a better one, such as a lower-cost policy, a no-lapse guarantee or a hybrid long-term care contract, without recognising the untaxed gain inside it. The new contract keeps the old one's basis.",
  benefitCalculation: {
    type: "flat",
    formula:
      "Σ over years contractValueUsd × (1 + growth)^t × feeReduction (cost saved against keeping the old contract); the tax a surrender would have cost, tax(contractGainUsd as ordinary income), is avoided but not added",
    variables: ["contractValueUsd", "feeReduction", "years", "contractGainUsd"],
  },
  costCalculation: { type: "minimal", formula: "surrenderChargeUsd now", variables: ["surrenderChargeUsd"] },
  lifeInsuranceComponent:
    "The replacement can be a lower-cost life policy or a hybrid life/long-term care policy on the same insured.",
  annuityComponent:
    "Annuity-to-annuity exchanges (in whole or in part) to lower-cost contracts, or an annuity into a qualified long-term care contract.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "replacement_disclosure",
    "surrender_charges",
    "insurance_product",
    "new_contestability_period",
  ],
  sources: [
    "IRC §1035(a) (exchanges of insurance policies)",
    "Treas. Reg. §1.1035-1 (same insured or annuitant)",
    "IRC §72(e) (gain on surrender taxed as ordinary income)",
    "Rev. Proc. 2011-38 (partial annuity exchanges, 180-day rule)",
    "IRC §1035(a)(4) as amended by the Pension Protection Act of 2006 §844",
  ],
  domain: "protection",
  transfers: () => ["lifeInsurance"],
  variables: {
    contractValueUsd: { unit: "USD", description: "Value of the existing contract." },
    contractGainUsd: { unit: "USD", description: "Untaxed gain inside the old contract (carried over, not taxed)." },
    feeReduction: { unit: "rate", description: "Annual cost saving of the new contract, decimal of value." },
    growth: { unit: "rate", description: "Growth of the contract value, decimal a year." },
    years: { unit: "years", description: "Years the new contract is held." },
    surrenderChargeUsd: { unit: "USD", description: "Surrender charge of the old contract." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const value = round(clamp(h.balance.netWorthUsd * 0.05, 100_000, 3_000_000));
    return {
      contractValueUsd: fixed(
        value,
        `an existing contract worth 5% of net worth (${formatUsd(value)}; value not stated)`,
      ),
      contractGainUsd: fixed(
        round(value * 0.35),
        `35% of the contract value assumed to be untaxed gain; surrendering to switch would cost ${formatUsd(taxOn(ctx, { ordinaryUsd: value * 0.35 }))} of income tax now (§72(e)), which the exchange avoids`,
      ),
      feeReduction: fixed(
        0.0075,
        "new contract costs 0.75% a year less (an assumption; compare the in-force illustration)",
      ),
      growth: portfolioGrowth(ctx),
      years: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years, held to the final death the household model assumes`,
      ),
      surrenderChargeUsd: fixed(0, "old contract past its surrender-charge period (an assumption)"),
    };
  },
  effects(v) {
    const years = Math.max(1, Math.round(v.years));
    const flows = [...setup(v.surrenderChargeUsd, "surrender charge of the old contract")];
    for (let t = 1; t <= years; t++) {
      const value = v.contractValueUsd * (1 + v.growth) ** (t - 1);
      flows.push(at(t, value * v.feeReduction, "income", "contract charges saved against the old contract"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "feeReduction",
    mode: "add",
    spread: 0.005,
    description: "Cost saving 0.25% / 0.75% / 1.25% a year",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasLifeInsurance,
      "The client has existing permanent life insurance or an annuity that can be reviewed for an exchange.",
      "The notes mention no existing permanent life insurance or annuity contract to exchange.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasLifeInsurance
      ? {
          urgency: "client-specific",
          reason:
            "The client holds an existing policy whose costs and guarantees can be compared with today's contracts.",
        }
      : null,
  timeline: "4–8 weeks",
  keyBenefits: [
    "Upgrade outdated contracts without tax on the inside gain",
    "Lower costs or add long-term care benefits",
    "Basis carries over to the new contract",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["insurance", "annuity", "care", "costs", "policy"],
  explanation: {
    overview:
      "Many older policies and annuities carry high costs or weak guarantees. A §1035 exchange moves their value to a better contract directly between carriers, so the gain inside the old contract is not taxed as ordinary income on surrender.",
    keyComponents: [
      "Like-kind contract exchange (life to life, life to annuity, annuity to annuity, either to long-term care)",
      "Direct carrier-to-carrier transfer",
      "Same owner and same insured or annuitant",
    ],
    steps: [
      step(
        "In-force review",
        "Obtain in-force illustrations and compare costs, guarantees and surrender charges.",
        "Weeks 1–2",
        ["In-force illustration", "Current policy statement"],
      ),
      step(
        "Underwrite the new contract",
        "For life insurance, qualify for the new policy before giving up the old one.",
        "Weeks 2–6",
        ["Application", "Medical underwriting where needed"],
      ),
      step(
        "Exchange",
        "Sign the absolute assignment and 1035 forms; the carriers transfer the value directly.",
        "Weeks 6–8",
        ["1035 exchange form", "State replacement forms"],
      ),
      step("Confirm basis", "Record the carried-over basis and any outstanding loan treatment.", "At completion", [
        "Carrier basis confirmation",
      ]),
    ],
    prerequisites: ["An existing contract", "Insurability for a new life policy"],
    professionals: ["Insurance adviser", "CPA"],
    secondaryBenefits: ["Consolidates scattered old contracts", "Can add long-term care coverage"],
    taxAdvantages: [
      "No gain recognised on the exchange",
      "Basis carries over",
      "Loans can be carried if handled correctly",
    ],
    risks: [
      risk(
        "New surrender and contestability periods",
        "A new contract restarts both clocks.",
        "Compare net benefit after new charges; prefer no-surrender-charge products.",
      ),
      risk(
        "Boot",
        "Cash or loan relief received in the exchange is taxable.",
        "Carry loans over or repay them before exchanging.",
      ),
    ],
    marketRisks: ["Crediting rates on the new contract may fall"],
    regulatoryConsiderations: [
      "State replacement regulations require comparison disclosures",
      "Partial annuity exchanges need the 180-day rule of Rev. Proc. 2011-38",
    ],
    liquidityConsiderations: "No cash changes hands; surrender charges on the old contract reduce the value moved.",
    alternatives: [
      {
        strategy: "life-settlement-valuation",
        whyNotChosen: "Better when the coverage is no longer needed at all and the insured is older.",
      },
      {
        strategy: "long-term-care-insurance",
        whyNotChosen: "A standalone policy needs new premiums instead of old value.",
      },
    ],
    uniqueAdvantages: ["Improves contracts without a tax cost"],
    successMetrics: [
      metric("Annual contract cost", "At least 0.5% lower", "Annually"),
      metric("Guaranteed coverage age", "Age 100 or later", "At exchange"),
    ],
    qualitativeIndicators: ["Client understands the new contract's guarantees"],
    warningSignals: ["Replacement driven by commission rather than cost", "Lapse warnings on the new contract"],
    reviewSchedule: "In-force review every 2–3 years.",
    exitStrategy: "The new contract can itself be exchanged again, surrendered, or settled.",
  },
});
