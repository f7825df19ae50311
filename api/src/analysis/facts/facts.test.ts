import type { TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./index.ts";

/**
 * The fact reader on notes written the way advisers write (issue #12): each case is a phrasing
 * the review found misread, or one like it, with the facts a planner reads from it. The
 * evaluation set (api/eval) measures the reader on whole notes; these pin the mechanisms.
 */
const read = (text: string) => extractFactsByRules(text, 2026);
const facts = (text: string, expected: Partial<TClientFacts>) => expect(read(text)).toMatchObject(expected);

describe("ages", () => {
  it.each([
    ["H 61 / W 58. NW ~$6M.", 61, 58],
    ["Tom is 66 and Maria is 64. Married 40 years.", 66, 64],
    ["Michael (47) and his wife Sarah (45).", 47, 45],
    ["Client: Eleanor, 76. Widowed.", 76, null],
    ["Robert (63) and Linda (61) live in Ohio.", 63, 61],
    ["Bob & Linda K. - m. 42 yrs. 67/66. Boise, ID.", 67, 66],
    ["Husband and wife, 68 and 66, married 42 years.", 68, 66],
    ["Drs. Priya & Arjun M. - married 2016. P 38 (anesthesia), A 36 (hospitalist).", 38, 36],
    ["Tyler 29 / Megan 28, married 2024, Columbus OH.", 29, 28],
    ["- Sam 57 (architect), Jamie 60 (retired nurse). Together 12 years, not married.", 57, 60],
    ["ADVISER: Ages?\nDEV: I'm 45, Anika is 43. Two kids, 11 and 8.", 45, 43],
    ["My husband Don and I (he's 73, I'm 71) would like to update our estate plan.", 71, 73],
    ["Rita & Paul Dumont (married 40 yrs)\nRita, 61, nurse manager\nPaul, 64, retired from Caterpillar", 61, 64],
    ["Startup co-founder, 38, married, New York City.", 38, null],
    ["Single woman, 42, inherited $7 million.", 42, null],
    ["Jordan T., 44, never married, no kids.", 44, null],
    ["A 61-year-old dentist and her 63-year-old husband.", 61, 63],
    ["Client born 1962; spouse born 1965. Married.", 64, 61],
  ])("%s → %s and %s", (text, primary, spouse) => {
    const f = read(text);
    expect(f.primaryAge).toBe(primary);
    expect(f.spouseAge).toBe(spouse);
  });

  it("a vague age stays unknown", () => {
    expect(read("Client is in her mid-fifties, married.").primaryAge).toBeNull();
  });

  it("a parent's or a child's age is not the client's", () => {
    const f = read("Met with Joan (72) about her son Michael (47), who runs the shop. Joan is widowed.");
    expect(f.primaryAge).toBe(72);
    expect(f.spouseAge).toBeNull();
  });

  it("an address or a date is not an age", () => {
    expect(read("Retiring from Lockheed Martin Dec 31. Wife Paula, 62.").primaryAge).not.toBe(31);
  });
});

describe("marital status", () => {
  it.each([
    ["Tom and Maria are not married but have lived together for 20 years.", "partnered"],
    ["Sam and his partner Alex share a house in Denver.", "partnered"],
    ["Reggie and I registered as domestic partners in 2018.", "partnered"],
    ["He is a partner at a law firm; his wife teaches.", "married"],
    ["Never married, no kids.", "single"],
    ["Widowed in 2022 when her husband passed away.", "widowed"],
    ["Divorced in 2015, remarried in 2019.", "married"],
    ["We signed the separation agreement in July. We're still legally married.", "separated"],
    ["Single-family rental and a single stock position.", null],
  ])("%s → %s", (text, status) => {
    expect(read(text).maritalStatus).toBe(status);
  });
});

describe("money", () => {
  it("reads the stated net worth, not the first amount", () => {
    facts("Comp ~$800K/yr. Total NW ~$6M.", { netWorthUsd: 6_000_000, annualIncomeUsd: 800_000 });
    facts("$310k HHI. NW ~$1.9M.", { netWorthUsd: 1_900_000, annualIncomeUsd: 310_000 });
  });

  it.each([
    ["$2.5mm", 2_500_000],
    ["~$14MM", 14_000_000],
    ["1.2 million", 1_200_000],
    ["$850K", 850_000],
    ["12.5m", 12_500_000],
    ["$3,200,000", 3_200_000],
    ["two million", 2_000_000],
    ["$5–6M", 5_500_000],
  ])("net worth written %s", (written, amount) => {
    expect(read(`Net worth ${written}.`).netWorthUsd).toBe(amount);
  });

  it("leaves the net worth unknown when the notes give none", () => {
    expect(read("401(k) $900k, brokerage $300k, house $700k.").netWorthUsd).toBeNull();
  });

  it("keeps a subset inside its total: employer stock inside the 401(k), with its basis", () => {
    facts("$2.5mm in 401k, of which ~$1.1mm is company stock (basis ~$150k).", {
      retirementAccountsUsd: 2_500_000,
      hasEmployerStockInPlan: true,
      employerStockInPlanUsd: 1_100_000,
      employerStockBasisUsd: 150_000,
    });
  });

  it("adds each earner's income and leaves a child's out", () => {
    facts(
      "Linda's salary and bonus came to about $610,000 last year, and Michael earns $148,000. Their son earns $90k.",
      {
        annualIncomeUsd: 758_000,
      },
    );
  });

  it("annualises monthly income and counts a total once", () => {
    facts("Pension $22k + SS $32k = $54k/yr.", { annualIncomeUsd: 54_000 });
    facts("Her TRS pension is $2,900/mo.", { annualIncomeUsd: 34_800 });
  });

  it("a business interest is a business, not home equity", () => {
    const f = read("He owns a business interest worth about $180,000 and a home worth $400,000.");
    expect(f.businessValueUsd).toBe(180_000);
    expect(f.primaryResidenceUsd).toBe(400_000);
  });

  it("states no liabilities when the notes give none", () => {
    expect(read("Net worth $15,000,000. Brokerage $9M.").liabilitiesUsd).toBeNull();
    expect(read("Net worth $2M. No debt.").liabilitiesUsd).toBe(0);
  });

  it("values the client's share of a company, not the company", () => {
    facts("She owns 40% of a manufacturing company valued at about $20 million.", {
      ownsBusiness: true,
      businessOwnershipShare: 0.4,
      businessValueUsd: 8_000_000,
    });
  });
});

describe("negations, subsets and the current state", () => {
  it.each([
    ["No charitable plans.", "hasCharitableIntent", false],
    ["No liquidity event expected.", "expectsLiquidityEvent", false],
    ["He doesn't own a business.", "ownsBusiness", false],
    ["They tithe to their church.", "hasCharitableIntent", true],
  ] as const)("%s → %s = %s", (text, field, value) => {
    expect(read(text)[field]).toBe(value);
  });

  it("reads the state they moved to, not the one they left", () => {
    facts("They sold their Connecticut house last year and are now full-time residents of Naples, Florida.", {
      state: "FL",
      formerState: "CT",
    });
  });

  it("a formation state is not a residence", () => {
    expect(read("Founder of a Delaware C-corp; lives in Austin.").state).toBe("TX");
  });
});

describe("inventions the review found", () => {
  it("an employee who owns Apple shares is not a business owner", () => {
    const f = read("Michael works at Apple and owns Apple shares worth $2M.");
    expect(f.ownsBusiness).toBe(false);
    expect(f.businessValueUsd).toBeNull();
  });

  it("'ssi' inside 'business' or 'possible' is not SSI", () => {
    expect(read("The business may be possible to sell in five years.").hasDisabledDependent).toBe(false);
    expect(read("Their son has autism and receives SSI.").hasDisabledDependent).toBe(true);
    expect(read("He has own-occupation disability insurance through work.").hasDisabledDependent).toBe(false);
  });

  it("an estate plan is known only when the notes say so", () => {
    expect(read("Net worth $5M, married, two kids.").hasEstatePlan).toBeNull();
    expect(read("No will, nothing in place.").hasEstatePlan).toBe(false);
    facts("Wills and a revocable trust signed in 2015.", {
      hasEstatePlan: true,
      estateDocuments: ["will", "revocable_trust"],
    });
    expect(read("They need a will and are considering a revocable trust.").hasEstatePlan).toBeNull();
  });

  it("a non-citizen spouse", () => {
    expect(read("Married; his wife Sofia is a Canadian citizen with a green card.").spouseIsUsCitizen).toBe(false);
  });
});

describe("evidence", () => {
  it("every fact read carries its exact quote", () => {
    const text = "H 61 / W 58, MFJ, Naples FL. NW ~$6M. $2.5mm in 401k. Comp ~$800K/yr. Two kids (30, 27).";
    const f = read(text);
    for (const e of f.evidence) {
      expect(text.slice(e.start, e.end)).toBe(e.text);
      expect(e.source).toBe("rules");
    }
    for (const field of [
      "primaryAge",
      "spouseAge",
      "maritalStatus",
      "state",
      "netWorthUsd",
      "retirementAccountsUsd",
      "annualIncomeUsd",
      "childrenCount",
    ]) {
      expect(
        f.evidence.some((e) => e.field === field),
        field,
      ).toBe(true);
    }
  });
});
