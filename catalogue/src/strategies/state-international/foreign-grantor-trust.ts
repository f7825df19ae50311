import { formatUsd } from "@fsa/shared";
import { PLANNING_AGE_AT_DEATH, PORTFOLIO_YIELD } from "../../model/assumptions.ts";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, risk, round, setup, step, taxOn, yearly } from "../kit.ts";

/**
 * Foreign grantor trust for US beneficiaries. Minimum net worth 10,000,000 (spec §3 table).
 *
 * A non-US family member (usually a parent) settles a trust that is a grantor trust of a foreign
 * person under §672(f): its income is the grantor's, not taxed in the US while the grantor lives,
 * and distributions to US family are reported as gifts (Form 3520). Compared with the same assets
 * given outright to the client now, the US tax the client would pay each year on their income is
 * avoided for the grantor's remaining life (a flow each year, the real calculator on the client's
 * return, the income taken as qualified dividends and interest taxed at capital-gain rates). The
 * grantor's remaining life: a parent assumed a generation (30 years) older than the client,
 * planned to live to the model's planning age. Costs: US and foreign counsel now and the trustee
 * and US reporting each year. At the grantor's death the trust becomes a foreign non-grantor trust
 * and the throwback tax threatens accumulated income: the plan must domesticate or distribute.
 */

/** Assumed age gap between the client and the non-US parent who settles the trust, years. */
const GENERATION_YEARS = 30;

const crossBorder = (ctx: StrategyContext) => ctx.facts.hasNonUsAssets || ctx.facts.isImmigrating;

export const foreignGrantorTrust = defineStrategy({
  id: "foreign-grantor-trust",
  name: "Foreign Grantor Trust for US Beneficiaries",
  category: "International",
  description:
    "A non-US parent (or the client before moving to the US) settles a trust that is a grantor trust of a foreign person under §672(f): revocable, or paying only to the grantor and spouse during life. Its non-US income is not taxed in the US while the grantor lives, distributions to US family members are reported as gifts, and the trust's conversion at the grantor's death is planned to avoid the throwback tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year of the grantor's life: tax(trustAssetsUsd × (1 + growth)^t × incomeYield as dividends and interest on the client's return)",
    variables: ["trustAssetsUsd", "incomeYield", "growth", "grantorYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualComplianceUsd each year of the grantor's life",
    variables: ["setupCostUsd", "annualComplianceUsd", "grantorYears"],
  },
  lifeInsuranceComponent:
    "Private placement life insurance is often used after the trust becomes a foreign non-grantor trust, to stop undistributed income accumulating.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["international_reporting", "form_3520", "throwback_tax_risk", "cross_border_advice_required"],
  sources: [
    "IRC §672(f) and Treas. Reg. §1.672(f)-3 (foreign grantor trusts)",
    "IRC §679(a)(4) (pre-immigration trusts become US-owned within five years of residency)",
    "IRC §§665–668 (throwback tax on accumulation distributions)",
    "IRC §6048(c), §6039F (Form 3520 reporting of distributions and foreign gifts)",
    "IRC §1014(b)(2), (3); CCA 201245006 (basis at the grantor's death)",
  ],
  domain: "state-international",
  variables: {
    trustAssetsUsd: { unit: "USD", description: "Assets the non-US grantor settles on the trust." },
    incomeYield: { unit: "rate", description: "Dividends and interest a year, decimal of the assets." },
    growth: { unit: "rate", description: "Growth of the trust assets, decimal a year." },
    grantorYears: { unit: "years", description: "Years of the grantor's remaining life." },
    setupCostUsd: { unit: "USD", description: "US and foreign counsel, trustee acceptance." },
    annualComplianceUsd: { unit: "USD", description: "Trustee, Forms 3520/3520-A and advice, a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const assets = round(h.balance.netWorthUsd * 0.3);
    const parentAge = h.primary.age + GENERATION_YEARS;
    const years = Math.max(3, PLANNING_AGE_AT_DEATH.value - parentAge);
    return {
      trustAssetsUsd: fixed(
        assets,
        `the parent's assets destined for the client assumed 30% of the client's net worth (${formatUsd(assets)}; not stated)`,
      ),
      incomeYield: fixed(PORTFOLIO_YIELD.value, PORTFOLIO_YIELD.why),
      growth: portfolioGrowth(ctx),
      grantorYears: fixed(
        years,
        `${years} years: a parent assumed ${GENERATION_YEARS} years older than the client (${parentAge}), planned to live to ${PLANNING_AGE_AT_DEATH.value}`,
      ),
      setupCostUsd: fixed(75_000, "US and foreign counsel and trustee acceptance, about $75,000"),
      annualComplianceUsd: fixed(25_000, "trustee fees and US reporting, about $25,000 a year"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.grantorYears));
    const flows = [
      ...setup(v.setupCostUsd, "US and foreign counsel, trustee acceptance"),
      ...yearly(-v.annualComplianceUsd, 1, years, "cost", "trustee fees and Forms 3520, 3520-A"),
    ];
    for (let t = 1; t <= years; t++) {
      const income = v.trustAssetsUsd * (1 + v.growth) ** (t - 1) * v.incomeYield;
      flows.push(
        at(
          t,
          taxOn(ctx, { longTermGainUsd: income }),
          "incomeTax",
          "US tax avoided on the trust's foreign income while the grantor lives",
        ),
      );
    }
    return { flows };
  },
  sensitivity: {
    variable: "trustAssetsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Trust assets 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    check(
      crossBorder,
      (ctx) =>
        ctx.facts.isImmigrating
          ? "The client is moving to the United States, so family wealth abroad can be settled before or around the move (confirm a non-US settlor)."
          : "The client has assets and family ties outside the United States (confirm a non-US family member who would settle the trust).",
      "A foreign grantor trust needs a non-US grantor; the notes mention no assets or family ties outside the United States.",
    ),
  ),
  answers: () => null,
  timeline: "3–6 months",
  keyBenefits: [
    "No US tax on the trust's foreign income while the non-US grantor lives",
    "Distributions to US family are non-taxable gifts (reported on Form 3520)",
    "Plans the post-death conversion to avoid the throwback tax",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["international", "foreign", "parents", "inheritance", "abroad", "children"],
  explanation: {
    overview:
      "When wealth sits with a non-US parent, a foreign grantor trust lets it grow and benefit US children without US income tax during the parent's life. The planning challenge is the parent's death, when the trust becomes a foreign non-grantor trust and accumulated income can trigger the throwback tax unless the trust is domesticated or distributes currently.",
    keyComponents: [
      "Non-US grantor with a §672(f)(2) power (revocation or grantor-only distributions)",
      "Non-US situs assets (avoiding US estate tax for a non-resident grantor)",
      "Protector and trustee chosen for both jurisdictions",
      "A written plan for conversion at the grantor's death",
    ],
    steps: [
      step("Family residency map", "Establish each family member's tax residence and the assets' situs.", "Month 1", [
        "Residency facts",
        "Asset list",
      ]),
      step(
        "Structure and draft",
        "US and foreign counsel draft a trust that qualifies under §672(f) and suits the grantor's home law.",
        "Months 1–3",
        ["Trust deed", "Home-country tax advice"],
      ),
      step(
        "Fund",
        "Settle non-US assets into the trust; if the settlor is immigrating, watch the five-year rule of §679(a)(4).",
        "Months 3–4",
        ["Transfer documents"],
      ),
      step(
        "Report and plan conversion",
        "US beneficiaries file Form 3520 for distributions; prepare the domestication plan for the grantor's death.",
        "Annually",
        ["Form 3520", "Foreign grantor trust beneficiary statements"],
      ),
    ],
    prerequisites: ["A non-US grantor", "US beneficiaries", "Non-US situs assets"],
    professionals: ["International tax attorney", "Foreign counsel", "CPA", "Professional trustee"],
    secondaryBenefits: ["Succession planning across jurisdictions", "Asset protection"],
    taxAdvantages: [
      "No US tax on foreign income while grantor status lasts",
      "Gifts from a non-US person are not subject to US gift tax",
    ],
    risks: [
      risk(
        "Throwback tax",
        "After the grantor's death, accumulated income later distributed is taxed at ordinary rates plus an interest charge.",
        "Distribute income currently or domesticate the trust promptly after death.",
      ),
      risk(
        "Reporting penalties",
        "Missed Forms 3520 carry penalties of 5% of the distribution a month, up to 25%.",
        "Annual compliance calendar for every US beneficiary.",
      ),
      risk(
        "Loss of grantor status",
        "Amendments or the settlor's US residency can end foreign grantor treatment.",
        "Review before any change in the settlor's residence.",
      ),
    ],
    marketRisks: ["Currency movements against the dollar"],
    regulatoryConsiderations: ["§679 applies if a US person funds the trust", "CRS and FATCA reporting by the trustee"],
    liquidityConsiderations: "Distributions are at the trustee's discretion or the grantor's direction.",
    alternatives: [
      {
        strategy: "pre-immigration-pfic-cleansing",
        whyNotChosen: "Addresses an immigrant's own holdings rather than a parent's.",
      },
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A domestic trust whose income is taxed in the US from the start.",
      },
    ],
    uniqueAdvantages: ["Uses the non-US grantor's status to defer US tax for a generation"],
    successMetrics: [
      metric("US reporting filed", "100% on time", "Annually"),
      metric("Undistributed net income at conversion", "Minimal", "Annually"),
    ],
    qualitativeIndicators: ["Grantor and children understand the conversion plan"],
    warningSignals: ["Grantor considering a move to the US", "Income accumulating after the grantor's death"],
    reviewSchedule: "Annual cross-border review.",
    exitStrategy:
      "At the grantor's death, domesticate the trust as a US non-grantor trust or keep it foreign with current distributions.",
  },
});
