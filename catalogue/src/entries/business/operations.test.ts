import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  buySellAgreementFunding,
  employingFamilyMembers,
  esopSection1042Rollover,
  familyManagementCompany,
  holdingCompanyRestructuring,
  managementBuyout,
  qualifiedBusinessIncomeDeduction,
  researchAndDevelopmentCredit,
  sCorpReasonableCompensation,
  votingNonvotingRecapitalization,
} from "./operations.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);
const total = (c: { setup: number; annual: number; years: number }) => Math.round(c.setup + c.annual * c.years);

describe("business golden figures (2026 law)", () => {
  it("Buy-sell: 4,000,000 × 0.30 = 1,200,000 protection; 4,000,000 × 0.5 × 0.40 × 1 = 800,000 estate tax (Connelly)", () => {
    const b = buySellAgreementFunding.benefit(
      { ownerShareValueUsd: 4_000_000, forcedSaleDiscount: 0.3, ownershipShare: 0.5, estateTaxExposure: 1 },
      tax,
    );
    expect(round(b.protection)).toBe(1_200_000);
    expect(round(b.estateTaxSavings)).toBe(800_000);
  });

  it("ESOP §1042: 10,000,000 × 0.85 × 0.238 = 2,023,000", () => {
    const b = esopSection1042Rollover.benefit(
      { saleProceedsUsd: 10_000_000, gainShare: 0.85, capitalGainsRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(2_023_000);
  });

  it("QBI: min(500,000 × 0.20, 60,000) × 0.37 × 10 = 222,000; below the threshold min(100,000, 100,000) × 0.35 = 35,000", () => {
    const limited = qualifiedBusinessIncomeDeduction.benefit(
      { qualifiedBusinessIncomeUsd: 500_000, wageLimitUsd: 60_000, marginalRate: 0.37, years: 10 },
      tax,
    );
    expect(round(limited.taxSavings)).toBe(222_000);
    const full = qualifiedBusinessIncomeDeduction.benefit(
      { qualifiedBusinessIncomeUsd: 500_000, wageLimitUsd: 100_000, marginalRate: 0.35, years: 1 },
      tax,
    );
    expect(round(full.taxSavings)).toBe(35_000);
    expect(qualifiedBusinessIncomeDeduction.benefitCalculation.formula).toContain("0.20");
  });

  it("QBI defaults: a specified service business fully phased out gets no deduction", () => {
    const d = qualifiedBusinessIncomeDeduction.defaults(
      facts({ netWorthUsd: 5e6, maritalStatus: "married", annualIncomeUsd: 1_000_000, hasProfessionalLiability: true }),
      tax,
    );
    expect(d.wageLimitUsd?.value).toBe(0);
  });

  it("S corp: ((184,500 − 160,000) × 0.124 + (400,000 − 160,000) × 0.038) × 10 = 121,580", () => {
    const b = sCorpReasonableCompensation.benefit(
      { businessProfitUsd: 400_000, reasonableSalaryUsd: 160_000, years: 10 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(121_580);
  });

  it("Employing children: 16,100 × 2 × (0.37 + 0.038) × 5 = 65,688; corporate cost (600 + 16,100 × 2 × 0.153) × 5 = 27,633", () => {
    const v = {
      wagesPerChildUsd: 16_100,
      childCount: 2,
      parentMarginalRate: 0.37,
      parentPayrollRate: 0.038,
      years: 5,
      payrollAdministrationUsd: 600,
      childFicaRate: 0.153,
    };
    expect(round(employingFamilyMembers.benefit(v, tax).taxSavings)).toBe(65_688);
    expect(total(employingFamilyMembers.cost(v, tax))).toBe(27_633);
  });

  it("R&D credit: 1,000,000 × (1 − 0.5 × 1) × 0.14 × (1 − 0.21) × 5 = 276,500", () => {
    const b = researchAndDevelopmentCredit.benefit(
      { qualifiedResearchUsd: 1_000_000, priorAverageRatio: 1, years: 5 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(276_500);
  });

  it("Family management company: 150,000 × 0.37 × 10 = 555,000", () => {
    const b = familyManagementCompany.benefit({ managementCostsUsd: 150_000, marginalRate: 0.37, years: 10 }, tax);
    expect(round(b.taxSavings)).toBe(555_000);
  });

  it("Recapitalisation: 5,000,000 × ((1.06^20 − 1) + 0.30) × 0.40 = 5,014,271", () => {
    const b = votingNonvotingRecapitalization.benefit(
      { transferredValueUsd: 5_000_000, growthRate: 0.06, years: 20, valuationDiscount: 0.3 },
      tax,
    );
    expect(round(b.estateTaxSavings)).toBe(5_014_271);
  });

  it("MBO: note 10,000,000 × 0.3 × 0.07 × (7 + 1) ÷ 2 = 840,000 interest; deferral 571,200 × (1 − 5.8712 ÷ 7) = 92,110", () => {
    const b = managementBuyout.benefit(
      {
        salePriceUsd: 10_000_000,
        sellerNoteShare: 0.3,
        noteRate: 0.07,
        noteYears: 7,
        grossProfitRatio: 0.8,
        capitalGainsRate: 0.238,
        discountRate: 0.046,
      },
      tax,
    );
    expect(round(b.incomeStream)).toBe(840_000);
    expect(round(b.taxSavings)).toBe(92_110);
  });

  it("Holding company: 4,000,000 × 0.05 = 200,000; cost 25,000 + 3,000 × 10 = 55,000", () => {
    const v = {
      separatedAssetsUsd: 4_000_000,
      claimProbability: 0.05,
      setupCostUsd: 25_000,
      annualCostUsd: 3_000,
      years: 10,
    };
    expect(round(holdingCompanyRestructuring.benefit(v, tax).protection)).toBe(200_000);
    expect(total(holdingCompanyRestructuring.cost(v, tax))).toBe(55_000);
  });
});

describe("business eligibility", () => {
  const owner = { netWorthUsd: 20e6, ownsBusiness: true };
  const cases = [
    {
      def: buySellAgreementFunding,
      fits: facts({ ...owner, businessEntityType: "s_corp", primaryAge: 50 }),
      fitsReason: /owns an operating business/,
      fails: facts({ netWorthUsd: 20e6 }),
      failsReason: /no business the client owns/,
    },
    {
      def: esopSection1042Rollover,
      fits: facts({ ...owner, businessEntityType: "c_corp", businessValueUsd: 20e6, businessStockIssuedYear: 2015 }),
      fitsReason: /whose stock qualifies for §1042/,
      fails: facts({ ...owner, businessEntityType: "s_corp", businessValueUsd: 20e6 }),
      failsReason: /only to stock of a C corporation/,
    },
    {
      def: qualifiedBusinessIncomeDeduction,
      fits: facts({ ...owner, businessEntityType: "s_corp", annualIncomeUsd: 500_000 }),
      fitsReason: /passes through to the owner/,
      fails: facts({ ...owner, businessEntityType: "c_corp" }),
      failsReason: /C-corporation income does not qualify/,
    },
    {
      def: qualifiedBusinessIncomeDeduction,
      fits: facts({
        ...owner,
        businessEntityType: "professional_corporation",
        maritalStatus: "married",
        annualIncomeUsd: 450_000,
      }),
      fitsReason: /below the end of the phase-out/,
      fails: facts({
        ...owner,
        businessEntityType: "professional_corporation",
        maritalStatus: "married",
        annualIncomeUsd: 1_000_000,
      }),
      failsReason: /specified service business .* above \$553,500/,
    },
    {
      def: sCorpReasonableCompensation,
      fits: facts({ ...owner, businessEntityType: "llc", annualIncomeUsd: 300_000 }),
      fitsReason: /elect or already has S status/,
      fails: facts({ ...owner, businessEntityType: "c_corp", annualIncomeUsd: 300_000 }),
      failsReason: /owner-operated LLC, sole proprietorship or S corporation/,
    },
    {
      def: employingFamilyMembers,
      fits: facts({ ...owner, businessEntityType: "sole_proprietorship", childrenCount: 2, primaryAge: 45 }),
      fitsReason: /2 children who could work/,
      fails: facts({ ...owner, businessEntityType: "sole_proprietorship", childrenCount: 0, primaryAge: 45 }),
      failsReason: /no children to employ/,
    },
    {
      def: researchAndDevelopmentCredit,
      fits: facts({ ...owner, businessEntityType: "c_corp" }),
      fitsReason: /usual form of technology and manufacturing companies/,
      fails: facts({ ...owner, businessEntityType: "llc", hasProfessionalLiability: true }),
      failsReason: /Professional-service practices/,
    },
    {
      def: familyManagementCompany,
      fits: facts({ netWorthUsd: 40e6, taxableInvestmentsUsd: 15e6, childrenCount: 2 }),
      fitsReason: /Lender Management/,
      fails: facts({ netWorthUsd: 40e6, taxableInvestmentsUsd: 5e6, childrenCount: 2 }),
      failsReason: /\$10,000,000 or more/,
    },
    {
      def: votingNonvotingRecapitalization,
      fits: facts({ ...owner, businessEntityType: "s_corp", childrenCount: 2 }),
      fitsReason: /voting and non-voting shares/,
      fails: facts({ ...owner, businessEntityType: "s_corp", childrenCount: 0 }),
      failsReason: /no children or grandchildren/,
    },
    {
      def: managementBuyout,
      fits: facts({ ...owner, businessValueUsd: 5e6, primaryAge: 62 }),
      fitsReason: /typical age to plan an exit/,
      fails: facts({ ...owner, businessValueUsd: 5e6, primaryAge: 45 }),
      failsReason: /no plan to exit or retire/,
    },
    {
      def: holdingCompanyRestructuring,
      fits: facts({ ...owner, businessEntityType: "s_corp", hasInvestmentRealEstate: true }),
      fitsReason: /real estate that can sit in a holding company/,
      fails: facts({ ...owner, businessEntityType: "sole_proprietorship", hasInvestmentRealEstate: true }),
      failsReason: /sole proprietorship has no shares/,
    },
  ];
  it.each(cases)("$def.id fits and does not fit, with reasons", ({ def, fits, fitsReason, fails, failsReason }) => {
    const yes = def.eligibility(fits, tax);
    expect(yes.fits).toBe(true);
    expect(yes.reasons.join(" ")).toMatch(fitsReason);
    const no = def.eligibility(fails, tax);
    expect(no.fits).toBe(false);
    expect(no.reasons[0]).toMatch(failsReason);
  });
});
