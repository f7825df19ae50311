import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  charitableLlc,
  conservationEasement,
  deductionBunching,
  donorAdvisedFund,
  giftAppreciatedSecurities,
  iraCharitableBeneficiary,
  privateFoundation,
  qualifiedCharitableDistribution,
} from "./charitable-giving.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), netWorthUsd: 30_000_000, ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("charitable giving golden figures (2026)", () => {
  const qcd = { qcdAmountUsd: 100_000, marginalRate: 0.37, itemizes: 1, agiUsd: 600_000, years: 10 };

  it("QCD, itemizer: (100,000 × 0.37 − (100,000 − 600,000 × 0.005) × 0.35) × 10 = 30,500", () => {
    expect(round(qualifiedCharitableDistribution.benefit(qcd, tax).taxSavings)).toBe(30_500);
  });

  it("QCD, standard deduction: 100,000 × 0.37 × 10 = 370,000", () => {
    expect(round(qualifiedCharitableDistribution.benefit({ ...qcd, itemizes: 0 }, tax).taxSavings)).toBe(370_000);
  });

  it("QCD, itemizer in 2025 (no floor or cap): 100,000 × 0.37 − 100,000 × 0.37 = 0", () => {
    expect(round(qualifiedCharitableDistribution.benefit(qcd, TAX_YEAR_2025.values).taxSavings)).toBe(0);
  });

  it("QCD is capped at the 2026 limit: 111,000 × 0.37 × 1 = 41,070", () => {
    const b = qualifiedCharitableDistribution.benefit({ ...qcd, qcdAmountUsd: 150_000, itemizes: 0, years: 1 }, tax);
    expect(round(b.taxSavings)).toBe(41_070);
  });

  it("DAF: 150,000 × 0.6 × 0.238 + (150,000 − 2,500) × 0.35 = 73,045; fee 150,000 × 0.006 × 3 = 2,700", () => {
    const v = {
      contributionUsd: 150_000,
      gainRatio: 0.6,
      capitalGainsRate: 0.238,
      agiUsd: 500_000,
      marginalRate: 0.37,
      sponsorFeeRate: 0.006,
      grantYears: 3,
    };
    expect(round(donorAdvisedFund.benefit(v, tax).taxSavings)).toBe(73_045);
    const c = donorAdvisedFund.cost(v, tax);
    expect(round(c.annual * c.years)).toBe(2_700);
  });

  it("Private foundation: 5,000,000 × 0.6 × 0.238 + (2,000,000 × 0.20 × 6 − 10,000) × 0.35 = 1,550,500", () => {
    const v = {
      fundingUsd: 5_000_000,
      gainRatio: 0.6,
      capitalGainsRate: 0.238,
      agiUsd: 2_000_000,
      marginalRate: 0.37,
      growthRate: 0.06,
      years: 20,
      setupCostUsd: 25_000,
      annualAdministrationUsd: 40_000,
    };
    expect(round(privateFoundation.benefit(v, tax).taxSavings)).toBe(1_550_500);
    // Cost: 25,000 + (40,000 + 5,000,000 × 0.06 × 0.0139) × 20 = 908,400.
    const c = privateFoundation.cost(v, tax);
    expect(round(c.setup + c.annual * c.years)).toBe(908_400);
  });

  it("Appreciated securities: 50,000 × 0.6 × 0.238 × 10 = 71,400", () => {
    const b = giftAppreciatedSecurities.benefit(
      { annualGiftUsd: 50_000, gainRatio: 0.6, capitalGainsRate: 0.238, years: 10 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(71_400);
  });

  it("Bunching: (68,000 + 2 × 32,200 − 3 × 32,200) × 0.32 = 11,456", () => {
    const b = deductionBunching.benefit(
      {
        annualGivingUsd: 20_000,
        otherItemizedUsd: 10_000,
        standardDeductionUsd: 32_200,
        agiUsd: 400_000,
        bunchedYears: 3,
        marginalRate: 0.32,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(11_456);
  });

  it("IRA to charity: 500,000 × 0.32 = 160,000", () => {
    const b = iraCharitableBeneficiary.benefit({ charitableBequestUsd: 500_000, heirsIncomeTaxRate: 0.32 }, tax);
    expect(round(b.taxSavings)).toBe(160_000);
  });

  it("Charitable LLC: 10,000,000 × 1.06^20 × 1 × 0.40 = 12,828,542", () => {
    const b = charitableLlc.benefit(
      { charitableCommitmentUsd: 10_000_000, growthRate: 0.06, years: 20, estateTaxableShare: 1 },
      tax,
    );
    expect(round(b.estateTaxSavings)).toBe(12_828_542);
  });

  it("Conservation easement: (1,000,000 − 1,500) × 0.32 = 319,520 and 1,000,000 × 0.5 × 0.40 = 200,000", () => {
    const b = conservationEasement.benefit(
      { easementValueUsd: 1_000_000, agiUsd: 300_000, marginalRate: 0.32, estateTaxableShare: 0.5 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(319_520);
    expect(round(b.estateTaxSavings)).toBe(200_000);
  });
});

describe("charitable giving eligibility", () => {
  const cases = [
    {
      def: qualifiedCharitableDistribution,
      fits: facts({ primaryAge: 74, retirementAccountsUsd: 1_500_000, hasCharitableIntent: true }),
      fitsReason: /qualified charitable distribution age of 70.5/,
      fails: facts({ primaryAge: 68, retirementAccountsUsd: 1_500_000, hasCharitableIntent: true }),
      failsReason: /aged 70.5 or older/,
    },
    {
      def: donorAdvisedFund,
      fits: facts({ hasCharitableIntent: true, hasLowBasisStock: true }),
      fitsReason: /appreciated or concentrated stock/,
      fails: facts({ hasLowBasisStock: true }),
      failsReason: /no charitable intent/,
    },
    {
      def: privateFoundation,
      fits: facts({ hasCharitableIntent: true, annualCharitableGivingUsd: 400_000 }),
      fitsReason: /justifies a dedicated foundation/,
      fails: facts({ hasCharitableIntent: true, annualCharitableGivingUsd: 30_000, annualIncomeUsd: 500_000 }),
      failsReason: /large, sustained giving/,
    },
    {
      def: giftAppreciatedSecurities,
      fits: facts({ hasCharitableIntent: true, hasConcentratedStock: true }),
      fitsReason: /appreciated or concentrated stock/,
      fails: facts({ hasCharitableIntent: true }),
      failsReason: /no appreciated or concentrated stock/,
    },
    {
      def: deductionBunching,
      fits: facts({
        hasCharitableIntent: true,
        annualCharitableGivingUsd: 20_000,
        maritalStatus: "married",
        annualIncomeUsd: 800_000,
      }),
      fitsReason: /close to the standard deduction/,
      fails: facts({
        hasCharitableIntent: true,
        annualCharitableGivingUsd: 60_000,
        maritalStatus: "married",
        annualIncomeUsd: 300_000,
      }),
      failsReason: /far exceed the standard deduction/,
    },
    {
      def: iraCharitableBeneficiary,
      fits: facts({ hasCharitableIntent: true, retirementAccountsUsd: 2_000_000, childrenCount: 2 }),
      fitsReason: /large enough/,
      fails: facts({ hasCharitableIntent: true, retirementAccountsUsd: 100_000, childrenCount: 2 }),
      failsReason: /at least \$250,000/,
    },
    {
      def: charitableLlc,
      fits: facts({ hasCharitableIntent: true, riskTolerance: "aggressive" }),
      fitsReason: /impact and for-profit/,
      fails: facts({ hasCharitableIntent: true, riskTolerance: "conservative" }),
      failsReason: /conservative client/,
    },
    {
      def: conservationEasement,
      fits: facts({ hasCharitableIntent: true, hasFarmOrRanch: true }),
      fitsReason: /farmland or a ranch/,
      fails: facts({ hasCharitableIntent: true }),
      failsReason: /land with conservation value/,
    },
  ];
  for (const c of cases) {
    it(`${c.def.id}: fits and does not fit, with reasons`, () => {
      const yes = c.def.eligibility(c.fits, tax);
      expect(yes.fits).toBe(true);
      expect(yes.reasons.join(" ")).toMatch(c.fitsReason);
      const no = c.def.eligibility(c.fails, tax);
      expect(no.fits).toBe(false);
      expect(no.reasons[0]).toMatch(c.failsReason);
    });
  }
});
