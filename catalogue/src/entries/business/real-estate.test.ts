import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  costSegregation,
  delawareStatutoryTrust,
  opportunityZoneFund,
  realEstateProfessionalStatus,
  section280AAugustaRule,
  section1031Exchange,
} from "./real-estate.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("real estate golden figures (2026 law)", () => {
  it("Cost segregation: 2,000,000 × 0.25 × 1.00 × 0.37 × (1 − 15.4278 ÷ 27.5) = 81,213", () => {
    const b = costSegregation.benefit(
      {
        buildingBasisUsd: 2_000_000,
        reclassifiedShare: 0.25,
        bonusDepreciationRate: 1,
        marginalRate: 0.37,
        discountRate: 0.046,
        recoveryYears: 27.5,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(81_213);
  });

  const exchange = {
    realizedGainUsd: 1_200_000,
    depreciationTakenUsd: 500_000,
    capitalGainsRate: 0.238,
    section1250Rate: 0.288,
  };

  it("1031: (1,200,000 − 500,000) × 0.238 + 500,000 × (0.25 + 0.038) = 310,600", () => {
    expect(round(section1031Exchange.benefit(exchange, tax).taxSavings)).toBe(310_600);
  });

  it("DST: same deferral 310,600; sponsor load 2,000,000 × 0.07 = 140,000", () => {
    expect(round(delawareStatutoryTrust.benefit(exchange, tax).taxSavings)).toBe(310_600);
    expect(round(delawareStatutoryTrust.cost({ propertyValueUsd: 2_000_000, sponsorLoadRate: 0.07 }, tax).setup)).toBe(
      140_000,
    );
  });

  it("Real estate professional: 80,000 × 0.37 × 5 = 148,000", () => {
    const b = realEstateProfessionalStatus.benefit({ annualRentalLossUsd: 80_000, marginalRate: 0.37, years: 5 }, tax);
    expect(round(b.taxSavings)).toBe(148_000);
  });

  it("§280A(g): 1,500 × 12 × 0.37 × 10 = 66,600; days capped at 14: 1,500 × min(20, 14) × 0.37 × 10 = 77,700", () => {
    const at = (rentalDays: number) =>
      round(
        section280AAugustaRule.benefit({ dailyRentUsd: 1_500, rentalDays, marginalRate: 0.37, years: 10 }, tax)
          .taxSavings,
      );
    expect(at(12)).toBe(66_600);
    expect(at(20)).toBe(77_700);
  });

  it("Opportunity zone: 1,000,000 × 0.10 × 0.238 + 1,000,000 × (1.06^10 − 1) × 0.238 = 212,022", () => {
    const b = opportunityZoneFund.benefit(
      { deferredGainUsd: 1_000_000, basisStepUpRate: 0.1, growthRate: 0.06, holdingYears: 10, capitalGainsRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(212_022);
    expect(opportunityZoneFund.benefitCalculation.formula).toContain("0.15");
    expect(opportunityZoneFund.defaults(facts({ netWorthUsd: 5e6 }), tax).basisStepUpRate?.value).toBe(0.1);
  });
});

describe("real estate eligibility", () => {
  const landlord = { netWorthUsd: 6e6, hasInvestmentRealEstate: true };
  const cases = [
    {
      def: costSegregation,
      fits: facts({ ...landlord, realEstateUsd: 3e6 }),
      fitsReason: /large enough/,
      fails: facts({ ...landlord, realEstateUsd: 500_000 }),
      failsReason: /rarely pays for itself/,
    },
    {
      def: section1031Exchange,
      fits: facts({ ...landlord, expectsLiquidityEvent: true }),
      fitsReason: /sale is expected/,
      fails: facts(landlord),
      failsReason: /no planned sale/,
    },
    {
      def: delawareStatutoryTrust,
      fits: facts({ ...landlord, primaryAge: 68 }),
      fitsReason: /At 68/,
      fails: facts({ ...landlord, primaryAge: 45 }),
      failsReason: /stop managing property/,
    },
    {
      def: realEstateProfessionalStatus,
      fits: facts({ ...landlord, maritalStatus: "married", annualIncomeUsd: 600_000 }),
      fitsReason: /either spouse may qualify/,
      fails: facts({ ...landlord, maritalStatus: "single", hasEmployerPlan: true, annualIncomeUsd: 600_000 }),
      failsReason: /full time as an employee/,
    },
    {
      def: section280AAugustaRule,
      fits: facts({ netWorthUsd: 1e6, ownsBusiness: true, businessEntityType: "s_corp", realEstateUsd: 900_000 }),
      fitsReason: /separate from the client/,
      fails: facts({
        netWorthUsd: 1e6,
        ownsBusiness: true,
        businessEntityType: "sole_proprietorship",
        realEstateUsd: 900_000,
      }),
      failsReason: /sole proprietor cannot rent to himself/,
    },
    {
      def: opportunityZoneFund,
      fits: facts({ netWorthUsd: 5e6, expectsLiquidityEvent: true, riskTolerance: "moderate" }),
      fitsReason: /within 180 days/,
      fails: facts({ netWorthUsd: 5e6, expectsLiquidityEvent: true, riskTolerance: "conservative" }),
      failsReason: /conservative investor/,
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
