import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./index.ts";

/**
 * Household income (`annualIncomeUsd`) written the ways advisers write it: the sum of each
 * earner's current parts (salary, bonus, self-employment, pensions, Social Security, rent,
 * alimony received), this year's figure where a prior year is also given, null where a part is
 * named without a figure. Conventions: api/eval/README.md "Conventions for the expected facts".
 * Each case names its arithmetic.
 */
const CASES: [text: string, expected: number | null, arithmetic: string][] = [
  [
    "Income: his salary 210k, her consulting (1099) ~45k, rental net ~18k.",
    273_000,
    "210,000 + 45,000 + 18,000: the rental's net is its own source, not the consulting's net",
  ],
  [
    "K-1 from the LLC was $420,000 last year, plus guaranteed payments of $120,000. Wife part-time at the library, $22k.",
    562_000,
    "420,000 (latest K-1, no newer one given) + 120,000 + 22,000",
  ],
  [
    "Pat is a nurse making $42/hr, full time. Lee is self-employed; Schedule C net was $96,000.",
    183_360,
    "42 x 2,080 = 87,360 + 96,000 (the only Schedule C figure)",
  ],
  [
    "W-2 $310k (2025) and expected ~$330k this year. Spouse not working.",
    330_000,
    "this year's 330,000 replaces 2025's 310,000",
  ],
  [
    "She earns $9,500 a month; he gets paid $4,200 every two weeks.",
    223_200,
    "9,500 x 12 = 114,000 + 4,200 x 26 = 109,200",
  ],
  [
    "Retired. His pension is $3,100/mo and SS $2,900/mo. She draws $1,850 a month from Social Security.",
    94_200,
    "(3,100 + 2,900 + 1,850) x 12",
  ],
  [
    "Their son makes $150k at Google. Parents live on $60k of pension. Client salary $220,000; wife stay-at-home.",
    220_000,
    "the son's pay and the parents' pension are not the household's",
  ],
  [
    "Combined we make about 380. Actually, with my raise it is closer to 400 now.",
    400_000,
    "the corrected household total",
  ],
  ["Take-home is about $11k a month. Later: gross salary is $190,000.", 190_000, "gross replaces take-home"],
  [
    "Ray's Schedule C showed $88,000 for 2025. Mei is a pharmacist at $131,000.",
    219_000,
    "88,000 (latest Schedule C) + 131,000",
  ],
  [
    "Jon's pension is $4,400 a month. Alice still works; she makes $72,000 plus whatever her commissions come to.",
    null,
    "the commissions are a part without a figure",
  ],
  [
    "Maya: 1099 gross ~260K, nets ~225K after expenses. Husband retired.",
    225_000,
    "the net of the same 1099 income, not gross plus net",
  ],
  [
    'Marcus W-2 $150,000. Danielle: "whatever her commissions come to." $38K last year; no estimate for 2026.',
    null,
    "the commissions this year are a part without a figure",
  ],
];

describe("household income (annualIncomeUsd)", () => {
  for (const [text, expected, arithmetic] of CASES) {
    it(`${arithmetic}: ${text.slice(0, 60)}`, () => {
      expect(extractFactsByRules(text, 2026).annualIncomeUsd).toBe(expected);
    });
  }
});

describe("equity pay and deferred compensation", () => {
  it("counts RSUs vesting over the year as pay; a company's non-qualified deferred comp is neither pay nor a retirement account", () => {
    const f = extractFactsByRules(
      "Base $540,000. The bonus hit in March, $410,000. And about $1.1 million of RSUs vest over the year at today's price. Deferred comp is about $900,000. My 401(k) is $1.24 million.",
      2026,
    );
    expect(f.annualIncomeUsd).toBe(2_050_000);
    expect(f.retirementAccountsUsd).toBe(1_240_000);
  });

  it("keeps a state 457(b) deferred comp plan as a retirement account", () => {
    expect(
      extractFactsByRules("Kevin: NYS Deferred Compensation (457) $310,000. Salary $98,000.", 2026)
        .retirementAccountsUsd,
    ).toBe(310_000);
  });
});

describe("disability insurance beside the pay it would replace", () => {
  it("does not add the pay restated against a policy's cap, or the benefit targeted by a new policy", () => {
    const f = extractFactsByRules(
      "Comp 2026: base $445,000, paid semimonthly; production bonus est. $60,000.\n- DI gap: group LTD caps at $10K/mo against ~$42K/mo of gross pay.\n- Own-occ policy with residual and COLA riders; target ~$15K/mo on top of the group plan.",
      2026,
    );
    expect(f.annualIncomeUsd).toBe(505_000);
  });
});

describe("a widow's income list", () => {
  it("counts a payment dated by a bracket about its start, and a survivor pension listed under Income", () => {
    const f = extractFactsByRules(
      "Income (2026)\n- Social Security (switched to survivor benefit 08/2025): $2,980/mo\n- Johnson Controls pension, 50% J&S survivor: $4,150/mo\n- IRA RMD 2026: $118,000",
      2026,
    );
    expect(f.annualIncomeUsd).toBe(2_980 * 12 + 4_150 * 12 + 118_000);
  });
});

describe("farmland by the acre", () => {
  it("makes a cash rent per acre a year's rent: 1,100 acres x $86", () => {
    const f = extractFactsByRules(
      "- 1,100 acres are cash-rented to the Regier brothers at $86 an acre.\n- Social Security: Harold $2,450/mo.",
      2026,
    );
    expect(f.annualIncomeUsd).toBe(1_100 * 86 + 2_450 * 12);
  });

  it("takes the product the notes state instead of multiplying again, and gives it the land's kind", () => {
    const f = extractFactsByRules(
      "- 920 acres owned by Dale & Marcia, no debt. G. Tate: good black dirt, $12,500/ac is fair today -> ~$11.5M.\n- All 920 acres cash-rented to Brian at $300/acre = $276,000/yr.",
      2026,
    );
    expect(f.investmentRealEstateUsd).toBe(11_500_000);
    expect(f.annualIncomeUsd).toBe(276_000);
  });
});
