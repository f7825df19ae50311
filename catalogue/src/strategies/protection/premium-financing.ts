import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, investable, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";
import {
  crummeyExclusionText,
  estateTaxLeft,
  faceForEstateTax,
  fundingPremium,
  giftsToTrust,
  PERMANENT_POLICY_LOAD,
} from "./lib/shared.ts";

/**
 * Premium-financed life insurance in an ILIT. Minimum net worth 25,000,000 (spec §3 table).
 *
 * A lender pays the premiums on a permanent policy owned by an ILIT; the client gives the trust
 * the loan interest each year, posts collateral, and the loan principal is repaid from the death
 * benefit. Its value is liquidity for the estate tax: the death benefit net of the loan, reported
 * as protection. Every cost is a flow: the interest each year the loan is outstanding, the
 * collateral and servicing fees, and the principal repaid from the death benefit at the final
 * death (a real cost to the heirs: it is death benefit they do not receive). The interest given to
 * the trust leaves the estate (removed, grown to the final death; the part above the Crummey
 * exclusions a taxable gift), priced by the household's §2001(c) computation (top rate 0.40).
 * The face is sized to the projected estate tax; premiums are the level premium that funds it at
 * the household's final death, paid for premiumYears (see ./shared.ts).
 */

const ageOk = (ctx: StrategyContext) =>
  !ctx.household.primary.ageAssumed && ctx.household.primary.age >= 40 && ctx.household.primary.age <= 75;

export const premiumFinancing = defineStrategy({
  id: "premium-financing",
  name: "Premium-Financed Life Insurance",
  category: "Insurance",
  description:
    "A large permanent policy owned by an irrevocable life insurance trust is paid for with a bank loan instead of cash. The loan is collateralised by the policy's cash value and other assets, so the client's capital stays invested and the gifts to the trust are limited to the loan interest; the principal is repaid from the death benefit.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = deathBenefitUsd − loan (annualPremiumUsd × premiumYears); estate change of the interest gifts: removed = Σ interest grown to the final death, taxable gifts = Σ max(0, interest − Crummey exclusions), priced by the household (§2001(c), top rate 0.40)",
    variables: ["deathBenefitUsd", "annualPremiumUsd", "premiumYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + Σ loan balance × loanRate each year + annualCollateralCostUsd each year + loan principal repaid from the death benefit at the final death",
    variables: ["setupCostUsd", "annualPremiumUsd", "premiumYears", "loanRate", "annualCollateralCostUsd"],
  },
  lifeInsuranceComponent:
    "Indexed universal or whole life policy owned by an ILIT and financed by a lender; the loan is repaid from the death benefit (or earlier from cash value or other assets).",
  annuityComponent: "N/A",
  applicableNetWorth: 25_000_000,
  regulatoryDisclosures: [
    "interest_rate_risk",
    "collateral_calls",
    "insurance_product",
    "loan_covenants",
    "illustration_not_guaranteed",
  ],
  sources: [
    "IRC §2042 (insurance included in the insured's estate when held with incidents of ownership)",
    "IRC §2035(a) (three-year rule for transferred policies)",
    "IRC §7872 (below-market loans between the client and the trust)",
    "Treas. Reg. §1.7872-15 (split-dollar loans, when the client lends to the trust)",
    "IRC §2503(b) (annual exclusion for the interest gifts)",
    "IRC §2001(c)",
  ],
  domain: "protection",
  family: "estate-liquidity-insurance",
  variables: {
    deathBenefitUsd: { unit: "USD", description: "Death benefit owned by the trust." },
    annualPremiumUsd: { unit: "USD", description: "Premium financed each year." },
    premiumYears: { unit: "years", description: "Years of financed premiums." },
    loanRate: { unit: "rate", description: "Loan interest rate, paid each year." },
    setupCostUsd: { unit: "USD", description: "Trust, loan documents and underwriting." },
    annualCollateralCostUsd: { unit: "USD", description: "Letter-of-credit and servicing fees, a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const face = faceForEstateTax(ctx);
    const premiumYears = Math.min(10, h.yearsToFinalDeath);
    const premium = round(fundingPremium(face, h.yearsToFinalDeath, premiumYears, h.tax.section7520Rate));
    return {
      deathBenefitUsd: fixed(
        face,
        `${formatUsd(face)}, the ${formatUsd(estateTaxLeft(ctx))} of estate tax the household model projects at the final death, rounded up`,
      ),
      annualPremiumUsd: fixed(
        premium,
        `${formatUsd(premium)} a year for ${premiumYears} years: the premium that funds the face at the final death the household model assumes, at the §7520 rate plus a ${Math.round(PERMANENT_POLICY_LOAD * 100)}% load (a pricing assumption)`,
      ),
      premiumYears: fixed(premiumYears, `${premiumYears} years of financed premiums`),
      loanRate: fixed(
        0.065,
        "6.5% a year: SOFR plus a lender spread of about 2% (an assumption; loans reprice each year)",
      ),
      setupCostUsd: fixed(50_000, "trust, loan documents and underwriting, about $50,000"),
      annualCollateralCostUsd: fixed(
        25_000,
        `letter-of-credit and servicing fees, about $25,000 a year; interest gifts above ${crummeyExclusionText(ctx)} use exclusion`,
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const n = h.yearsToFinalDeath;
    const premiumYears = Math.max(1, Math.min(Math.round(v.premiumYears), n));
    const flows = [...setup(v.setupCostUsd, "trust, loan documents and underwriting")];
    const gifts: [number, number][] = [];
    // Premiums are borrowed at the start of years 0..premiumYears−1; interest on the balance is
    // paid (given to the trust) at the end of each year the loan is outstanding.
    for (let y = 1; y <= n; y++) {
      const balance = v.annualPremiumUsd * Math.min(y, premiumYears);
      const interest = balance * v.loanRate;
      flows.push(at(y, -interest, "interest", "loan interest, given to the ILIT to pay the lender"));
      gifts.push([y, interest]);
    }
    flows.push(...yearly(-v.annualCollateralCostUsd, 1, n, "cost", "letter-of-credit and servicing fees"));
    const loan = v.annualPremiumUsd * premiumYears;
    flows.push(at(n, -loan, "principal", "loan principal repaid from the death benefit"));
    const net = v.deathBenefitUsd - loan;
    return {
      flows,
      estate: giftsToTrust(ctx, gifts),
      protection:
        net > 0
          ? {
              amountUsd: net,
              description: `${formatUsd(v.deathBenefitUsd)} death benefit to the ILIT at the final death, less the ${formatUsd(loan)} loan repaid from it: ${formatUsd(net)} of liquidity for the ${formatUsd(estateTaxLeft(ctx))} of estate tax projected`,
            }
          : undefined,
    };
  },
  sensitivity: { variable: "loanRate", mode: "add", spread: 0.02, description: "Loan rate 4.5% / 6.5% / 8.5%" },
  eligibility: allOf(
    requires.estateTax,
    check(
      ageOk,
      (ctx) => `At ${ctx.household.primary.age} the client is insurable and has time for the loan exit to work.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age, and premium financing needs an insured aged about 40 to 75."
          : "Premium financing needs an insured aged about 40 to 75 so the policy and the loan exit can mature.",
    ),
    check(
      (ctx) => ctx.facts.riskTolerance !== "conservative",
      "The client's risk tolerance accepts interest-rate and collateral risk.",
      "The client is conservative, and premium financing carries interest-rate and collateral-call risk.",
    ),
    check(
      (ctx) => investable(ctx.household) >= 2_000_000,
      (ctx) => `The client has ${formatUsd(investable(ctx.household))} of investable assets to post as collateral.`,
      "There are not enough investable assets to post additional collateral through a rate cycle.",
    ),
  ),
  answers: () => null,
  timeline: "3–4 months",
  keyBenefits: [
    "Large coverage without selling investments",
    "Gifts to the trust limited to loan interest, preserving exclusion",
    "Death benefit outside the taxable estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["liquidity", "estate", "insurance", "heirs", "leverage"],
  explanation: {
    overview:
      "Premium financing borrows to pay premiums on a large policy held by an ILIT. It works only when the client's capital earns more than the loan costs and the client can post collateral through rate cycles; the death benefit, less the loan repaid from it, then pays the estate tax without forcing sales.",
    keyComponents: [
      "ILIT as policy owner and borrower",
      "Third-party lender with annual loan renewal",
      "Collateral: policy cash value plus a letter of credit or pledged assets",
      "A funded exit plan for the loan",
    ],
    steps: [
      step(
        "Stress test",
        "Model loan rates, policy crediting and collateral needs under adverse scenarios.",
        "Weeks 1–3",
        ["Policy illustrations at reduced crediting", "Rate-shock scenarios"],
      ),
      step("Create the trust", "Draft the ILIT with a trustee able to borrow and pledge.", "Weeks 2–5", [
        "ILIT agreement",
        "EIN",
      ]),
      step(
        "Underwrite and close the loan",
        "Obtain the policy offer and the lender's commitment; sign loan and collateral documents.",
        "Weeks 4–14",
        ["Medical underwriting", "Loan agreement", "Collateral assignment"],
      ),
      step(
        "Monitor annually",
        "Review loan-to-value, renewal terms and policy performance; give the interest to the trust.",
        "Annually",
        ["In-force illustration", "Lender statement", "Form 709 if gifts exceed exclusions"],
      ),
    ],
    prerequisites: ["Net worth and liquidity to post collateral", "Insurability", "Comfort with leverage"],
    professionals: ["Insurance adviser", "Lender", "Estate planning attorney", "CPA"],
    secondaryBenefits: ["Capital stays invested in the business or portfolio", "Annual exclusion largely preserved"],
    taxAdvantages: [
      "Death benefit free of income tax under §101(a) and outside the estate when the ILIT owns it from issue",
      "Only the interest is a gift to the trust",
    ],
    risks: [
      risk(
        "Rising rates",
        "Interest costs and collateral calls can exceed projections.",
        "Rate caps, a conservative crediting assumption and a funded exit.",
      ),
      risk(
        "Policy under-performance",
        "Lower crediting leaves less cash value to repay the loan.",
        "Design with guaranteed elements; annual in-force review.",
      ),
      risk(
        "Lender non-renewal",
        "Loans are typically renewed annually and can be called.",
        "Keep a second lender relationship and liquid collateral.",
      ),
    ],
    marketRisks: ["Short-term interest rates", "Index or dividend crediting rates", "Collateral asset values"],
    regulatoryConsiderations: [
      "Loans between the client and the trust need adequate interest under §7872",
      "Transfers of existing policies to the trust fall under the three-year rule of §2035",
    ],
    liquidityConsiderations: "Collateral calls can require cash or securities at short notice.",
    alternatives: [
      {
        strategy: "survivorship-life-insurance",
        whyNotChosen: "Cash-funded premiums are simpler and cheaper when liquidity allows.",
      },
      {
        strategy: "split-dollar-life-insurance",
        whyNotChosen: "Uses the client's own capital instead of a bank, with smaller gifts but no leverage.",
      },
    ],
    uniqueAdvantages: ["Coverage at the scale the estate tax requires without liquidating assets"],
    successMetrics: [
      metric("Loan-to-value", "Within lender covenants", "Quarterly"),
      metric("Policy cash value versus loan", "Above 100% by the exit year", "Annually"),
    ],
    qualitativeIndicators: ["The trustee and client understand the exit plan"],
    warningSignals: ["Collateral call", "Crediting rate below the illustrated rate two years running"],
    reviewSchedule: "Annual loan and policy review; quarterly collateral check.",
    exitStrategy:
      "Repay the loan from policy cash value, from a GRAT or sale remainder, from other assets, or at death from the death benefit (as modelled).",
  },
});
