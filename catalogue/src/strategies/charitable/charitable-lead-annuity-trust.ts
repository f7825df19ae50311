import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { termCertainAnnuityFactor } from "../../tax/actuarial.ts";
import {
  allOf,
  at,
  basisOf,
  fixed,
  investable,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  taxOn,
  yearly,
} from "../kit.ts";
import { charitableCheck, isCharitable } from "./lib/giving.ts";

/**
 * Charitable lead annuity trust, non-grantor, zeroed out (IRC §2522(c)(2)(B), §2055(e)(2)(B)).
 * Minimum net worth 5,000,000 (spec §3 table).
 *
 * The trust pays charity a fixed annuity for the term and then passes the remainder to the heirs.
 * The annuity that zeroes the gift is funding ÷ the Table B annuity factor at the §7520 rate
 * (Pub 1457); the taxable gift is funding − annuity × that factor (0 when zeroed out), which uses
 * exclusion. The trust is projected at the household's portfolio growth, paying the annuity at each
 * year end. Effects: the annuity is the client's giving (payoutUsd, never a benefit); the remainder
 * leaves the estate (removed = the remainder at the end of the term grown to the final death at the
 * household's net growth, or the trust less its remaining annuities if the client dies first), which
 * the household prices; the heirs take the remainder with carryover basis, so the step-up it would
 * have had at death is lost (heirs' capital-gains tax, approximated on the client's return); set-up
 * and yearly costs. Non-grantor design: the trust deducts the annuity against its own income
 * (§642(c)); the client's return is taken as unchanged (the trust's income leaves it while the
 * client's deduction for the gifts the annuity replaces is lost, an assumption).
 */
export const charitableLeadAnnuityTrust = defineStrategy({
  id: "charitable-lead-annuity-trust",
  name: "Charitable Lead Annuity Trust (CLAT)",
  category: "Advanced Charitable Planning",
  description:
    "A trust pays a fixed annuity to charity for a term of years, then passes the remainder to the donor's heirs. The taxable gift is the funding less the present value of the charity's annuity at the §7520 rate; a zeroed-out CLAT makes it nearly nil, so any growth above the §7520 rate passes to the family free of gift and estate tax.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "estate tax(without) − estate tax(with) on the household's projection, the estate reduced by remainderUsd = fundingUsd × (1 + growthRate)^termYears − annuityUsd × ((1 + growthRate)^termYears − 1) ÷ growthRate grown to the final death (a change priced by the household at up to the §2001(c) top rate of 0.40, never a flat 0.40), where annuityUsd = fundingUsd ÷ annuityFactor(section7520Rate, termYears) and the taxable gift fundingUsd − annuityUsd × annuityFactor is 0; less the heirs' capital-gains tax on the remainder's carryover basis",
    variables: ["fundingUsd", "basisUsd", "growthRate", "termYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The charity receives a fixed annuity for the term; the trust itself is the annuity payer.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "section_7520_rate_risk",
    "private_foundation_self_dealing_rules",
  ],
  sources: [
    "IRC §2522(c)(2)(B), §2055(e)(2)(B) (guaranteed annuity interest)",
    "IRC §170(f)(2)(B) (income tax deduction only for a grantor CLAT)",
    "IRC §642(c) (non-grantor CLAT's charitable deduction)",
    "Treas. Reg. §25.2522(c)-3(c)(2)(vi), §1.170A-6(c)",
    "IRC §7520; Treas. Reg. §20.2031-7(d) Table B; IRS Publication 1457",
    "Rev. Proc. 2007-45, 2007-46 (sample CLAT forms)",
    "IRC §1015 (carryover basis of the remainder), §1014 (step-up it replaces)",
    "IRC §2001(c) (40% rate)",
  ],
  domain: "charitable",
  family: "charitable-lead",
  variables: {
    fundingUsd: { unit: "USD", description: "Assets transferred to the CLAT." },
    basisUsd: { unit: "USD", description: "Basis of the assets transferred (carried over to the heirs)." },
    growthRate: { unit: "rate", description: "Annual total return of the trust assets." },
    termYears: { unit: "years", description: "Years the charity receives the annuity." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisal and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, Form 1041 and Form 5227 each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const funding = round(Math.min(h.balance.netWorthUsd * 0.15, investable(h), 20_000_000));
    return {
      fundingUsd: fixed(
        funding,
        `${formatUsd(funding)}: 15% of net worth, within the investable assets and at most $20,000,000`,
      ),
      basisUsd: basisOf(funding, null),
      growthRate: portfolioGrowth(ctx),
      termYears: fixed(15, "15-year term (a design choice; longer terms move more growth)"),
      setupCostUsd: fixed(20_000, "drafting, appraisal and Form 709 about $20,000"),
      annualAdministrationUsd: fixed(6_000, "trustee, Form 1041 and Form 5227 about $6,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const i = h.tax.section7520Rate;
    const n = Math.max(1, Math.round(v.termYears));
    const factor = termCertainAnnuityFactor(i, n);
    const annuity = v.fundingUsd / factor;
    const gift = Math.max(0, v.fundingUsd - annuity * factor);
    const values = [v.fundingUsd];
    for (let t = 1; t <= n; t++) values.push(Math.max(0, (values[t - 1] ?? 0) * (1 + v.growthRate) - annuity));
    const remainder = values[n] ?? 0;
    const T = h.yearsToFinalDeath;
    const net = h.growth.netOfSpending;
    const removed =
      n <= T
        ? remainder * (1 + net) ** (T - n)
        : Math.max(0, (values[T] ?? 0) - annuity * termCertainAnnuityFactor(i, n - T));
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "drafting, appraisal and Form 709"),
      ...yearly(-v.annualAdministrationUsd, 1, n, "cost", "trustee, Form 1041 and Form 5227"),
    ];
    const carryoverBasis = v.fundingUsd > 0 ? (v.basisUsd / v.fundingUsd) * (remainder / (1 + v.growthRate) ** n) : 0;
    const lostStepUp = Math.max(0, removed - carryoverBasis);
    if (lostStepUp > 0)
      flows.push(
        at(
          T,
          -taxOn(ctx, { longTermGainUsd: lostStepUp }),
          "heirsTax",
          "heirs' capital-gains tax on the remainder's carryover basis (no step-up at death; the client's return stands in for theirs)",
        ),
      );
    return {
      flows,
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: gift },
      payoutUsd: annuity,
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(charitableCheck, requires.estateTax, requires.descendants),
  answers(ctx) {
    const f = ctx.facts;
    const h = ctx.household;
    if (!isCharitable(f) || h.baseline.totalTaxUsd <= 0) return null;
    if ((f.childrenCount ?? 0) <= 0 && (f.grandchildrenCount ?? 0) <= 0) return null;
    const giving = f.annualCharitableGivingUsd;
    return {
      urgency: "client-specific",
      reason: `The client ${giving ? `gives ${formatUsd(giving)} a year` : "is charitable"} and the estate is projected to owe ${formatUsd(h.baseline.totalTaxUsd)} of estate tax: a CLAT pays the giving from a trust whose remainder reaches the heirs outside the estate.`,
    };
  },
  timeline: "2–3 months",
  keyBenefits: [
    "Growth above the §7520 rate passes to heirs free of gift and estate tax",
    "Funds the client's philanthropy for a fixed term",
    "A zeroed-out design uses little or no exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "philanthrop", "heirs", "estate", "legacy", "foundation"],
  explanation: {
    overview:
      "A CLAT suits a family that already gives to charity each year and has a taxable estate. The charity receives a fixed annuity for the term; whatever remains passes to children or a dynasty trust. Because the gift is valued at the §7520 rate, returns above that rate move wealth to heirs free of transfer tax; the heirs take the assets at their carryover basis.",
    keyComponents: [
      "Fixed annuity to charity (public charity, DAF or family foundation)",
      "Remainder to heirs or a trust for them",
      "Non-grantor (trust deducts payments) or grantor (donor deducts upfront) design",
    ],
    steps: [
      step(
        "Model",
        "Model the annuity, term and expected remainder at the current §7520 rate; choose grantor or non-grantor.",
        "Weeks 1–3",
        ["§7520 rate", "Asset projections"],
      ),
      step("Draft", "Draft from the IRS sample forms; name the charity and remainder beneficiaries.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step("Fund", "Transfer high-growth or discounted assets; appraise any hard-to-value ones.", "Weeks 6–8", [
        "Transfer documents",
        "Appraisal",
      ]),
      step(
        "File and administer",
        "File Form 709 reporting the gift; pay the annuity each year; file Form 1041 and 5227.",
        "By April 15 and annually",
        ["Form 709", "Form 1041", "Form 5227"],
      ),
    ],
    prerequisites: [
      "Taxable estate",
      "Regular charitable giving the annuity can replace",
      "Assets expected to grow faster than the §7520 rate",
    ],
    professionals: ["Estate planning attorney", "CPA", "Trustee", "Appraiser"],
    secondaryBenefits: ["A predictable funding source for a family foundation", "Family involvement in philanthropy"],
    taxAdvantages: [
      "Near-zero taxable gift when zeroed out",
      "Remainder and its growth outside the estate",
      "Grantor CLAT: upfront income tax deduction",
    ],
    risks: [
      risk(
        "Under-performance",
        "If returns fall below the §7520 rate, heirs receive little.",
        "Fund with growth assets; a shorter term or a 'shark-fin' back-loaded annuity.",
      ),
      risk(
        "GST inefficiency",
        "GST exemption cannot be leveraged precisely on a CLAT (§2642(e)).",
        "Name children, not skip persons, as remainder beneficiaries or use a CLUT for GST.",
      ),
      risk(
        "Self-dealing",
        "A family foundation as annuitant brings private foundation rules into play.",
        "Use a public charity or DAF, or get foundation counsel.",
      ),
    ],
    marketRisks: ["Trust assets may fall in value"],
    regulatoryConsiderations: [
      "§7520 rate of the month of transfer (or either of the two prior months)",
      "Annuity must be fixed and paid at least annually",
    ],
    liquidityConsiderations:
      "The trust must pay the annuity in cash or in kind each year; illiquid assets need a liquidity plan.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Pays the client, not the heirs; charity receives the remainder.",
      },
      {
        strategy: "private-foundation",
        whyNotChosen: "Keeps family control of grants but does not move growth to heirs.",
      },
    ],
    uniqueAdvantages: ["Combines annual giving with a transfer-tax-free remainder to heirs"],
    successMetrics: [
      metric("Trust return versus §7520 rate", "Above the rate over the term", "Annually"),
      metric("Projected remainder to heirs", "Growing relative to plan", "Annually"),
    ],
    qualitativeIndicators: ["Family engaged in the charity receiving the annuity"],
    warningSignals: ["Annuity payments late or missed", "Returns below the §7520 rate for several years"],
    reviewSchedule: "Annual trust review; term-end planning two years before the remainder passes.",
    exitStrategy: "The trust is irrevocable; at term end the remainder passes to heirs or their trusts.",
  },
});
