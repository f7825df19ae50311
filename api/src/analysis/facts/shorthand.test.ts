import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./index.ts";

/** Adviser shorthand: abbreviations, initials for the couple, one account's total, dates in the header. */

const note = `SMITH, Ron + Linda -- Peoria IL -- mtg 4/14/26

- R: DOB 7/30/67. Design engineer, 31 yrs. Signed VSP -> last day 12/31/26.
- L: 2 yrs younger. School nurse, paid over 12 mos @ $5,450/mo.
- R pay: $6,900 gross biwkly, all 26 checks in '26.
- R 401(k): $1.46M total. Of that, ACME stock $740k, basis ~$96k. Rest target-date.
- L 403(b): $212k.
- Separation in yr he turns 59 -> age-55 rule applies.
- LTC quotes: hybrid policy ~$6-7k/mo benefit.`;

describe("adviser shorthand", () => {
  const f = extractFactsByRules(note, 2026);

  it("dates the note by the header's first date, not a later date below it (born July, met April: 58)", () => {
    expect(f.primaryAge).toBe(58);
  });

  it("reads 'L: 2 yrs younger' against the client (58 - 2), and 'the yr he turns 59' as no age now", () => {
    expect(f.spouseAge).toBe(56);
  });

  it("sums pay: 6,900 x 26 biweekly + 5,450 x 12 ('12 mos' is a count, not money); a policy's benefit is no income", () => {
    expect(f.annualIncomeUsd).toBe(6_900 * 26 + 5_450 * 12);
  });

  it("reads one 401(k)'s 'total' as that account's balance, and 'Of that, ACME stock' as employer stock in it", () => {
    expect(f.retirementAccountsUsd).toBe(1_460_000 + 212_000);
    expect(f.employerStockInPlanUsd).toBe(740_000);
    expect(f.employerStockBasisUsd).toBe(96_000);
  });
});

describe("a CRM dump of a rental sale", () => {
  const crm = `Client: Deborah ("Deb"), DOB: 11/03/1961, Divorced.
INCOME
 - Pension: $4,280/mo
ASSETS / LIABILITIES
 - 8-plex (Sprague Ave): est. $2,100,000; adj. basis ~$410,000; mortgage $240,000
 - Residence: $610,000, no mortgage
 - 403(b): $312,000. She can shelter another $31,000 a year in it.
ACTIVITY
 * Broker has a buyer at $2.1M for the 8-plex, target close mid-August.`;
  const f = extractFactsByRules(crm, 2026);

  it("reads an '8-plex' under an 'ASSETS / LIABILITIES' heading as a rental, not a debt", () => {
    expect(f.investmentRealEstateUsd).toBe(2_100_000);
    expect(f.investmentRealEstateBasisUsd).toBe(410_000);
    expect(f.liabilitiesUsd).toBe(240_000);
  });

  it("reads 'has a buyer at $2.1M' as the expected sale price, not income; what she can shelter is no balance", () => {
    expect(f.expectedSalePriceUsd).toBe(2_100_000);
    expect(f.annualIncomeUsd).toBe(4_280 * 12);
    expect(f.retirementAccountsUsd).toBe(312_000);
  });
});

describe("meeting notes with a business partner and relatives", () => {
  const notes = `Meeting notes - 2/24/2026. Present: Marcus Bell (client), Danielle Bell, Jimmy Sutton (co-owner).
- Marcus Bell, 49, president. Owns 50% of the roofing company.
- Jimmy Sutton, 56, the other 50%, runs the field side.
- Danielle Bell is five years younger than Marcus; realtor.
- Bells: wills with a guardian for the three kids (Danielle's sister Keisha in Atlanta).
- Marcus 401(k), company plan: $540,000. Danielle IRA: $62,000. Jimmy's 401(k) ($1.1M) came up - his.
- Marcus IRA from a prior employer: $30,000 - no company stock.
- Umbrella to $3M at renewal. E&O $1M.
- At 75, RMDs on ~$1.8M of pre-tax money.`;
  const f = extractFactsByRules(notes, 2026);

  it("takes the person labelled (client) for the client and the (co-owner) for a third party", () => {
    expect(f.primaryAge).toBe(49);
  });

  it("reads 'Danielle's sister Keisha' as Keisha's relation, so Danielle stays the spouse (49 - 5)", () => {
    expect(f.spouseAge).toBe(44);
  });

  it("counts the couple's accounts only: not the partner's, not a policy's limits, not an age-75 projection", () => {
    // 540,000 + 62,000 + 30,000 ('a prior employer' dates nothing; 'no company stock' claims no figure).
    expect(f.retirementAccountsUsd).toBe(632_000);
  });
});

describe("a figure said to be out of date, and a relative's account", () => {
  it("drops '$188K' once 'my base isn't $188K anymore' and counts 'it's $212,000 now'", () => {
    const f = extractFactsByRules(
      "My base isn't $188K anymore. The promotion went through and it's $212,000 now.\n- Me: $188K at Lumaris, no bonus",
      2026,
    );
    expect(f.annualIncomeUsd).toBe(212_000);
  });

  it("reads 'Jen asked me whether she should roll her $300,000 401(k)' as the daughter's account", () => {
    const f = extractFactsByRules(
      "Our daughter Jen asked me whether she should roll her $300,000 401(k). My IRA is $1M.",
      2026,
    );
    expect(f.retirementAccountsUsd).toBe(1_000_000);
  });
});

describe("a separated client", () => {
  it("keeps the spouse paying support under a temporary order as the spouse, and the client's own accounts after a third party's name", () => {
    const f = extractFactsByRules(
      `Greg and I separated in November; the divorce can't be final for a year. Under the pendente lite order Greg pays me $2,000 a month in spousal support.
Things Greg is still named on: my 401(k) ($286k), my small IRA ($34k). I turned 49 last month. Greg is 51 if you need it.`,
      2026,
    );
    expect(f.maritalStatus).toBe("separated");
    expect(f.spouseAge).toBe(51);
    expect(f.retirementAccountsUsd).toBe(320_000);
  });
});

describe("relatives present at a meeting", () => {
  it("reads 'Helen's brother Paul … and his wife Donna' as relatives, the partner's birth year as the partner's age, and the adviser's tally as the net worth", () => {
    const f = extractFactsByRules(
      `Planning meeting - Helen & Sam - October 14, 2026. Present: Helen; Sam; Helen's brother Paul Marchetti and his wife Donna.
- Helen Marchetti, 68, retired pediatrician.
- Sam Okafor, born 1963, landscape architect. Helen's partner for 22 years; they never married.
- Paul, 72, and Donna, 70: their own estate is about $3M. Not ours.
- Owen's tally: roughly $10.1M between them.`,
      2026,
    );
    expect(f.primaryAge).toBe(68);
    expect(f.spouseAge).toBe(63);
    expect(f.netWorthUsd).toBe(10_100_000);
  });
});

describe("a divorced client weighing a pension election", () => {
  const f = extractFactsByRules(
    `Meeting summary - September 15, 2026
Ray retires on December 31 and must choose by November 30: a single-life annuity of $6,420 a month starting in January, or a lump sum of $1,180,000. Ray has been divorced since 2017; under the decree Lorraine took more of the 401(k), and she has since remarried. Ray will turn 63 on December 2.
This year he is still on full salary, $12,400 a month. The annuity pays $77,040 a year on a $1.18 million lump sum.`,
    2026,
  );

  it("reads 'will turn 63 on December 2' in September as 62, and the ex-wife's remarriage as hers", () => {
    expect(f.primaryAge).toBe(62);
    expect(f.maritalStatus).toBe("divorced");
  });

  it("counts the salary, not the options of the election", () => {
    expect(f.annualIncomeUsd).toBe(12_400 * 12);
  });
});

describe("a kitchen-table transcript", () => {
  const f = extractFactsByRules(
    `Transcript - Caleb & Hannah - Saturday, March 14, 2026
CALEB: Journeyman lineman. Fifty-two forty an hour, forty hours a week.
HANNAH: With five kids? No outside work.
CALEB: I'm thirty-eight.
HANNAH: I was born in 1990.
CALEB: Just the company policy - two hundred fifty thousand of group life.
LENA: As long as Caleb's wages cover it, you can each put in seventy-five hundred this year.`,
    2026,
  );

  it("reads an hourly wage said as dollars and cents ('Fifty-two forty an hour' = $52.40 x 40 x 52)", () => {
    expect(f.annualIncomeUsd).toBe(108_992);
  });

  it("reads 'I was born in 1990' as the speaker's birth year", () => {
    expect(f.primaryAge).toBe(38);
    expect(f.spouseAge).toBe(36);
  });

  it("reads group life as life cover, and what each can 'put in' as a contribution", () => {
    expect(f.lifeInsuranceDeathBenefitUsd).toBe(250_000);
  });
});

describe("founders' notes with a K-1 and a figure outside the company", () => {
  const f = extractFactsByRules(
    `INCOME (2026)
- Greg W-2 $300,000; Alicia W-2 $140,000.
- K-1, their 70% share: Irene projects $1,640,000 for 2026 (2025 was $1.9M). Distributions of ~$1.2M come out of that same income.
ASSETS
- Brokerage $2.1M; cash $300K.
- About $9.0M outside the company.`,
    2026,
  );

  it("reads the K-1 of their share as income and the distributions as the same money", () => {
    expect(f.annualIncomeUsd).toBe(2_080_000);
  });

  it("reads 'About $9.0M outside the company' as the net worth without the business", () => {
    expect(f.netWorthUsd).toBe(9_000_000);
    expect(f.netWorthExcludesBusiness).toBe(true);
    expect(f.cashUsd).toBe(300_000);
  });
});
