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
    ["Both in their early 60s (Jim 63, Pat 61).", 63, 61],
    ["Dr. Lee is 56. His wife, a teacher, is 53.", 56, 53],
    ["John Smith | 57 | married | Denver", 57, null],
    ["At 58, Denise is the younger of the two; Carl is 62.", 58, 62],
    ["Joe is turning 65 next month and his wife Linda is 62.", 64, 62],
    ["Ages: client 70, spouse 68", 70, 68],
    ["My husband (62) and I (59) are thinking about retiring.", 59, 62],
  ])("couples written with 'both', an appositive, pipes or 'turning': %s", (text, primary, spouse) => {
    const f = read(text);
    expect([f.primaryAge, f.spouseAge]).toEqual([primary, spouse]);
  });
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
    ["TOM 52, NADIA 50. MARRIED 24 YEARS THIS MAY.", 52, 50],
    ["- J 34 / K 33, engaged, wedding in oct", 34, 33],
    ["P1_Nm: Arjun | P1_Age: 37 | P1_Emp: Apple\nP2_Nm: Kavya | P2_Age: 36", 37, 36],
    ["Cl1_DOB: 1959-08-02\nCl2_DOB: 1962-04-19", 67, 64],
    ["So, uh, she's seventy-six, she turned seventy-six in January.", 76, null],
    ["Client is sixty-two and recently widowed.", 62, null],
    ["Sixty-one-year-old client, married; his wife is fifty-eight.", 61, 58],
    ["Steve (sixty-four) and his wife Dana (sixty-two).", 64, 62],
    ["Client (M, 64) and spouse (F, 62).", 64, 62],
    ["Age 58 (client) / 55 (spouse)", 58, 55],
    ["At 67, Paul is still working; his wife Joan, 66, retired last year.", 67, 66],
    ["Ellen, a widow of 74, lives in Maine.", 74, null],
    ["He's in his early sixties (62) and his wife is 59.", 62, 59],
    ["YOB 1962. Married, spouse YOB 1964.", 64, 62],
    ["Client born in the spring of 1962; married.", 64, null],
    ["Pat & Lou Romano (67, 65), married, Boise", 67, 65],
    ["Mr. and Mrs. Kim, 70 and 68, Honolulu.", 70, 68],
    ["1) Ages \u2014 61 & 60, married", 61, 60],
    ["Survivor pension is thirty-one hundred a month; she is seventy.", 70, null],
    ["Tom turns 69 in Feb; Linda is 66. Married.", 68, 66],
    ["Harold will be 80 in January. Widowed since 2024.", 79, null],
    ["Client turns 65 in 2026, married; wife 63.", 65, 63],
    ["Rudy (62) & Carmen (turned 60 in Aug), married 38 yrs", 62, 60],
    ["Me 46, Trina 43, married 17 yrs", 46, 43],
    [
      "ADVISOR: Gloria, you're 71?\nGLORIA: Seventy-one. My husband passed in 2015.\nADVISOR: And you're 45, Daniel?\nDANIEL: Yes, I'm her son.\nGLORIA: He handles the bills.\nDANIEL: I do.",
      71,
      null,
    ],
    [
      "DENNIS: I hit sixty in July, so that's the plan.\nADV: And Karen, you're 57?\nKAREN: Fifty-seven, yes.\nDENNIS: Right.",
      60,
      57,
    ],
    ["Primary: Erik Sorensen        DOB: 02/11/1957\nSecondary: Ingrid Sorensen    DOB: 09/30/1959", 69, 67],
    ["DOB (Aisha): 1989-05-22\nAge (Femi): 2 yrs older than Aisha", 37, 39],
    ["Dayo Okonkwo + wife Ngozi, Houston.\nDayo DOB 4/2/1968, Ngozi 3 yrs younger.", 58, 55],
    ["Gary is 67; Deb is three years behind him. Married since 1981.", 67, 64],
    ["Cal, 38, owns 34%; Pete Sandoval (58, the money guy) 33%. Lives w/ girlfriend Tess (36), not married.", 38, 36],
    [
      "Ray & Patsy Leblanc; their son Andre and his wife Monique.\nRay is 72. Patsy turned 70 in July. Married 49 years.\nAndre (44) is a landman; Monique (42) teaches.",
      72,
      70,
    ],
    ["Frank DeLuca, 74. First wife died in 2012; he remarried in 2018 to Renee, who is 61.", 74, 61],
    [
      "Kavita (50) co-owns a staffing firm with her longtime partner Steve Mulroney (61). Steve owns 55%. Raj (52) is her husband.",
      50,
      52,
    ],
    ["[Page 1] Single woman, 42, no children yet.", 42, null],
    ["Client: Arthur, 80. Wife Joan 77. Married 55 yrs.", 80, 77],
    ["- 66, retiring in June.\n- Wife Denise, 63, part-time bookkeeper.", 66, 63],
    ["Nathan Ross, 51, surgeon. Claire Ross, 49, architect. Married 20 years.", 51, 49],
    ["Present: Mr. and Mrs. Hale. Mr. Hale is 74 and Mrs. Hale is 72.", 74, 72],
    ["Dolores Kim (born 1959) and Victor Kim (born 1957) married in 1985.", 67, 69],
    ["Her husband Omar, 45, teaches high school. She is 44.", 44, 45],
    ["Visit with Frank (70) & April (68) Doyle, married 45 years.", 70, 68],
    ["Client DOB 07/04/61. Husband is two years older.", 65, 67],
    ["Ellen is a widow, 58 years of age.", 58, null],
    ["Joe's 62, Maria is sixty, married 30 years.", 62, 60],
    [
      "AD: Let's start with ages. Frank, you were born in...\nFM: '58.\nAD: And Pat?\nPM: I'm sixty-five.\nFM: We've been married 40 years.\nPM: Forty-one.",
      68,
      65,
    ],
    [
      "Q: How old are you both?\nROSA: Fifty-two. Luis is fifty-four.\nLUIS: Married twenty years.\nROSA: In Tucson.\nQ: Any kids?\nLUIS: Two, both grown.",
      52,
      54,
    ],
    ["Married. Ted (66) and Ruth (64), both retired.", 66, 64],
    ["Married 40 years. Bob just celebrated his 70th birthday; his wife is 68.", 70, 68],
    ["Married. Ages: him 58, her 55.", 58, 55],
    ["Kayla Ortiz (38) - Marc Ortiz (40), Marc's wife is the client. The 401(k) still names his ex-wife.", 38, 40],
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
    ["Divorced, two adult kids; his ex-wife remarried in 2020.", "divorced"],
    ["Going through a divorce; not final yet.", "separated"],
    ["Spouse: none. Two kids in college.", "single"],
    ["Call with Dale and Wanda Pruitt about his retirement.", "married"],
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

  it.each([
    // Someone else's death, with the spouse named and alive.
    ["Tom (68) and Linda (66), Boise. Frank died last spring and left Tom $400K.", "married", 66],
    // An earlier marriage ended by death, a spouse today.
    ["Ann, 62, and her husband Dave, 64. Ann's first husband died in 1998.", "married", 64],
    ["Notes: Dave 61 / Kim 59. Dave's first wife, Ellen, died in 1995; one son from that marriage.", "married", 59],
    ["Paul 66, wife Diane 63. Paul was widowed in 2001 and married Diane in 2005.", "married", 63],
    // The spouse's own death is still a widowhood.
    ["Ruth, 81. Her husband Jim died in 2025.", "widowed", null],
    ["Margaret (79), widowed; late husband Robert.", "widowed", null],
    // The spouse's own late spouse, or one named apart from the wife of today: an earlier marriage.
    ["Douglas, 71, and Linnea, 63. Linnea's late husband left her the lake house.", "married", 63],
    ["Tom and his wife Sue (both 68). Tom's late wife Mary's IRA still names Tom's kids.", "married", 68],
    // A second husband who died is no remarriage today.
    ["Helen, 80, widowed twice; her second husband Walt died in 2022.", "widowed", null],
  ])("whose death: %s → %s", (text, status, spouseAge) => {
    const f = read(text);
    expect([f.maritalStatus, f.spouseAge]).toEqual([status, spouseAge]);
  });

  it.each([
    ["Client: Paula, 54. Divorced. Pays no alimony. Her ex, Dan, 56, remarried.", "divorced"],
    ["Kim (47) split from her husband Rob (49) in 2019; divorce was final in 2020.", "divorced"],
  ])("an ex-spouse's remarriage and a spouse left are not the client's marriage: %s", (text, status) => {
    const f = read(text);
    expect([f.maritalStatus, f.spouseAge]).toEqual([status, null]);
  });

  it("a former spouse's death is not a widowhood", () => {
    expect(
      read("Client is 55. Her ex-husband passed away last year; his policy names the kids.").maritalStatus,
    ).not.toBe("widowed");
  });
});

describe("a birthday later in the note's year", () => {
  it.each([
    // 2026 - 1966 = 60, the October birthday after the note of January 22: 59.
    ["OKERLUND, Russ - Anchorage - 1/22/26 - office mtg\nb. 10/1966. Kids Anya 27.", 59],
    // 2026 - 1957 = 69, the August birthday after the memo of April 20: 68.
    ["Memo, April 20, 2026\nEvelyn was born in August 1957 and is a retired nurse.", 68],
    // ISO birth date after an ISO note date: April 19 after February 1.
    ["Memo 2026-02-01\nClient DOB: 1962-04-19.", 63],
    // The birthday has passed: the whole year.
    ["Review 11/03/2026\nClient DOB: 1962-04-19.", 64],
    // No date of the note: the birth year alone (README of api/eval).
    ["Client born in August 1957.", 69],
  ])("%s", (text, age) => {
    expect(read(text).primaryAge).toBe(age);
  });
});

describe("figures that are not ages", () => {
  it.each([
    ["Loan $3.15 million (First Dakota, 25-year am). Jace turned 44 in January.", 44],
    ["And the two Roths - thirty-eight for Kaden, twenty-nine for Brynn. Kaden is 41.", 41],
  ])("%s", (text, age) => {
    expect(read(text).primaryAge).toBe(age);
  });
  it("'Div.' is a divorce and the ex's age is not a spouse's", () => {
    const f = read("b. 10/1966. Div. 2019 (ex = Dawn, 57, Wasilla). Not remarried. Kids Anya 27, Leo 24.");
    expect([f.maritalStatus, f.spouseAge]).toEqual(["divorced", null]);
  });
});

describe("birthdays asked in a transcript", () => {
  const opening =
    "ADVISOR: Good to see you both.\nTOM: Good to be here.\nLINDA: Thanks for fitting us in.\nADVISOR: Let's go.\nTOM: Sure.\nLINDA: Sure.\n";
  it.each([
    // In notes of February 10: "Forty-two this September" is still to come: 41; "I turn forty" in July: 39.
    [
      "Call - Tue Feb 10, 2026\nADVISOR: Tom, you're still September of '84?\nTOM: Yep. Forty-two this September.\nADVISOR: And Linda, July?\nLINDA: July eighteenth. I turn forty.",
      41,
      39,
    ],
    // A day of the month opening the answer: "October 30th. I'll be sixty-four." is 63 now.
    [
      "ADVISOR: And your birthday - I have October of '62?\nLINDA: October 30th. I'll be sixty-four.\nADVISOR: Tom?\nTOM: Sixty-seven.",
      67,
      63,
    ],
    // With the birth year said in the question, the answer in words is the age.
    ["ADVISOR: And I have you born March of '74.\nTOM: Fifty-two. Feel seventy.", 52, null],
  ])("%s", (text, primary, spouse) => {
    const [head, ...body] = text.startsWith("Call") ? text.split("\n") : ["", text];
    const f = read(`${head}\n${opening}${body.join("\n")}`);
    expect([f.primaryAge, f.spouseAge]).toEqual([primary, spouse]);
  });
});

describe("a widow's thread with her daughter", () => {
  const thread =
    "From: Tyler Bagwell <t@ff.com>\nTo: Dot Kinard\nDate: Thu, Apr 16, 2026\n\nMrs. Kinard, I have your net worth at about $1.25 million. You're writing checks to Fairview and Miracle Hill - about $8,400 a year. So you'd take about $13,000 as your regular distribution.\n\n" +
    "From: Lisa Kinard Spearman <l@gmail.com>\nSent: Wednesday, April 15, 2026\n\nMama, you left off the Jackson annuity. It's about $150,000 - it's the nonqualified one, not part of the IRA. So it's more like $1.25 million, not 1.1.\nTyler, Mark and I are fine, we make around $190K between us and his 401k is close to $900K.\n\n" +
    "From: Dot Kinard\nSent: Wednesday, April 15, 2026\n\nMy Social Security is $2,640 a month. My teacher retirement is $1,910 a month. Fidelity says I have to take $21,400 out of my IRA this year.\nThe IRA at Fidelity is $486,000.\nI figure I'm worth about $1.1 million.";
  it("the RMD is income, a daughter's pay and her husband's 401(k) are theirs, 'more like $1.25 million, not 1.1' corrects the net worth, 'writing checks to' is giving, 'you'd take' is a plan", () => {
    // 2,640 × 12 + 1,910 × 12 + 21,400 = 76,000.
    facts(thread, {
      annualIncomeUsd: 76_000,
      retirementAccountsUsd: 486_000,
      netWorthUsd: 1_250_000,
      annualCharitableGivingUsd: 8_400,
    });
  });
  it("a part of the income named without its figure leaves the income unknown", () => {
    expect(
      read(
        "My IRA statement says I have to take $49,000 out this year. Since Frank passed I just have the IRA (about $1.3 million) and my Social Security.",
      ).annualIncomeUsd,
    ).toBeNull();
  });
});

describe("a shorthand income block", () => {
  it("'- = ~$535K' under its parts is their total, '(tax + excess)' does not make the K-1 a tax, 'he pays her $4K/mo' is an outflow", () => {
    const note =
      "b. 10/1966. Div. 2019 (ex = Dawn; he pays her $4K/mo maint. thru 6/2028).\n\nINC '26\n- W-2 $225K\n- K-1 dist ~$310K (tax + excess)\n- = ~$535K\n\nACCTS\n- 401k $1.15M";
    // 225,000 + 310,000 = 535,000, counted once.
    expect(read(note).annualIncomeUsd).toBe(535_000);
  });
});

describe("rent net of the property's costs", () => {
  it("'net her about $42,000 a year after taxes and insurance' is income, not take-home pay to be replaced", () => {
    // 3,780 × 12 + 42,000 = 87,360.
    expect(
      read(
        "Social Security switched her to the survivor benefit, $3,780 a month. The 1,200 acres are leased to a neighbor and net her about $42,000 a year after taxes and insurance. That is all of her income.",
      ).annualIncomeUsd,
    ).toBe(87_360);
  });
});

describe("a landlord's call", () => {
  const call =
    "SHAWN: Hi.\nLYLE: Hi.\nSHAWN: The rent from the auto-parts lease - still nineteen-five a month?\nLYLE: Nineteen-five, triple net, they pay everything.\nSHAWN: And Social Security?\nLYLE: Thirty-six hundred a month.\n" +
    "DEB: Four days a week. About sixty-one thousand a year.\nSHAWN: With the building at three-four, I come to six-point-one million for the two of you.\n" +
    "SHAWN: At five percent on three-four, that's about a hundred seventy thousand a year to start, in place of the rent.\nLYLE: OK.";
  it("rent asked as 'nineteen-five a month' is income, a payout at a rate is a plan, 'I come to' gives the net worth", () => {
    // 19,500 × 12 + 3,600 × 12 + 61,000 = 338,200.
    facts(call, { annualIncomeUsd: 338_200, netWorthUsd: 6_100_000 });
  });
});

describe("a total said after its parts", () => {
  it("'salary $245K plus the $36,750 bonus …, so $281,750 of wages', with the parts said again below, is counted once", () => {
    expect(
      read(
        "Nathan - I ran her 2026 numbers: salary $245K plus the $36,750 bonus she got this month, so $281,750 of wages; single, no dependents.\n\n- Salary $245,000. Bonus was 15% of base, $36,750, paid last week.",
      ).annualIncomeUsd,
    ).toBe(281_750);
  });
});

describe("an income part named without its figure", () => {
  it("'+ IRA RMD (amt? - get Schwab letter)' leaves the income unknown", () => {
    expect(
      read("Inc: SS $2,310/mo + Roland's NHRS survivor pension $1,850/mo + IRA RMD (amt? - get Schwab letter)")
        .annualIncomeUsd,
    ).toBeNull();
  });
});

describe("pay and roles in threads and calls", () => {
  it("a paycheck answered after 'still bi-weekly?' with 'Every other Friday.' is made a year's: 3,850 × 26 + 1,600 × 12", () => {
    expect(
      read(
        "ERIN: Your pay from Providence - still bi-weekly?\nWADE: Every other Friday. Thirty-eight fifty gross. I'm the facilities director now.\nERIN: And the fourplex nets you how much, after everything?\nWADE: About sixteen hundred a month.",
      ).annualIncomeUsd,
    ).toBe(119_300);
  });
  it("'the bonus in December - it's been sixty thousand' is the bonus", () => {
    expect(
      read(
        "CLAIRE: Andre's salary?\nANDRE: One-ninety-five, and the bonus in December - it's been sixty thousand three years running. The LLC doesn't distribute anything else.",
      ).annualIncomeUsd,
    ).toBe(255_000);
  });
  it("flows under a condition are scenarios, and the adviser's 'and your income is about' is the household's", () => {
    expect(
      read(
        "Putting it together: your net worth is about $1.21 million today, and your income is about $92,600.\n- If you leave most of it until the end, year 10 is a $1 million-plus distribution. If you spread it evenly, roughly $90-100K a year.",
      ).annualIncomeUsd,
    ).toBe(92_600);
  });
  it("'copied nothing to the children, per Douglas's request' does not make Douglas a child", () => {
    const f = read(
      "Douglas and Linnea,\n\nI've copied nothing to the children, per Douglas's request.\n- Douglas, 71; Linnea, 63. Married in 2019; second marriage for both.",
    );
    expect([f.primaryAge, f.spouseAge]).toEqual([71, 63]);
  });
});

describe("a partner the notes call a client", () => {
  it("'Amara Osei (Jace's partner, also our client)' is the partner, and her pay and accounts are the household's", () => {
    const f = read(
      "Present: Jace Van Roekel (client); Amara Osei (Jace's partner, also our client); Brent Hofer (Jace's co-investor, his own CPA on the phone).\n- Jace's income: management company net about $180,000 (Schedule C).\n- Amara's income: $340,000 salary. Nothing else.\n- Retirement: Jace SEP-IRA $210K. Amara 403(b) $380K.\n- Jace and Amara are not married.",
    );
    expect([f.maritalStatus, f.annualIncomeUsd, f.retirementAccountsUsd]).toEqual(["partnered", 520_000, 590_000]);
  });
});

describe("a family meeting's notes", () => {
  const notes =
    "Family meeting - Saturday 3/21/2026\nClients:\n- Walt: retired DuPont research chemist. Turned 73 in January. Still sharper than all of us.\n- Bernadette: retired from the school district office. Birthday in August - she'll be 71.\n- Married 1977.\n" +
    "ACCOUNTS\n- Walt rollover IRA (DuPont savings plan rolled in 2014): $1,260,000\n- Bernadette IRA: $180,000\n- House $640,000 and the beach cottage $700,000.\n" +
    '- Walt said "we\'re about four and a half." Bernadette: "That\'s without Bethany, Walt. With the beach house it\'s five-two."';
  it("ages in items labelled with a name, an account rolled over in 2014 that is held today, and the total with the holding left out", () => {
    // "she'll be 71" in August, the notes of March: 70.
    facts(notes, { primaryAge: 73, spouseAge: 70, retirementAccountsUsd: 1_440_000, netWorthUsd: 5_200_000 });
  });
});

describe("a dentist's CRM record", () => {
  const record =
    "CRM export 05/08/2026\nPrimary ......... Anders Rask\n  DOB ........... 03/14/1971\nSpouse .......... Kari L. Rask\n  DOB ........... 09/02/1973\n\nRETIREMENT\n" +
    "  Anders 401(k) - practice safe-harbor plan ....... $1,080,000\n  Anders rollover IRA (from residency 403b) ....... $145,000\n  Kari 401(k) - practice plan ..................... $188,000\n  Kari Roth IRA ................................... $31,000\n\n" +
    "05/08/2026 - Annual review. Anders already maxes the 401(k) with profit sharing ($72K total in 2025 for him).";
  it("the plan's sponsor in an account's label is no business, a maxed year's contribution no balance,", () => {
    // 1,080,000 + 145,000 + 188,000 + 31,000.
    facts(record, { retirementAccountsUsd: 1_444_000 });
  });
});

describe("a net worth said outside the company", () => {
  it("'So outside of Tallgrass I have you at about one-point-six-six million', Tallgrass's shares held: the net worth leaves the business out", () => {
    facts(
      "MCKENNA: Schwab brokerage four-ten. So outside of Tallgrass I have you at about one-point-six-six million.\nKADEN: Sure.\nMCKENNA: You put Tallgrass shares into the trust.",
      { netWorthUsd: 1_660_000, netWorthExcludesBusiness: true },
    );
  });
});

describe("a household's CRM export", () => {
  it("a name opening a company's ('Sierra Logic, Inc.') is no third party, and a member written with a middle initial takes the DOB beside it", () => {
    const record =
      "WEALTHBOX - CONTACT: Strand, Paul & Megan (Household)\nExported 07/09/2026\n\nHousehold Members\n  Paul R. Strand ........ DOB 02/09/1966 ........ Co-founder & CFO, Sierra Logic, Inc. (remote)\n  Megan T. Strand ....... DOB 10/30/1968 ........ Not employed\n\n" +
      "  Paul 401(k) (Sierra Logic plan) ........ $1,240,000\n  Megan rollover IRA ..................... $680,000";
    // Born 02/09/1966 and 10/30/1968, exported 07/09/2026: 60 and 57.
    facts(record, { primaryAge: 60, spouseAge: 57, retirementAccountsUsd: 1_920_000 });
  });
});

describe("an engaged couple's call", () => {
  const call =
    "PRIYA: Hi.\nJORDAN: Hi.\nPRIYA: Jordan?\n" +
    "JORDAN: I teach history at Doherty - seventy-eight five this year. Plus I coach JV soccer, that's a forty-two hundred stipend. I have a 403(b) with fifty-eight thousand.\n" +
    "PRIYA: So you'd go from about twenty-seven thousand a year to over fifty. It works with income under a hundred fifty-three thousand. So both of you should be putting seventy-five hundred into a Roth IRA every year.\nJORDAN: OK.";
  it("'seventy-eight five this year' after one's own job is pay, a stipend is pay; a scenario, an income limit and a contribution are not", () => {
    // 78,500 + 4,200.
    facts(call, { annualIncomeUsd: 82_700, retirementAccountsUsd: 58_000 });
  });
});

describe("a retiree's required distributions", () => {
  it("RMDs 'which this year total $70,300 from the TIAA 403(b) and the IRA' are income, and '$25,000 of the $70,300' restates them", () => {
    // 3,720 × 12 + 70,300.
    expect(
      read(
        "His income is his Social Security, $3,720 a month, and his required minimum distributions, which this year total $70,300 from the TIAA 403(b) and the IRA combined. The 403(b) is $1.2 million and the IRA $600,000. The gifts then count toward his RMD, and $25,000 of the $70,300 never enters his taxable income.",
      ).annualIncomeUsd,
    ).toBe(114_940);
  });
});

describe("pay after tax beside the gross", () => {
  it("take-home pay is left out when the gross is given, and a paycheck's gross is one earner's, not the household's", () => {
    // 3,450 × 26 + 1,150 × 12 = 89,700 + 13,800.
    expect(
      read(
        "Tommy, the $2,700 is what hits the checking account. Gross on my stub is $3,450 every two weeks, before the 401(k).\n> Me: 65, retired in December. Small pension, $1,150 a month, started in January.\n> Maria: still working, hygienist. She brings home about $2,700 every two weeks.",
      ).annualIncomeUsd,
    ).toBe(103_500);
  });
});

describe("income: quarters, support paid out and taxes figured on it", () => {
  it.each([
    // 14,583.33 × 24 + 30,000 × 4 = 350,000 + 120,000.
    ["Dev is paid twice a month, $14,583.33 per check. The board kept him on as a director, $30K a quarter.", 470_000],
    // The client pays the maintenance: 240,000 only.
    ["Divorced. Maintenance payable by Malcolm: $4,000/mo through 10/2028. W-2: $240,000.", 240_000],
    ["Divorced. Alimony paid to her ex: $2,000/mo. W-2: $240,000.", 240_000],
    // The ex-spouse pays it: 240,000 + 4,000 × 12.
    ["Divorced from Andrea. Maintenance payable by Andrea: $4,000/mo through 10/2028. W-2: $240,000.", 288_000],
    // A tax figured on the income is not income: 240,000 + 385,000.
    [
      "W-2 from the practice: $240,000. K-1 ordinary income 2026: $385,000. At ~$385K of K-1 income that is roughly $26K+ of NY tax moved above the line.",
      625_000,
    ],
    // 2,650 × 12 + 3,100 × 12 + 24,000: a spoken monthly figure with Social Security after it;
    // last year's consulting given way to this year's; "of consulting" is one source, not the total.
    [
      "LINDA: I invoiced thirty-one thousand last year. This year it's running lighter.\nRUTH: Twenty-six fifty a month Social Security, since I was sixty-seven. And my pension is thirty-one hundred a month.\nJOEL: Linda, your taxable income this year is about twenty-four thousand of consulting.",
      93_000,
    ],
    // Savings into accounts are not income: 16,250 × 12 + 68,000.
    [
      "Doug salary: $16,250/mo. Bonus: $68,000 this year. He should raise his deferral now to reach the full $35,750 by his last paycheck. Between the two Roths and the 457, I'd aim for about $8,000 a year.",
      263_000,
    ],
    // 300,000 + 1,250,000: the K-1s "for 2025" are last year's; the sons' salaries are theirs
    // (a generation younger than the client).
    [
      "Gerald turns 71 in September. Carol is 68. Mike is 44 and Dan 41. Gerald's salary: $300,000. The K-1s came to $1.1 million for 2025; Tom projects $1.25 million for 2026. Mike's salary is $185,000 and Dan's $160,000.",
      1_550_000,
    ],
    // 118,000 + 3,500 × 12 + 19,000: a property's net after expenses, in answer to "nets you?".
    [
      "MARCUS: Let me update your numbers. You're still at the university?\nDENISE: Assistant dean's office at NC State. One-eighteen a year.\nMARCUS: And Ron still pays alimony?\nDENISE: Thirty-five hundred a month until 2029.\nMARCUS: And the duplex nets you?\nDENISE: After the mortgage's paid off - it's been paid off since 2020 - and taxes, insurance, repairs, about nineteen thousand a year.",
      179_000,
    ],
    // 16,250 × 12 + 68,000 + 80,000: the year's expected figure, not the one to date.
    [
      "Income\n- Doug salary: $16,250/mo ($195K)\n- Doug annual bonus: paid September, $68,000 this year\n- Teresa: Sched C net $74K in 2025. 2026 through Sept is ~$61K net; she expects ~$80K net for the year\n- No other income",
      343_000,
    ],
  ])("%s → %s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBeCloseTo(income, -2);
  });
  it.each([
    // 140,400 + 3,150 × 12 + 1,420 × 12: a benefit not claimed (an estimate at 67) and the forms a
    // pension offers to choose from are not income; "Diane is 2+ yrs older" is no age of 2.
    [
      "CLIENT\n  Name: Stanley J. Kowalski\n  Birthdate: 04/12/1962\nSPOUSE\n  Name: Diane M. Kowalski\n  Birthdate: 01/05/1960\n  Marital status: Married (1986)\nINCOME\n  Stan base salary ...... $5,400.00 bi-weekly (26 pays)\n  Diane MPSERS pension ...... $3,150/mo\n  Diane Social Security ...... $1,420/mo (reduced; started at 62)\n  Stan Social Security ...... not claimed. SSA est.: $3,010/mo @ 67, $3,730/mo @ 70\n  Ford General Retirement Plan (DB) - Stan:\n      Option A: single life annuity ...... $3,640/mo\n      Option B: 100% joint & survivor ...... $3,280/mo\nNOTES\n  * Diane is 2+ yrs older, has her own pension and SS.",
      195_240,
    ],
    // 162,000 + 18,000 + 2,800 × 12: the ex pays the client alimony; child support is the children's.
    [
      "Becca is 46. Her own income: she is an actuary, base salary $162,000, with an annual bonus paid in March that was $18,000 this year. Under the temporary orders, Chris pays her $2,800 a month in alimony (pendente lite) and $1,900 a month in child support.",
      213_600,
    ],
  ])("%s → %s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBeCloseTo(income, -2);
  });
  it("the year's pay said again as its paychecks is counted once; a multiple of pay is life cover; cover proposed is not cover held", () => {
    const f = read(
      "Married 2013. Kids 9, 6, 2.\nComp: base $475k, paid semimonthly ($19,791.67 x 24). Call stipend ~$3k/mo.\n\nInsurance:\n - Life: group 2x base ($950k), ends if he leaves Roper.\n\nRecs (priority order):\n1. Own-occupation disability.\n2. Term life: 20-30 yr level term, $5-6M on Arjun.",
    );
    // 475,000 + 3,000 × 12.
    expect(f.annualIncomeUsd).toBe(511_000);
    expect(f.lifeInsuranceDeathBenefitUsd).toBe(950_000);
    // Two sources that happen to be equal are both counted: 15,000 × 12 + 180,000.
    expect(read("Owner pays himself 15k/mo W-2 + dists ~180k/yr.").annualIncomeUsd).toBe(360_000);
  });
  it.each([
    // (2,140 + 2,410 + 1,380) × 12: "Mine is thirteen-eighty" is the speaker's figure of the same income.
    [
      "JUNE: Walt's Whirlpool pension is twenty-one forty a month. His Social Security is twenty-four ten. Mine is thirteen-eighty.",
      71_160,
    ],
    // 52.40 × 36 × 52 + 7,000: the rate restated as a product is the same pay; "net for 2026" is the year's.
    [
      "I work three 12s a week at $52.40 an hour. My Schedule C for 2025 showed $6,400 net. I'm guessing about $7,000 net for 2026.\n\nOn the income: $52.40 x 36 x 52 comes to about $98,100, plus the classes.",
      105_093,
    ],
    // A product stated alone is the year's pay: 30 × 20 × 50.
    ["Her tutoring income: $30 x 20 x 50.", 30_000],
  ])("%s → %s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBeCloseTo(income, -1);
  });
  it("a part left to 'whatever the required amount is' leaves the sum unknown; a trust's illustrated payout is not income", () => {
    expect(
      read('Social Security: $2,400 a month. "And the IRA sends me whatever the required amount is in December."')
        .annualIncomeUsd,
    ).toBeNull();
    expect(
      read(
        "Social Security: $2,400 a month. Marlene gets 5-6% of the trust value every year for life (about $105-125K a year to start).",
      ).annualIncomeUsd,
    ).toBe(28_800);
  });
});

describe("the next generation a will names", () => {
  it("the people a will leaves the estate to after the couple are not the household: their pay is theirs", () => {
    // Pension 6,200 × 12 only; Marco's 240,000 is his.
    expect(
      read(
        "DANA: Your wills leave everything to each other outright, then to Marco and Elena?\nRICHARD: Yes. The pension is sixty-two hundred a month, gross.\nRICHARD: Marco asked if he should be involved. He's thirty-four, he's a lawyer in Hoboken, making two-forty.",
      ).annualIncomeUsd,
    ).toBe(74_400);
  });
});

describe("pay by the hour", () => {
  it.each([
    // 52 × 20 hours × 52 weeks.
    [
      "BRYNN: Twenty hours a week. Fifty-two an hour now, they gave everybody a raise. I work straight through the year.",
      54_080,
    ],
    // 44.50 × 40 × 52.
    ["My pay: I'm a nurse manager, salaried-equivalent at $44.50 an hour, 40 hours a week, all 52 weeks.", 92_560],
    // 48 × (3 × 12) × 52.
    ["SIMONE: ICU. Forty-eight an hour, three twelves a week, all year round.", 89_856],
    // The year's figure said after it is the pay; the rate is not added again.
    ["BRIANNA: I'm an ICU nurse at Penn, 38 an hour, full time, so about 79 a year before overtime.", 79_000],
    // 60 × 15 × 48: the weeks worked said in words.
    [
      "GIULIA: Sixty dollars an hour, about fifteen hours a week. I take August off, so call it forty-eight weeks.",
      43_200,
    ],
    // 60 × 15 × (52 − 4): a month off.
    ["GIULIA: Sixty dollars an hour, about fifteen hours a week. I take August off.", 43_200],
    // 40 × 20 × (52 − 2).
    ["He tutors at $40 an hour, 20 hours a week, and takes two weeks off at Christmas.", 40_000],
    // Summers no longer off: all 52 weeks, 52 × 20 × 52.
    ["Twenty hours a week at fifty-two an hour. I don't take the summers off anymore.", 54_080],
  ])("%s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBe(income);
  });
  it("a paycheck said in words with no cue of its own: 8,750 × 24", () => {
    expect(
      read(
        "MCKENNA: Income. Your salary didn't change?\nKADEN: Comp committee bumped me. I get eight thousand seven-fifty twice a month now.",
      ).annualIncomeUsd,
    ).toBe(210_000);
  });
  it("no hours said: no year's pay made up", () => {
    expect(read("She makes $31 an hour at the clinic.").annualIncomeUsd).not.toBe(31);
  });
});

describe("a founder's call", () => {
  const call =
    "Call - Kaden & Brynn Ellsworth - Tue Feb 10, 2026\nMckenna Dalby, CFP - Wasatch Ridge Private Wealth\n\nMCKENNA: Thanks.\nKADEN: Fine.\nBRYNN: I'm here.\n" +
    "MCKENNA: Remind me where the Series D landed.\nKADEN: Post-money six hundred ten million. I'm at twelve and a half percent fully diluted.\n" +
    "MCKENNA: The bankers?\nKADEN: Two billion for an IPO, which would make it, what, a quarter billion for me?\n" +
    "MCKENNA: Your parents said they'd take the kids, Brynn?\nBRYNN: My parents, yes.\nMCKENNA: Brynn, your 403(b) from the hospital is sixty-four?\nBRYNN: Yes.";
  it("a share in percent is no net worth, a price that 'would make it' no income, the adviser no spouse, a name a question is put to no child", () => {
    const f = read(call);
    expect(f.netWorthUsd).toBeNull();
    expect(f.annualIncomeUsd).toBeNull();
    expect(f.retirementAccountsUsd).toBe(64_000);
  });
});

describe("the other client's age in the same answer", () => {
  const opening =
    "ADVISOR: Good to see you both.\nTOM: Good to be here.\nLINDA: Thanks for fitting us in.\nADVISOR: Let's go.\nTOM: Sure.\nLINDA: Sure.\n";
  it.each([
    ["ADVISOR: Ages?\nTOM: Sixty-eight. She's sixty-five.", 68, 65],
    ["ADVISOR: and you're both how old now?\nTOM: fifty-nine and fifty-seven. I'm the old man.", 59, 57],
    // Years of birth: 2026 - 1959 = 67, 2026 - 1961 = 65.
    ["ADVISOR: Remind me of your birthdays.\nLINDA: I was born in '61, Tom in '59.", 67, 65],
    ["ADVISOR: What year were you born?\nTOM: 1958. Linda in 1961.", 68, 65],
  ])("%s", (text, primary, spouse) => {
    const f = read(opening + text);
    expect([f.primaryAge, f.spouseAge]).toEqual([primary, spouse]);
  });
});

describe("money", () => {
  it.each([
    ["We figure we have around $2.7M total.", 2_700_000],
    ["Combined, their assets are in the $11 million range.", 11_000_000],
    ["Roughly $12M net of the mortgage.", 12_000_000],
    ["All-in they have about $8.5 million.", 8_500_000],
    ["In total we have maybe four and a half million.", 4_500_000],
    // A flow or a gift with a word of the whole is not what they hold.
    ["They gave $2M total to the kids last year.", null],
    ["Together they make $450K in total.", null],
    // A bare figure about the size of the holdings listed is their total (within 80–160%).
    [
      "Aaron's 401(k) is $342,000 and Priya's 403(b) is $261,000. Roth IRAs of $41,000 and $36,000. The house is worth $640,000 with a $420,000 mortgage. They keep $60,000 in savings. Their own summary: \"just under a million, 960 or so.\"",
      960_000,
    ],
    // Not a figure with a word of a flow after it.
    ["401(k) $300,000. IRA $90,000. Brokerage $40,000.\nLM: $414K net.", null],
  ])("a household total no cue names: %s", (text, netWorth) => {
    expect(read(text).netWorthUsd).toBe(netWorth);
  });

  it.each([
    ["ADVISOR: Ballpark, what's everything worth?\nCLIENT: Oh, I'd say three and a half million.", 3_500_000],
    ["ME: If you added it all up?\nJANET: Two point eight, roughly.", 2_800_000],
    ["Advisor: so where does that leave you overall?\nSue: About $5M, I think.", 5_000_000],
    [
      "ADVISOR: Hi.\nBOB: Sure.\nSUE: Hi.\nADVISOR: Where are you overall?\nBOB: We're a little north of five.",
      5_000_000,
    ],
    ["ADVISOR: What's the whole thing add up to?\nBOB: Around six million, give or take.", 6_000_000],
  ])("an answer to a question after the whole of it: %s", (text, netWorth) => {
    expect(read(text).netWorthUsd).toBe(netWorth);
  });

  it.each([
    [
      "MCKENNA: Schwab brokerage four-ten, about ninety-five in checking. So outside of Tallgrass I have you at about one-point-six-six million.",
      1_660_000,
    ],
    ['- "About $2.3 million all in" - Nate', 2_300_000],
    ["- At $3.1 million, Irene's estate would owe Rhode Island well over $100,000 today.", 3_100_000],
    [
      "ERIN: Net worth, your side, as you see it?\nWADE: Fourplex one-fifteen, retirement three-ten, maybe forty in the bank. I owe twenty-five on the truck.\nERIN: So about one million four hundred seventy-five thousand.\nWADE: If you say so.",
      1_475_000,
    ],
    // "3 or 4 million" is a range: its midpoint (README's convention).
    ["They think they're worth 3 or 4 million.", 3_500_000],
    ["Overall picture: about $9M between them.", 9_000_000],
    ["Your total is about $5.6 million.", 5_600_000],
    ["What they own, less what they owe, comes to about $2.6 million.", 2_600_000],
  ])("the net worth as advisers say it back: %s", (text, netWorth) => {
    expect(read(text).netWorthUsd).toBe(netWorth);
  });

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

describe("the business: the client's share of what it is worth", () => {
  it.each([
    ["Married. Her stake in the firm is worth roughly $1.2M.", 1_200_000],
    ["Married. The business (an S corp he owns outright) was appraised at $8.5M last year.", 8_500_000],
    ["Married. His dental practice would sell for around $2M.", 2_000_000],
    ["Married. Business value ~$12MM (his 51%).", 6_120_000],
    ["Married. He built a software company; a buyer offered $30M for it.", 30_000_000],
    ["Married. Co-owns a restaurant group with two partners (one-third each); the group is valued at $9M.", 2_999_700],
    ["Married. Rudy owns 100% Vasquez Tire & Auto, 3 locations, S-corp. broker indication $3.5-4M", 3_750_000],
    [
      "Married. Doug owns 70% of Coastal Landscape Supply, an S corp; his cousin Rick owns the other 30%. They have a signed LOI at $9.1M for 100% of the company.",
      6_370_000,
    ],
    [
      "Married. I own half of Queen City Roofing LLC with my brother-in-law.\n- The bank valued the company at about $5M last year",
      2_500_000,
    ],
    [
      "Single. Cal, 38, one of three owners of a brewery. LLC. Cal 34%, Jamie Ortiz 33%, Pete Sandoval (58) 33%. Pete's investor friend valued the whole place at ~$6M.",
      2_040_000,
    ],
    [
      "Married. The farm operation sits in Halvorsen Farms LLC, which Gary and Deb own together; they put it at about four million dollars.",
      4_000_000,
    ],
    [
      "Married. Kavita co-owns a staffing firm (S corp) with her longtime partner Steve Mulroney. Steve owns 55%, Kavita 45%. A PE firm valued the whole company at $18M.",
      8_100_000,
    ],
  ])("%s → %s", (text, value) => {
    expect(read(text).businessValueUsd).toBe(value);
  });
  it("a share said in words after the entity: 'It's an S corp, I own sixty percent'", () => {
    const f = read("Married. OH: It's an S corp, I own sixty percent and Ben Kerr has forty.");
    expect(f.ownsBusiness).toBe(true);
    expect(f.businessOwnershipShare).toBe(0.6);
  });
  it("a son's company valued by its own words stays the son's", () => {
    expect(read("Married, retired. Her son's firm was valued at $10M last year.").businessValueUsd).toBeNull();
  });
  it("an employee whose company's co-founders own 30% does not own a business", () => {
    const f = read(
      "Married. Emily, 36, staff engineer at Lumora (private; the last round valued the company at $800M). She holds 120,000 ISOs (current 409A value $14.50). Lumora's two co-founders own about 30%; Emily is an employee, not a founder.",
    );
    expect(f.ownsBusiness).toBe(false);
    expect(f.businessValueUsd).toBeNull();
  });
  it("a net worth asked 'outside the business' is the net worth", () => {
    const f = read(
      "ADV: Net worth outside the business?\nMARK: About three and a half million not counting the company.\nADV: Thanks.\nMARK: Sure.",
    );
    expect(f.netWorthUsd).toBe(3_500_000);
    expect(f.businessValueUsd).toBeNull();
  });
  it.each([
    ["MARK: My dad started it in '88 as a C corp. I bought his shares out in 2009, so I own all of it now.", 1988],
    ["He started the business in '09, an S corp; he owns 100% of it.", 2009],
  ])("the year the stock was issued, with a two-digit year: %s → %s", (text, year) => {
    expect(read(text).businessStockIssuedYear).toBe(year);
  });
  it("a 401(k) at the clinic is a 401(k), not a clinic", () => {
    expect(read("Employee. 401(k) at the clinic, $310k; Roth IRA, $45k.").retirementAccountsUsd).toBe(355_000);
  });
});

describe("investment real estate", () => {
  it.each([
    ["Married. Their rental house in Tampa is worth around 650.", 650_000],
    ["Married. They're selling the apartment building (under contract at $4.2M).", 4_200_000],
    ["Married. Three single-family rentals, about $400k each.", 1_200_000],
  ])("%s → %s", (text, value) => {
    expect(read(text).investmentRealEstateUsd).toBe(value);
  });
});

describe("a blended family and what it dates", () => {
  it("a remarriage or children of an earlier marriage is a blended family; documents from the first marriage are outdated", () => {
    const f = read(
      "Married in 2019, a second marriage for him. His two sons from his first marriage are grown. Wills from their first marriages, nothing since. His IRA still names his first wife.",
    );
    expect(f.hasBlendedFamily).toBe(true);
    expect(f.estatePlanOutdated).toBe(true);
    expect(f.hasBeneficiaryDesignationIssue).toBe(true);
  });
  it("documents older than the children, or not looked at since, are outdated", () => {
    expect(
      read("- Wills: done in Oregon in 2017 when the twins were born. Haven't looked at them since.")
        .estatePlanOutdated,
    ).toBe(true);
    expect(read("Wills from 2019, done before the kids were born; they don't name the baby.").estatePlanOutdated).toBe(
      true,
    );
  });
  it("a will named by its year or as someone's own, or dated in answer to a question about it, exists", () => {
    for (const text of [
      "The 2012 will names her ex-husband as executor.",
      "Her own will, from 2010, leaves everything to her late husband.",
      "KM: And your will?\nHAL: 2009. Everything to Rosemary, then the kids.",
      "AK: Last thing: your wills are from '98?\nARNE: Nineteen ninety-eight. Everything to each other.",
    ]) {
      const f = read(text);
      expect(f.estateDocuments, text).toContain("will");
      expect(f.hasEstatePlan, text).toBe(true);
      expect(f.estatePlanOutdated, text).toBe(true);
    }
    // A year in answer to a question about something else dates nothing.
    expect(read("AK: When did you buy the house?\nHAL: 2009.").estateDocuments).toEqual([]);
  });
  it("wills a child was born after, or that need review after a move, are outdated", () => {
    expect(
      read("The 2020 wills name a guardian for Makana only - Kai and Noelani were born after.").estatePlanOutdated,
    ).toBe(true);
    expect(
      read("Wills and a revocable trust done in California - need review under Nevada law.").estatePlanOutdated,
    ).toBe(true);
    expect(read("Wills signed in 2023 and still current.").estatePlanOutdated).toBe(false);
  });
  it("no children from a prior marriage is not a blended family", () => {
    expect(read("Married 30 years, no children from a prior marriage.").hasBlendedFamily).toBe(false);
  });
});

describe("net worth: the total stated, or the assets less the debts", () => {
  it.each([
    ["Married. - NW, we think, $3.1-ish", 3_100_000],
    ["Married. NW (est.) 38, income 250", 38_000_000],
  ])("a figure without its unit: %s → %s", (text, nw) => {
    expect(read(text).netWorthUsd).toBe(nw);
  });
  it.each([
    ["Total assets about $8M, no debt.", 8_000_000],
    ["Gross estate about $18M.", 18_000_000],
    ["Approx. $7M in total assets, mortgage $1M.", 6_000_000],
    ["Family wealth is around $40 million.", 40_000_000],
    ["Balance sheet: ~$5.5M net.", 5_500_000],
    ["Net worth (excl. home) ~$2.1M; home $800k.", 2_100_000],
    ["ADVISER: Ballpark net worth?\nCLIENT: Eh, seven-ish? Maybe seven and a half.", 7_500_000],
    ["All told they have about $9M.", 9_000_000],
    ["Our net worth not counting the lake house is about $4M, so with the lake house maybe $5.2M.", 5_200_000],
    ["Net worth is about $6 million, including IRAs of $2 million.", 6_000_000],
    ["The estate stood at $12 million at the 2023 review; with market gains it is now about $14 million.", 14_000_000],
    [
      "Q: All in, what are you worth today?\nA: Counting the house at its appraisal, something like $9 million.",
      9_000_000,
    ],
  ])("%s → %s", (text, nw) => {
    expect(read(text).netWorthUsd).toBe(nw);
  });
});

describe("household income: the sum of the parts, each once", () => {
  it.each([
    ["Single. Staff eng @ Stripe (still private), ~$410k TC", 410_000],
    [
      "- Own a duplex, worth ~$640k, mortgage ~$310k\n- Jess: RN at Hennepin Healthcare, ~$104k.\n- Dana: self-employed carpenter. 2025 net was $71k, this year closer to $85k",
      189_000,
    ],
    ["Married. OH: W-2 is 180. Distributions, I'd guess another 250 by year end.", 430_000],
    ["Married. TYLER: I'm a project engineer at a construction firm, 92 base. No bonus to speak of.", 92_000],
    ["Married. Monthly income: $12,500.", 150_000],
    ["Married. Retired. Income from SS ($52k combined) and IRA withdrawals of $80k.", 132_000],
    ["Married. DENNIS: Salary's 310. Bonus should come in around 110, it was 95 last year.", 420_000],
    ["Married. Doug's W-2 from the company is $250K. His K-1s: $540K in '25, projecting $610K for '26.", 860_000],
  ])("%s → %s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBe(income);
  });
  it.each([
    ["Social Security: $3,200/mo (him) and $1,800/mo (her).", 60_000],
    ["SS $38k combined, pension $52k.", 90_000],
    ["Both retired. SS about $4,100/mo combined; his pension $2,600/mo.", 80_400],
    ["They live on pensions totaling $7,500 a month plus Social Security of $4,000 a month.", 138_000],
    ["$95k from her job at the hospital, and he is retired with a pension of $30k.", 125_000],
    ["Dr. Lee clears about $700K from the practice; her husband is a stay-at-home dad.", 700_000],
    ["Household income was $410k in 2024; this year he expects $450k.", 450_000],
    ["Her Social Security is $2,400 a month and his is $3,100 a month.", 66_000],
    ["He collects a military pension of $3,800/month and VA disability of $1,700/month.", 66_000],
    ["Salary of one hundred eighty thousand dollars.", 180_000],
    ["Income: $95K (his) + $85K (hers) = $180K.", 180_000],
    ["Married. Mike, 55, software sales, OTE $350k. Wife Anna, 52, school counselor, $68k.", 418_000],
    ["Married 20 years. She is an RN, $105,000. He drives for UPS, about $92,000 with overtime.", 197_000],
    ["Comp ~390 (210 base + ~180 RSU vesting).", 390_000],
    ["Income from the farm averages $300K a year. Her job at the clinic pays ~$85K.", 385_000],
    ["Her mother, Rose, 81, lives with them and has her own Social Security (about $21K). He earns $130K.", 130_000],
    ["Married.\nIncome_P1: 185,000\nIncome_P2: 92,000", 277_000],
    ["Married. He has a pension of $3,000/mo and she has one of $1,200/mo.", 50_400],
    ["Hi, quick update: my salary went up to $165K this year, and Dan's still at $120K.", 285_000],
    ["Married. Dr. Patel (cardiology) ~$650K; spouse (teacher) ~$70K.", 720_000],
    [
      "ADVISER: What's your household income?\nJOHN: I make about 180 and Sue makes around 95.\nSUE: Plus my side business, maybe 20.",
      295_000,
    ],
    ["Married. They each draw $5,000 a month from their pensions.", 120_000],
    ["Married. Social Security: $38K for him, $22K for her.", 60_000],
    ["Married. Annual income: ~$400K W-2 + ~$75K rental.", 475_000],
    ["Married. My comp this year: base $235K, bonus about $50K, RSUs vesting about $90K.", 375_000],
    ["Married. He's on salary through the PC, W-2 from practice 180k + distributions ~240k.", 420_000],
    [
      "Widowed. I take $40,000 a year out of the inherited IRA, so my income is my $71,000 salary plus that $40,000.",
      111_000,
    ],
    ["Married.\nAnnual Income: $250,000 (H) / $90,000 (W)", 340_000],
    ["Married. EARNED INCOME - HIM 220K, HER 65K.", 285_000],
    ["Widowed. Lives on SS ($2,900/mo) and RMDs (~$40k/yr).", 74_800],
    ["Married. 2025 W-2s: $410K (him), $0 (her).", 410_000],
    [
      "She takes care of her father, who moved in last year. He has his own pension, about $40K. She earns $90K.",
      90_000,
    ],
  ])("%s → %s", (text, income) => {
    expect(read(text).annualIncomeUsd).toBe(income);
  });
});

describe("the spouse's earned income (spousal IRA, IRC §219(c))", () => {
  it.each([
    [
      "P1_Nm: Arjun | P1_Emp: Apple\nP2_Nm: Kavya | P2_Age: 36 | P2_Emp: none - left her job in 2025 after baby #1",
      false,
    ],
    ["Occupation (P): Engineer\nOccupation (S): Homemaker - no earned income", false],
    ["- Raj, 52, cardiologist\n- Meera, 49, green card holder, not working outside the home. Married.", false],
    ["Married; his wife is a stay-at-home mom.", false],
    ["Married, both work full time.", true],
    ["Married. Her husband works at Boeing.", null],
    // The client's not working says nothing about the wife; her occupation, held now, is pay.
    ["Married. The client does not work; his wife is a surgeon.", true],
  ])("%s → %s", (text, value) => {
    expect(read(text).spouseHasEarnedIncome).toBe(value);
  });
});

describe("negations, subsets and the current state", () => {
  it("a flag asked as a question and answered 'No' is false", () => {
    const f = read("ADV: Okay. Pension?\nDENNIS: No, P&G did profit sharing, that's all in the 401(k).");
    expect(f.hasPension).toBe(false);
  });
  it.each([
    ["They split time between Vail and Scottsdale but are Arizona residents.", "AZ", null],
    ["Domiciled in Nevada since 2022; previously California.", "NV", "CA"],
    ["Retired to The Villages, FL from Ohio.", "FL", "OH"],
    ["She's a Kentucky resident with a lake house in Tennessee.", "KY", null],
    ["Address: 12 Elm St, Madison WI 53703", "WI", null],
    ["Moved down to Tampa last year after 30 years in Connecticut.", "FL", "CT"],
    ["Tyler 29 / Megan 28, married 2024, Columbus OH.", "OH", null],
    ["Annual review - Bill and Carol Henderson, Greenville SC", "SC", null],
    // Ties kept to the state left behind.
    ["They live in Jupiter, Florida now. Richard still has his Connecticut license.", "FL", "CT"],
    ["Full-time in Vero Beach, FL since September. We still vote in New York.", "FL", "NY"],
    ["Jupiter, Florida since May. I don't want Connecticut coming after us.", "FL", "CT"],
  ])("the state of residence and the one left: %s", (text, state, former) => {
    const f = read(text);
    expect([f.state, f.formerState]).toEqual([state, former]);
  });
  it("a house owned elsewhere that they talk about making their home is the planned move", () => {
    const f = read(
      "Doug and Sheryl live in Poway (San Diego County). They already own a house in Henderson, NV and are talking about making it their home before the closing.",
    );
    expect([f.state, f.plannedMoveState]).toEqual(["CA", "NV"]);
  });
  it.each([
    ["Lives in Greenwich, CT. Second residence: Palm Beach, FL (planning to change domicile in 2027).", ["CT", "FL"]],
    [
      "She lives in Short Hills, NJ today. She is under contract on a condo in Boca Raton and closes in June; she intends to make Florida her domicile once she moves down.",
      ["NJ", "FL"],
    ],
    ["Current: Seattle, WA on an L-1.\nRelocating: Palo Alto, CA, Feb 2027.", ["WA", "CA"]],
  ])("a planned change of domicile written as a label or an intention: %s", (text, expected) => {
    const f = read(text);
    expect([f.state, f.plannedMoveState]).toEqual(expected);
  });
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

describe("amounts written the way CRMs, transcripts and e-mails write them", () => {
  it("CRM field names with underscores, the current figure over the prior one", () => {
    facts("Est_NW_Prior: 7.9M (12/2024)\nEst_NW_Curr: 9.2M\nQual_401k: 1,050,000\nInc_Earned_Cl2: 285,000", {
      netWorthUsd: 9_200_000,
      retirementAccountsUsd: 1_050_000,
      annualIncomeUsd: 285_000,
    });
  });
  it("numbers without a unit after a money cue take the scale of what they are", () => {
    facts("MY 401K IS ABOUT 640. NADIA HAS AN OLD 403B, AROUND 115. WE EACH HAVE A ROTH, MAYBE 40 TOTAL.", {
      retirementAccountsUsd: 795_000,
    });
    facts("Net worth, she says they're worth around seven.", { netWorthUsd: 7_000_000 });
    facts("AD: Roughly, what would you put your net worth at?\nBN: All in, counting the house, about two-point-one.", {
      netWorthUsd: 2_100_000,
    });
    facts("BN: My 403(b) is around seven-twenty.", { retirementAccountsUsd: 720_000 });
  });
  it("'Home: 2,700,000' is a house, not a child aged 2", () => {
    facts("Home: 2,700,000 | Mtg: 1,500,000", {
      primaryResidenceUsd: 2_700_000,
      liabilitiesUsd: 1_500_000,
      childrenCount: null,
    });
  });
  it("a generic income figure is the household total; an estimate after a sum is its total", () => {
    facts("Income about $81k. RMD about $38k, Social Security $31k.", { annualIncomeUsd: 81_000 });
    facts("From now on it's Rita's $118k plus Paul's pension of $62k, about $180k a year.", {
      annualIncomeUsd: 180_000,
    });
    facts("Pension $22k + SS $32k = $54k/yr. Mother in memory care (~$11k/mo).", { annualIncomeUsd: 54_000 });
  });
  it("the total is what 'the total is' says, not its first part", () => {
    facts("I believe the total is about $6.5 million now: Jim's IRA ($1.9 million), the house ($1.6 million).", {
      netWorthUsd: 6_500_000,
      retirementAccountsUsd: 1_900_000,
    });
  });
  it("a house's value and the mortgage on it in one sentence", () => {
    facts("They bought a house in 2016. It's probably worth about $550k now and they owe roughly $210k on it.", {
      primaryResidenceUsd: 550_000,
      liabilitiesUsd: 210_000,
    });
  });
  it("shares inside a 401(k) are the employer's stock, with their basis", () => {
    facts("His 401(k) is $2.0M, including about $1.3M in CAT stock with a cost basis around $220k.", {
      retirementAccountsUsd: 2_000_000,
      employerStockInPlanUsd: 1_300_000,
      employerStockBasisUsd: 220_000,
      hasEmployerStockInPlan: true,
    });
    facts("401k (H) $1.6M, ~$500k of it co. stock, basis ~$90k.", {
      employerStockInPlanUsd: 500_000,
      employerStockBasisUsd: 90_000,
    });
  });
  it("a value of the whole firm is the company's; the client's share of it is the interest", () => {
    facts(
      "Sarah co-founded the firm with Ellen; they each own half. A valuation put the whole firm at about $6 million.",
      {
        businessValueUsd: 3_000_000,
        businessOwnershipShare: 0.5,
      },
    );
  });
  it("what is said of a child is not said of the client: a child's children are grandchildren", () => {
    facts(
      "Kids: daughter Amy (44, pediatrician; husband Tom is a contractor) with 3 children aged 14, 11 and 8; son Greg (41, single, Denver, no kids).",
      { childrenCount: 2, childrenAges: [44, 41], grandchildrenCount: 3 },
    );
    facts("Their son Mark (38) has two kids. Client 70, wife 68.", { grandchildrenCount: 2, childrenAges: [38] });
    facts("Harold (76) and June (73). Son Greg (41, no kids).", { childrenAges: [41] });
    expect(read("Harold (76) and June (73). Son Greg (41, no kids).").childrenCount).not.toBe(0);
  });
  it("what an amount is measured against is not its kind; 'Worth north of' opening a sentence is the net worth", () => {
    facts(
      "Qualified money is small relative to the balance sheet: roughly $900K between them, mostly Mateo's 401(k).\n\nWorth north of $40M, by Colin's reckoning, most of it the Marrow stake and real estate.",
      { retirementAccountsUsd: 900_000, netWorthUsd: 40_000_000 },
    );
  });
  it("a company's own balance sheet is its gross assets, not the client's net worth", () => {
    facts(
      "Emily, 36, staff engineer at Lumora (private; the last round valued the company at $800M and its balance sheet is well over $100M). NW around $1.5M not counting the options.",
      { netWorthUsd: 1_500_000 },
    );
  });
  it("incentive stock options held are a fact; 'no ISOs' says none", () => {
    facts("She holds 120,000 ISOs (strike $1.10, current 409A value $14.50), none exercised.", {
      holdsIncentiveStockOptions: true,
    });
    facts("ISOs + RSUs, nothing exercised yet. 401k 265k.", { holdsIncentiveStockOptions: true });
    facts("He has RSUs but no ISOs.", { holdsIncentiveStockOptions: false });
    facts("RSUs vest quarterly.", { holdsIncentiveStockOptions: null });
  });
  it("a figure corrected in the answer to a question replaces the question's figure", () => {
    // $3,050 × 12 = $36,600: the $2,900 the adviser asked about is out of date.
    facts(
      "RC: Donna, the ASRS pension is twenty-nine hundred a month?\nDONNA: It was. Actually it's closer to thirty-fifty now, it went up in July.\nRC: $3,050 a month. Neither of you has started Social Security.",
      { annualIncomeUsd: 36_600 },
    );
  });
  it("a lower bound the listed accounts already reach is not one more account", () => {
    // 2.1M + 240K = 2.34M ≥ "over two million".
    facts(
      "Rollover IRA $2.1 million. Her 403(b) $240K. You're at the bottom of the brackets with over two million in pre-tax money.",
      { retirementAccountsUsd: 2_340_000 },
    );
  });
  it("a topic turned down after a dash or a CRM leader is a no", () => {
    facts("GREG: And before you ask about charity - no, we're not big givers.", { hasCharitableIntent: false });
    facts("Pension ................. None (closed to hires after 1990)", { hasPension: false });
    facts("Occupation (S): Homemaker - no earned income. Married.", { spouseHasEarnedIncome: false });
  });
  it("shorthand the notes use for dates, places, plans and beneficiaries", () => {
    facts("K.O. 52 (DOB 3/74). Divorced (final 11/23). Goal: retire @ 62.", {
      primaryAge: 52,
      plannedRetirementAge: 62,
    });
    facts("Target Retirement Age ... 66\nDOB ..... 08/22/1965", { primaryAge: 61 });
    facts("Term life $1M -- bene = ex-wife (!!)", { hasBeneficiaryDesignationIssue: true });
    facts("401(k) bene = ex (Jen), never changed after divorce.", { hasBeneficiaryDesignationIssue: true });
    facts("10412 Kestrel Ridge Ln, Charlotte 28277. Works at Piedmont-Catawba Power.", { state: "NC" });
    facts(">> House in Bellevue (Somerset) - maybe $1.55M? Mortgage $880K.", { primaryResidenceUsd: 1_550_000 });
    facts("RC: No - your wills and trust from 2019 are fine.", { estateDocuments: ["will", "revocable_trust"] });
  });
  it("money that leaves the household or goes into an account is neither income nor a balance", () => {
    facts("Comp: takes ~$38k/mo all-in. No other income. Pays ex maintenance $4k/mo thru 2027 (outflow).", {
      annualIncomeUsd: 456_000,
    });
    facts("401(k)/PS: $1.1M. Wants to shelter way more than the $72k-ish he gets into the 401(k)/PS now.", {
      retirementAccountsUsd: 1_100_000,
    });
  });
  it("a child's own children in the child's list item are grandchildren, added up until a count is written", () => {
    // 2 + 3 + 1 = 6 grandchildren; the children are 44, 41 and 38.
    facts(
      "Present: Harold and Ann; their three children.\nThe children\n- Karen, 44. RN in Overland Park, ~$95K; husband a mechanic. Two kids, 14 and 11.\n- Scott, 41. Attorney. Three kids, 9, 6 and 3.\n- Brian, 38. Teacher. One son, Caleb, 8.",
      { childrenCount: 3, childrenAges: [44, 41, 38], grandchildrenCount: 6 },
    );
    facts("Children\n- Michael, 43, teacher. Two kids.\n- Six grandchildren in all.", { grandchildrenCount: 6 });
  });
  it("a call's figures: 'we're about $6.2 million', days that are not money, a raise said after the salary", () => {
    facts("- Cash/CDs ~$300K\n- \"We're about $6.2 million.\" Harold's figure.", {
      netWorthUsd: 6_200_000,
      cashUsd: 300_000,
    });
    facts(
      "RON: Forty-five days before my last day.\nAW: What's the salary?\nRON: A hundred twenty-eight. Actually - I got the 3% in January, so closer to one thirty-two.\nAW: $132K. The pension options?\nRON: Lump sum of seven hundred eighty thousand. Or single-life annuity, forty-three hundred a month.\nAW: $4,300 a month for life with your family history is worth a lot.",
      { annualIncomeUsd: 132_000 },
    );
  });
  it("an unmarried couple's call: the partner's age against the speaker, pay 'call it', an account that 'has got' a figure", () => {
    facts(
      "LM: You're 38?\nPRIYA: Born in '88, yes.\nLM: And Marcus - your partner?\nPRIYA: Yes - we're not married. Six years together, no kids. He's two years older than me.",
      { primaryAge: 38, spouseAge: 40 },
    );
    // $214K + $104K = $318K: "ninety-six … call it one-oh-four" replaces the base.
    facts(
      "LM: What did the business net last year?\nPRIYA: About 214.\nLM: Marcus, you're a nurse?\nMARCUS: ICU at UNM Hospital. Base is ninety-six, plus shift differentials - call it one-oh-four.",
      { annualIncomeUsd: 318_000 },
    );
    facts("PRIYA: A SEP-IRA. It's got about eighty-five in it.", { retirementAccountsUsd: 85_000 });
    facts("Salary is $180K, plus the bonus - call it $230K.", { annualIncomeUsd: 230_000 });
    facts("I own 30 percent of a firm valued at around $60 million, so call it $18 million.", {
      businessValueUsd: 18_000_000,
    });
  });
  it("a visit is not a home, a single-member LLC is all the client's, documents 'when the wills are done' are still to come", () => {
    facts("I forgot the conference in Austin. We rent in Nob Hill; Albuquerque rents are still reasonable.", {
      state: "NM",
    });
    facts("Single-member LLC. Schedule C. It's just me.", { businessOwnershipShare: 1 });
    facts("PRIYA: Neither of us has a will. Nothing.\nLM: We'll revisit that when the wills are done.", {
      hasEstatePlan: false,
    });
    facts("- Massachusetts estate tax: $2M exemption. At $5.8M her estate owes MA tax on roughly $3.8M. No debt.", {
      liabilitiesUsd: 0,
    });
    facts(
      "- Will and revocable trust redone in 2017 after Arthur's death; durable POA (Margaret) and health care proxy (Margaret).",
      { estateDocuments: ["will", "revocable_trust", "power_of_attorney", "health_care_directive"] },
    );
  });
  it("a child writing about the widowed parent who is the client", () => {
    const note =
      "Subject: RE: Dad's estate - do we need to file anything?\nWith the corrected Schwab figure your mother is at about $8.4 million today.\n> Joan, here's Mom's picture as best I can piece it together. Mom hates email so I'm doing this.\n> - Mom (Karen Lindahl) was born in 1955, still in the house in Wayzata.\n> - Dad (Dale) died October 14, 2025, age 73. Everything was joint or named Mom.\n> - IRAs: Mom rolled Dad's IRA into hers as the spouse; together about $2.3M.";
    facts(note, {
      maritalStatus: "widowed",
      spouseDeathYear: 2025,
      retirementAccountsUsd: 2_300_000,
      netWorthUsd: 8_400_000,
    });
  });
  it("a founder's call: shares and prices per share are not dollars, debts and cash said after the figure, what a total leaves out", () => {
    const note =
      "MARCUS: I hold 3.1 million shares of common - founder stock. About six percent fully diluted.\nJW: Last 409A?\nMARCUS: Four-ten a share, January.\nJW: So your stake is about $12.7 million at the 409A.\nLENA: My 401(k) is still at Fidelity, about five-forty.\nJW: Outside of Tidewater - house, retirement, brokerage, cash - what are you worth?\nMARCUS: About three point four. House maybe 2.2 with 900 owed, brokerage 1.1 and 150 cash.";
    facts(note, {
      businessValueUsd: 12_700_000,
      taxableInvestmentsUsd: 1_100_000,
      retirementAccountsUsd: 540_000,
      liabilitiesUsd: 900_000,
      cashUsd: 150_000,
      netWorthUsd: 3_400_000,
      netWorthExcludesBusiness: true,
    });
  });
  it("rental shorthand: SFRs and an apartment building, a real-estate total, a list of what is ruled out, a street direction", () => {
    const note =
      "RE (LLCs, all D-managed):\n - 9 SFRs Nashville/Antioch ≈ $2.4M, debt ~$1.1M\n - NEW: 24-unit apt bldg, Murfreesboro, closed 2/12/26 - $4.2M (land ~$600K), loan $3.15M\n - + home above\n -> RE ≈ $7.25M; total debt ≈ $4.65M\nHome: Nashville (12 South) ~$650K.\nNOT doing: selling anything, 1031 (no sale planned), DSTs. They want to keep buying.";
    facts(note, { investmentRealEstateUsd: 6_600_000, realEstateUsd: 7_250_000, plansPropertySale: false });
    facts("Address:            NE Alameda St, Portland, OR 97212", { state: "OR" });
    facts("ESTATE DOCS\n  Will (2011): residue to the 4 nieces/nephews equally", { estateDocuments: ["will"] });
  });
  it("a recorded meeting with a speaker key: ages by speaker, a count of shares, a basis asked for, income said aloud", () => {
    const note =
      "Speakers: TR = Tom Reinholt, CR = Carol Reinholt (his wife), AN = A. Novak, CFP\n\nAN: Tom, you left Hollis Labs in November of '24?\nTR: November '24.\nAN: And you're sixty-seven?\nTR: Sixty-seven.\nCR: And I'm sixty-five, for the record.\nAN: How many shares in the Schwab account?\nTR: A hundred forty thousand, about.\nAN: Basis on the Schwab shares?\nCR: It's five-fifty, Tom.\nAN: So I have you at $13.2 million all in.\nTR: Sounds right.\nAN: Income right now?\nTR: Hollis deferred comp pays me a hundred eighty a year through 2029.\nCR: I do compliance consulting for two hospital systems, about forty a year.";
    facts(note, {
      primaryAge: 67,
      spouseAge: 65,
      taxableInvestmentsUsd: null,
      netWorthUsd: 13_200_000,
      annualIncomeUsd: 220_000,
    });
  });
  it("a call keyed 'Howard Brandeis (HB)': ages by speaker, millions said the short way, a purchase price", () => {
    const note =
      "Participants: Howard Brandeis (HB), Ellen Brandeis (EB), Rachel Sun, CFP (RS)\n\nRS: So December 31 is still the last day at the firm?\nHB: December 31. I'm sixty-four and I am done.\nRS: And Ellen, I have you at sixty-one.\nEB: Sixty-one, yes.\nHB: We bought on Gordon Drive in 2024, paid three-two.\nRS: What's income this year?\nHB: Draw plus distributions, about one-point-four.\nRS: Retirement accounts?\nHB: Firm 401(k), three-one.\nEB: My IRA's two-fifty.";
    facts(note, {
      primaryAge: 64,
      spouseAge: 61,
      annualIncomeUsd: 1_400_000,
      retirementAccountsUsd: 3_350_000,
    });
  });
  it("the spouse's own turn of a call says whether the spouse earns and how old the spouse is", () => {
    facts(
      "Zoom - Marcus Feld & his wife Lena\nJW: The intake form has Marcus at forty-four.\nMARCUS: Forty-five as of last Tuesday, actually.\nJW: Happy belated. Lena?\nLENA: Two years behind him. Forty-three.\nJW: Still in Bellevue?\nMARCUS: Same house.\nJW: Lena, you left Microsoft in '22?\nLENA: Yes. I'm home with the kids, not working right now.",
      { primaryAge: 45, spouseAge: 43, spouseHasEarnedIncome: false },
    );
    facts(
      "Review call - Greg & Donna Pullman\nAttendees: Greg Pullman, Donna Pullman, R. Castaneda (adviser)\n\nRC: Thanks for making time. Greg, I have you born in '62?\nGREG: '62, yep.\nRC: And Donna, you're -\nDONNA: Three years younger than him. And I'd like that on the record.\nRC: Noted. Greg, your last day was -\nGREG: October 31st. I'm done.\nRC: Donna, you left the district in -\nDONNA: 2023.",
      { primaryAge: 64, spouseAge: 61 },
    );
    facts(
      "Speakers: TR = Tom Reinholt, CR = Carol Reinholt (his wife), AN = A. Novak, CFP\nAN: And you're sixty-seven?\nTR: Sixty-seven.\nCR: And I'm sixty-five.\nAN: Income right now?\nCR: I do compliance consulting for two hospital systems, about forty a year.",
      { spouseHasEarnedIncome: true },
    );
    facts("- Nadia is 34; Sam is a year younger.\n- Sam: product manager, Corvid Games. Base $180K.", {
      spouseAge: 33,
      spouseHasEarnedIncome: true,
    });
    facts("- Harold Mercer, born 1954. Retired.\n- June Mercer, three years younger than Harold.", { spouseAge: 69 });
  });
  it("a correction with no cue of its own takes the kind of the figure it replaces", () => {
    // $165K + $92K: "not 88" replaces the $88K said elsewhere.
    facts(
      "Hi Denise! Quick correction - it's $92K now with the night differential, not 88. -Sam\n\nI'm 29. Salary $165K. My girlfriend Sam is 31, an ICU nurse, makes about $88K.",
      { annualIncomeUsd: 257_000 },
    );
    facts("Target Retirement Age ... 66", { plannedRetirementAge: 66 });
  });
  it("a figure said before ('I had said \"about three thousand\"') is replaced wherever the thread gives it", () => {
    // ($3,150 + $1,900) × 12 = $60,600: the quoted $3,000 is the figure corrected.
    facts(
      'My Social Security is $3,150 a month now after the COLA - I had said "about three thousand."\n\n> Income: Social Security about $3,000/mo plus my pension, $1,900/mo.',
      { annualIncomeUsd: 60_600 },
    );
  });
  it.each([
    [
      "The premium keeps going up - I think it's around\n> $38K a year now. He is 84. His pension is $24,000 a year.",
      24_000,
    ],
    ["He is 84. Pension $24,000 a year. We don't want him throwing away $40K a year on the policy.", 24_000],
    ["He is 84. Pension $24,000 a year. Tuition runs $60K a year for the twins.", 24_000],
  ])("a yearly figure in a clause about a cost is not income: %s", (text, income) =>
    facts(text, { annualIncomeUsd: income }),
  );
  it("a figure said to be an earlier year's is that year's wherever the thread gives it, and so are its parts", () => {
    facts(
      "Julie left Kaiser last July. So 2026 is just my salary, $240K. The $410K was 2025 with both of us.\n\n> Income\n> - Household about $410K (Kevin's $240K salary + Julie's $170K).",
      { annualIncomeUsd: 240_000 },
    );
  });
  it.each([
    ["I'm 63, single. I get paid every two weeks, it's $4,980 gross.", 129_480],
    ["I'm 63, single. Salary: $4,980 biweekly.", 129_480],
    ["I'm 63, single. My paycheck is $2,000 twice a month.", 48_000],
    ["I'm 63, single. I make $1,500 a week.", 78_000],
  ])("a paycheck's figure is made a year's by how often it is paid: %s", (text, income) =>
    facts(text, { annualIncomeUsd: income }),
  );
  it("a transcript: bi-weekly pay said twice, rent 'nine-fifty a month' said twice, a 457 taken back, an unpunctuated prompt", () => {
    // 4,980 × 26 = 129,480 + 950 × 12 = 11,400 → 140,880; 486 + 122 + 41 = 649 thousand.
    const call = [
      "Adviser: Gwen Kessler (GK)",
      "GK: Happy belated. Okay. Pay?",
      "DENISE: Uh - I get paid every two weeks, it's forty-nine eighty gross. Four thousand nine hundred eighty.",
      "GK: Anything extra?",
      "DENISE: The grad student in the basement nets me about nine-fifty a month. Call it nine-fifty.",
      "GK: Got it. Retirement accounts - the 403(b) first.",
      "DENISE: Four eighty-six.",
      "GK: And the 457?",
      "DENISE: One-twelve - no, wait. One twenty-two.",
      "GK: And the Roth IRA?",
      "DENISE: Forty-one thousand, about.",
      "GK: Okay, so all in -",
      "DENISE: About one point two million. I did it on a napkin.",
    ].join("\n");
    facts(call, { annualIncomeUsd: 140_880, retirementAccountsUsd: 649_000, netWorthUsd: 1_200_000 });
  });
  it("after a figure taken back, the figure later in the turn answers the question", () => {
    facts(
      "RENEE: Salary?\nJASON: $148,000.\nRENEE: 401(k)?\nJASON: Two sixty-five - no, wait. That's before. The QDRO money came out in January, so it's two-forty now. And I have a Roth, thirty-two.\nRENEE: Any debt?\nJASON: None.",
      { retirementAccountsUsd: 272_000 },
    );
  });
  it("a CRM record's field lines are not a question and its answer", () => {
    facts("Primary Contact: Thomas Nguyen\nAge: 57\nPrimary Residence: $780,000, no mortgage", {
      primaryResidenceUsd: 780_000,
      primaryAge: 57,
    });
  });
  it("a divorcee's e-mail: 'the divorce from Rick', his pay not hers, last year's salary, a 401(k) at a firm, a quoted 'All in'", () => {
    // $52,500 + $6,500 × 12 = $130,500; $835,000 + $61,000 + $37,000 = $933,000.
    const thread = [
      "1. My salary. I said $48,000 - that was last year. My raise started with the first January paycheck, so it's $52,500 now.",
      "2. The rollover IRA. January's came yesterday and it's $835,000, not $815,000.",
      "Yes, the alimony is $6,500 a month, through June 2031.",
      "",
      ">> About me: I'm 56. The divorce from Rick was final last August after 29 years of marriage. I bought a condo in Old Town Scottsdale in October.",
      ">> Income: I work for a design firm, salary $48,000, plus the alimony, $6,500/month. Rick's an orthopedic surgeon and makes well over $600K.",
      ">> - Rollover IRA: $815,000",
      ">> - My 401(k) at the design firm: $61,000",
      ">> - My Roth IRA: $37,000",
      ">> Kids: Daniel, 28, software engineer in Austin, and Sofia, 25, in grad school in Tucson.",
      ">> All in I think I'm somewhere between 1.7 and 1.9 million.",
    ].join("\n");
    facts(thread, {
      maritalStatus: "divorced",
      state: "AZ",
      annualIncomeUsd: 130_500,
      retirementAccountsUsd: 933_000,
      businessValueUsd: null,
      netWorthUsd: 1_800_000,
    });
  });
  it("a CRM household record: a section headed in capitals, a second marriage after a divorce, a year column", () => {
    // $3,900 × 12 + $3,450 × 12 + $74,000 (2026 est.) = $162,200.
    const record = [
      "PRIMARY",
      "  Name: Walter E. Pruitt",
      "  DOB: 03/30/1958",
      "  Marital Status: Married (2nd marriage; 1st wife Margaret d. 2015)",
      "",
      "SPOUSE",
      "  Name: Denise A. Pruitt (fka Denise Morrow)",
      "  DOB: 01/05/1964",
      "  Marital Status: Married (2nd marriage; divorced 2011)",
      "",
      "INCOME",
      "  GPA pension (Walter): $3,900/mo",
      "  Social Security (Walter): $3,450/mo",
      "  Denise W-2: 2025 $71,000 | 2026 est. $74,000",
    ].join("\n");
    facts(record, { primaryAge: 68, spouseAge: 62, maritalStatus: "married", annualIncomeUsd: 162_200 });
  });
  it("a widow whose husband's name is hyphenated, living on a survivor benefit and board fees", () => {
    // $3,850 × 12 + $36,000 = $82,200.
    facts(
      "Celeste's husband, Jean-Paul, died on March 8, 2025. She is 66. Celeste lives on her Social Security survivor benefit, which she started last spring at $3,850 a month, and on the fees from her seat on the board of a local community bank, $36,000 a year.",
      { maritalStatus: "widowed", annualIncomeUsd: 82_200 },
    );
  });
  it("a pension-election call: a corrected pension after a cost-of-living rise, Social Security in the hundreds, pay confirmed, 'So net, …'", () => {
    // $78,000 + ($1,210 + $640) × 12 = $100,200.
    const call = [
      "Adviser: Mike Brandt (MB).",
      "MB: So the packet came from the plan administrator.",
      "RON: Came Friday.",
      "MB: And your birthday is -",
      "RON: July. I'm sixty-five next month.",
      "LINDA: And I'm the older one. I turned sixty-five in March.",
      "MB: Got it. Linda, your own income -",
      "LINDA: My pension from the school district. Eleven-eighty a month. No - wait. It went up in January, the cost of living. It's twelve-ten now.",
      "MB: Twelve-ten. And the small Social Security?",
      "LINDA: Six-forty. From the jobs before I worked for the schools.",
      "MB: And Ron, your pay this year is still seventy-eight?",
      "RON: Seventy-eight. No overtime anymore.",
      "MB: So net, not counting the pension -",
      "LINDA: Seven-fifty. Ron keeps a spreadsheet.",
      "MB: Kids?",
      "LINDA: Two.",
    ].join("\n");
    facts(call, { annualIncomeUsd: 100_200, netWorthUsd: 750_000, primaryAge: 64, spouseAge: 65 });
  });
  it("a withdrawn figure ('ignore my \"maybe $20K\"'), a 1099 contract a month and for the year, some consulting, '$3.3M all in'", () => {
    // $2,000 × 12 = $24,000 (said twice) + $2,850 × 12 = $34,200 → $58,200.
    const thread = [
      'Luis - my consulting got settled this week, so ignore my "maybe $20K." I signed a one-year contract with my old group: $2,000 a month, January through December, on a 1099. $24,000 for the year.',
      "",
      ">> Me: 62 (b. 1964). Retired last June from an engineering firm in Albuquerque. I'll probably do some consulting, maybe $20K.",
      ">> Diane: 60 (b. 1966). PERA pension $2,850/month.",
      ">> - My rollover IRA: $1,450,000",
      ">> A little over $3.3M all in.",
    ].join("\n");
    facts(thread, { annualIncomeUsd: 58_200, businessValueUsd: null, netWorthUsd: 3_300_000 });
  });
  it("a movers' call: a part of the income the client cannot give, a spoken range, the brokerage 'after the house', a date opening the answer", () => {
    const call = [
      "Present: Martin Glass, Ellen Glass, Nadia Ferreira (adviser)",
      "NADIA: Martin, you turned eighty-one last week.",
      "MARTIN: Thank you. Eighty-one. Ellen's seventy-eight.",
      "NADIA: You closed on the house on Ocean Drive in - September?",
      "MARTIN: September 2025. Two point one. We paid cash out of the brokerage account.",
      "NADIA: Okay - income. Social Security?",
      "MARTIN: Mine's thirty-nine hundred a month. Ellen's is twenty-two fifty.",
      "NADIA: And your required distribution for this year, Martin?",
      "MARTIN: Schwab says ninety-six thousand.",
      "NADIA: Ellen, yours?",
      "ELLEN: I - honestly don't remember. Schwab just sends it in December.",
      "NADIA: And the brokerage, after the house?",
      "MARTIN: Five point two. Cash about three hundred.",
      "NADIA: So all in -",
      "MARTIN: Twelve and a half, thirteen. Depends on the market that day.",
    ].join("\n");
    facts(call, {
      annualIncomeUsd: null,
      netWorthUsd: 12_750_000,
      taxableInvestmentsUsd: 5_200_000,
      primaryResidenceUsd: 2_100_000,
    });
  });
  it("clients named with their surnames ('Cody Reyes & Marisol Reyes (our clients)'), a projection of this year's distributions", () => {
    // $240,000 W-2 + $540,000 (2026 projection; 2025 was $610K) = $780,000.
    facts(
      "Present: Cody Reyes & Marisol Reyes (our clients); Dale Whitfield (Cody's partner) for the first hour.\n- Dale is 61.\n- Cody is 55.\n- Married 1996. Marisol is 53, at home.\n- Cody's pay: W-2 $240,000. S corp distributions: 2025 was $610K; Beth's 2026 projection is $540K (rig count down).",
      { primaryAge: 55, spouseAge: 53, annualIncomeUsd: 780_000 },
    );
  });
  it("shorthand: 'W 47 = office mgr' is her age; 'owns Coastline Family Dentistry (S corp, 100%)' is a business he owns", () => {
    facts(
      "H 49 DDS, owns Coastline Family Dentistry (S corp, 100%), 12 staff. W 47 = office mgr, on payroll $60K.\nPractice: broker opinion of value ~$2.2M\nH 49, staff young.",
      { primaryAge: 49, spouseAge: 47, ownsBusiness: true, businessEntityType: "s_corp", businessValueUsd: 2_200_000 },
    );
  });
  it("a daughter's forward of her father's own message: his 'I' is the client's; 'that makes me 3.3 million' is net worth", () => {
    const thread = [
      "From: Kathleen Doherty-Ruiz <kdruiz@drcpa.com>",
      "",
      "Kathleen here (Frank's daughter). One fix: Dad's 2026 RMD is $61,200, not $58,000.",
      "",
      "> From: Frank Doherty <frankdoherty1945@verizon.net>",
      "> My late wife Maureen and I were married 52 years. I turn 81 in July.",
      "> What I have: the IRA at Fidelity is about $1,480,000. Brokerage at Fidelity $1,100,000. Kathleen says that makes me 3.3 million.",
      "> The rest to Kathleen and Michael equally. Kathleen is 52; Michael is 49.",
    ].join("\n");
    facts(thread, {
      primaryAge: 80,
      retirementAccountsUsd: 1_480_000,
      netWorthUsd: 3_300_000,
      maritalStatus: "widowed",
    });
  });
  it("prose: an age after what the person does, a spouse 'who is two years older than', profit 'on pace for' this year, staff named by trade", () => {
    facts(
      "Caroline is an equine veterinarian, 44, and owns Buckner Equine Services PLLC outright. She has two full-time veterinary technicians and a part-time office assistant. The practice netted $340,000 in 2025 and is on pace for about $365,000 this year, all of it on her Schedule C. Wade, who is two years older than Caroline, runs their forty acres; he has no income of his own.",
      { primaryAge: 44, spouseAge: 46, annualIncomeUsd: 365_000, businessHasEmployees: true },
    );
  });
  it("a CRM export's 'MEMBER 1 (Primary)' and 'MEMBER 2' sections are the client's and the partner's", () => {
    facts(
      "Relationship type: Domestic partners (unmarried)\n\nMEMBER 1 (Primary)\n Name: Denise Kowalczyk\n DOB: 06/14/1969\n\nMEMBER 2\n Name: Raymond Ortiz\n DOB: 02/28/1964",
      { primaryAge: 57, spouseAge: 62, maritalStatus: "partnered" },
    );
  });
  it("an age asked in words ('You're forty-four?') is the age the answer gives", () => {
    facts(
      "RENEE: Jason, hi. Is now still good?\nJASON: Yeah.\nRENEE: You're forty-four?\nJASON: Forty-four. Forty-five in January.\nRENEE: Job?\nJASON: Engineer.",
      { primaryAge: 44 },
    );
  });
  it("a reply giving the gross pay behind a take-home figure quoted below, this year's after last year's ('it'll be about')", () => {
    // $121,000 + $3,100 × 12 + $19,500 × 12 = $392,200 (the $6,800 a month take-home is replaced).
    const thread = [
      "Joan's gross, since you asked: her W-2 last year was $118K, and with the union step this year it'll be about $121K. The \"clears about $6,800 a month\" was her take-home after taxes, retirement and insurance.",
      "",
      ">> - Me: born 1964, retired in 2024. PERS pension $3,100/mo.",
      ">> - Joan: just turned 59. RN at St. Joseph's, still working; she clears about $6,800 a month.",
      ">> - The building on Railroad Ave: leased to a brewery. Net rent $19,500/mo.",
      ">> - With the building we're about eight and a half million. My wife and I give $25K a year.",
    ].join("\n");
    facts(thread, { annualIncomeUsd: 392_200, spouseAge: 59 });
  });
  it("a daughter answering for her mother ('Mama'): the question put to the mother, a year-shaped benefit a month, a survivor benefit", () => {
    // ($1,980 + $1,150) × 12 + $6,400 = $43,960.
    const call = [
      "Meeting - Mrs. Evelyn Thibodeaux, with her daughter Claire Dupree - Feb 24, 2026",
      "WP: Miss Evelyn, thank you for having me.",
      "EVELYN: I've been making that pound cake since Eisenhower.",
      "CLAIRE: Mama was born in 1934.",
      "WP: Miss Evelyn, your Social Security?",
      "EVELYN: Claire does all that now.",
      "CLAIRE: Nineteen-eighty a month. And Daddy's Navy survivor benefit, eleven-fifty. Daddy died in 2011.",
      "WP: And there's an IRA?",
      "CLAIRE: It's sixty-eight thousand at the bank. They take out the required distribution, sixty-four hundred this year.",
      "WP: The memory care places you've looked at -",
      "CLAIRE: Sixty-five hundred a month, the one on Airport Boulevard.",
    ].join("\n");
    facts(call, { annualIncomeUsd: 43_960, spouseAge: null });
  });
  it.each([
    [
      "Caroline owns Buckner Equine Services PLLC outright; the PLLC has never made an S election, so it is taxed as a sole proprietorship.",
      { businessEntityType: "llc" as const },
    ],
    [
      "The building on Railroad Ave: leased to a brewery for its second taproom, NNN, through 2029. Net rent $19,500/mo.",
      { hasInvestmentRealEstate: true },
    ],
    [
      "GK: Do you have a will? A health care power of attorney?\nDENISE: No. None of it. I know.\nGK: So two things besides the catch-up. Documents - a will, a durable power of attorney, a health care power of attorney and a living will.\nDENISE: Yes.",
      { hasEstatePlan: false, estateDocuments: [] },
    ],
  ])("entity, a leased building, documents the adviser lists as things to do: %s", (text, expected) =>
    facts(text, expected),
  );
  it("children listed on lines indented under a CRM heading", () => {
    facts("Marital Status: Married\n\nCHILDREN\n  Ellen Pruitt-Shaw 41, James Pruitt 38, Katie Pruitt 34\n\nINCOME", {
      childrenCount: 3,
      childrenAges: [41, 38, 34],
    });
  });
  it("'No children together' in a second marriage is not a count of the children each brought", () => {
    facts(
      "- Brian's children with Dana: Kelsey, 30, CPA in Seattle; Tyler, 27, Army.\n- Brian and Michelle married in 2019. No children together.",
      { childrenCount: 2, childrenAges: [30, 27] },
    );
  });
  it("a correction in the past tense ('the retention bonus was $20,000, not $25,000') corrects this year's figure", () => {
    facts(
      "Quick fix to my email from Thursday: the retention bonus was $20,000, not $25,000.\n\n>> - Job: staff engineer. Base $198,000. Got a $25,000 retention bonus in January.",
      { annualIncomeUsd: 218_000 },
    );
  });
  it.each([
    ["Not counting the life insurance I figure I'm worth about $1.9 million.", 1_900_000],
    ["Brokerage $900,000, IRA $500,000. I think that puts me around $1.4 million.", 1_400_000],
  ])(
    "net worth: what a total leaves out ends where the speaker's clause begins; 'that puts me around': %s",
    (text, nw) => facts(text, { netWorthUsd: nw }),
  );
  it("shorthand: 'Biz: … PLLC (S elect '15), H 100%' is the client's business; a building 'leased to practice' is real estate, not the practice", () => {
    facts(
      "Biz: Villarreal Family Dental PLLC (S elect '15), H 100%. 22 W-2 staff.\n  Practice ~$2.4M (broker opinion of value 10/25)\n  82nd St bldg - owned H&W via Villarreal Properties LLC, leased to practice. ~$1.1M, note $480K",
      { ownsBusiness: true, businessValueUsd: 2_400_000, hasInvestmentRealEstate: true },
    );
  });
  it("a stake said in words: 'I own eighty percent', 'So your eighty percent is about five-point-two'", () => {
    facts(
      "RAY: I started it in '89. Incorporated it that year, C corporation. I own eighty percent. Manny bought twenty percent in 2006.\nCHERYL: Any recent valuation?\nRAY: Six and a half million for the whole company.\nCHERYL: So your eighty percent is about five-point-two.\nRAY: On paper.",
      { ownsBusiness: true, businessValueUsd: 5_200_000, businessOwnershipShare: 0.8 },
    );
  });
  it("an IRA a parent left the client is the client's", () => {
    facts(
      "Her 401(k) is about $820,000. Her father died in March 2024 and left her his traditional IRA, which is now about $1.48 million in an inherited IRA at Vanguard.",
      { retirementAccountsUsd: 2_300_000 },
    );
  });
  it("income parts: pay 'with the differentials', Social Security started without its amount", () => {
    facts(
      "AD: Work and income.\nBN: I'm a respiratory therapy supervisor at Froedtert, about one-eighty with the differentials.\nDH: I went part-time at the library system. Maybe forty a year.\nAD: Retirement accounts?\nBN: My 403(b) is around seven-twenty.",
      { annualIncomeUsd: 220_000 },
    );
    // The RMD is a part; Social Security is another, its amount not given: the sum is unknown.
    facts("* Age 74, divorced\n* Rollover IRA $2.1M; taking RMDs (~$80k this year)\n* Social Security started at 70", {
      annualIncomeUsd: null,
    });
    facts("* RMDs ~$80k this year\n* Hasn't started Social Security yet", { annualIncomeUsd: 80_000 });
  });
  it("both clients answering one question in turn, and a figure taken back at once", () => {
    // $112,000 + $88,000: Kris answers the same question after Dan; "a hundred and - sorry" is taken back.
    facts(
      "Q: Pay this year?\nDAN: NYSDOT, a hundred twelve thousand. Got the step in April.\nKRIS: I'm at a hundred and - sorry, eighty-eight. Eighty-eight thousand at UB. Not a hundred anything.\nQ: OK, 112 and 88. Accounts - Dan, the 457?\nDAN: Three-ten.",
      { annualIncomeUsd: 200_000 },
    );
    facts("ME: Net worth, roughly?\nNICOLE: 1.9 million - wait, I forgot the 529s. Call it 1.95.\nME: Good.", {
      netWorthUsd: 1_950_000,
    });
    // The adviser's own figure after the client's answer is not a second client's answer.
    facts(
      "PM: And the salary this year is the $128,000?\nCURTIS: One twenty-eight, yeah. Nothing else.\nPM: The 401(k) - I have $640,000.\nCURTIS: Six-forty, yes.",
      { annualIncomeUsd: 128_000 },
    );
  });
  it("gross pay over take-home, the all-in W-2 over the base, a series of years, a director's fee", () => {
    // $152,000 + $104,000: the paycheck after taxes and the $92K base give way.
    facts(
      "DL: What does a month look like?\nMARCUS: My paycheck is about eighty-nine hundred a month. That's after taxes, the 401(k) and the health insurance.\nDL: For the plan I need gross. Marcus, your salary?\nMARCUS: One fifty-two. Flat salary, no bonus.\nDL: Tasha?\nTASHA: My base is about 92, but with nights and the differentials my W-2 last year was 104. I'm on the same schedule, so call it 104 again this year.",
      { annualIncomeUsd: 256_000 },
    );
    // $790,000 + $5,000 × 12 = $850,000.
    facts(
      "$$ in\n- S: equity partner, law firm (LLP) -> K-1 only. '25 K-1 ~$745K; '26 projected ~$790K per firm budget.\n- M: marketing consulting, 1099. ~$5K/mo, steady for 3 yrs.",
      { annualIncomeUsd: 850_000, businessValueUsd: null },
    );
    // $201,000 + $124,000 + $18,000.
    facts(
      "For 2026 I'd use:\n- Mark: $201,000 salary\n- Jenna: $124,000 - her full-time salary\n- Mark's director fee from the credit union board: $18,000 a year, paid quarterly on a 1099",
      { annualIncomeUsd: 343_000 },
    );
    // "$7K a month net after expenses, so call it 84K" restates the month as a year.
    facts("This year the practice is running closer to $7K a month net after expenses, so call it 84K.", {
      annualIncomeUsd: 84_000,
    });
  });
  it("a raise replaces the figure it raises; the other client's 'Mine's 215' answers the same question", () => {
    // $205,000 + $168,000 (the base raised from $155,000).
    facts(
      "TO: Nate, you're at the chip company?\nNATE: Director of firmware. Base is 205.\nTO: Lauren?\nLAUREN: Senior product manager. Base 155.\nNATE: Tell him about Monday.\nLAUREN: Oh - right. I got promoted on Monday. Base goes to 168, and they backdated it to January 1st.",
      { annualIncomeUsd: 373_000 },
    );
    facts(
      "TO: Retirement accounts?\nNATE: My 401(k) is about 380. Target-date fund, no company stock.\nLAUREN: Mine's 215.\nTO: Any IRAs?",
      { retirementAccountsUsd: 595_000 },
    );
  });
  it("a pension said to be take-home gives way to its gross amount", () => {
    // ($3,280 + $1,940 + $2,150) × 12 + $41,200 = $129,640.
    facts(
      "The $1,900 Walt gave for the pension is what lands in checking after federal withholding. The 1099-R shows $2,150 a month gross. And $41,200 is the 2026 RMD.\n\nIncome:\n- My Social Security: $3,280/mo\n- My wife Joan's Social Security: $1,940/mo\n- Pension from the mill: $1,900/mo\n- My IRA RMD: last year it was $39,800, this year's is $41,200.",
      { annualIncomeUsd: 129_640 },
    );
  });
  it("what goes into the plans each year is neither a balance nor pay", () => {
    facts(
      "Income - Client ....... $182,000 base + $25,000 incentive (paid 02/2026)\nRetirement - Client ... 403(b) $720,000; 457(b) $140,000\nDeferrals ............. 403(b) $24,500 + $8,000 age-50 catch-up\n04/07/26 KT: eligible for the SECURE 2.0 age 60-63 catch-up ($11,250 in 2026) but payroll still set to the regular $8,000.",
      { annualIncomeUsd: 207_000, retirementAccountsUsd: 860_000 },
    );
  });
  it("a parent's IRA the client inherited is the client's", () => {
    facts(
      "My 403(b) at work is about $210K. Dad's IRA is about $865,000 today, after I took this year's required amount. It's the inherited IRA my CPA wrote about.",
      { retirementAccountsUsd: 1_075_000, hasInheritedIra: true },
    );
  });
  it("a CRM section about the spouse says whether the spouse earns", () => {
    facts(
      "-- Spouse --\nName .... Angela M. Bell\nEmployment ...... Homemaker - not employed outside the home since 2004",
      {
        spouseHasEarnedIncome: false,
      },
    );
    facts("-- Spouse --\nName .... Angela M. Bell\nEmployment ...... RN, Novant Health", {
      spouseHasEarnedIncome: true,
    });
  });
  it("a grant of restricted stock is a fact; RSUs and an election already filed are not", () => {
    facts(
      "They also gave me 400,000 shares of restricted common stock - not options, actual shares. 4-year vesting, 1-year cliff.",
      { hasRestrictedStockGrant: true },
    );
    facts("RSUs vest quarterly; restricted stock units from the employer.", { hasRestrictedStockGrant: null });
    facts("He filed an 83(b) back in 2019 on his founder shares.", { hasRestrictedStockGrant: null });
  });
  it("the spread of the ISOs is options × (share value − strike), the vested count when stated", () => {
    // 120,000 × (14.50 − 1.10) = 1,608,000
    facts("She holds 120,000 ISOs (strike $1.10, current 409A value $14.50), none exercised.", {
      isoSpreadUsd: 1_608_000,
    });
    // 25,000 vested × (9.00 − 1.20) = 195,000
    facts(
      "He holds 40,000 incentive stock options at a $1.20 strike; the most recent 409A valuation is $9.00 a share, and about 25,000 of the options are vested.",
      { isoSpreadUsd: 195_000 },
    );
    // forty thousand × $12.35 a share = 494,000
    facts("AARON: I have forty thousand ISOs. Strike is low.\nBS: So about $12.35 of spread per share on paper.", {
      isoSpreadUsd: 494_000,
    });
    facts("ISOs with a spread of about $600K; income $250k.", { isoSpreadUsd: 600_000 });
    // Options at or under water have no spread; shares that are not options are not read.
    facts("12k ISOs, strike $30, FMV $22.", { isoSpreadUsd: null });
    facts("He has no ISOs. 5,000 shares of Apple at $150 a share; stock price $190.", { isoSpreadUsd: null });
  });
  it("who a total leaves out is not its owner: 'Net worth (excluding Ruth's assets): ~$13M'", () => {
    facts(
      "Gordon (61) and Lisa (59); his mother Ruth (84) lives with them. Net worth (excluding Ruth's assets): ~$13M.",
      {
        netWorthUsd: 13_000_000,
      },
    );
  });
  it("'Dad' is the client when one of the client's children speaks about him", () => {
    facts(
      "Phone call - Walter Haines and his daughter Karen.\nADVISOR: Walter, how old are you now?\nWALTER: Eighty-one.\nADVISOR: Assets?\nKAREN: Dad's total is about six-fifty with the house.",
      { netWorthUsd: 650_000 },
    );
  });
  it("a spoken fraction and a net worth asked as 'where are you, all in?'", () => {
    facts(
      "ADV: And overall, where do you think you are, all in?\nDENNIS: About five and a quarter, counting the house.",
      {
        netWorthUsd: 5_250_000,
      },
    );
    facts("Net worth about two and three quarters million.", { netWorthUsd: 2_750_000 });
  });
  it("words of a CRM field's key are not people: 'Qual_Cl1: Rollover IRA 2,350,000' is the client's", () => {
    facts(
      "Cl1_DOB: 1959-08-02\nHH_Children: 2 (both >30, self-supporting)\nInc_Pension_Cl1: 48,000/yr (Raytheon DB)\nQual_Cl1: Rollover IRA 2,350,000",
      { retirementAccountsUsd: 2_350_000 },
    );
  });
  it.each([
    ["They're sitting on about $9M all told.", { netWorthUsd: 9_000_000 }],
    ["Assets ~$5M, liabilities ~$1M.", { netWorthUsd: 4_000_000 }],
    ["Overall they have about $2.5M.", { netWorthUsd: 2_500_000 }],
    ["His pay is $300K plus a $100K bonus most years.", { annualIncomeUsd: 400_000 }],
    ["Take-home is about $15k a month after taxes.", { annualIncomeUsd: 180_000 }],
    ["Teacher salary $68k; husband is a firefighter at $82k.", { annualIncomeUsd: 150_000 }],
  ])("totals and pay as advisers write them: %s", (text, expected) => facts(text, expected));
  it.each([
    [
      "Ana — Pediatrician, Children's of Alabama — Salary: $245,000\nLeo — Surgeon — Salary: $465,000",
      { annualIncomeUsd: 710_000 },
    ],
    [
      "D - petroleum engr @ Chevron, base 212k.\nN - nurse practitioner, Memorial Hermann, 128k",
      { annualIncomeUsd: 340_000 },
    ],
    [
      "TOM: I'm a project engineer, 92 base.\nBRI: I'm an ICU nurse at Penn, 38 an hour, so about 79 a year before overtime.",
      { annualIncomeUsd: 171_000 },
    ],
    [
      "MARK: I take a salary of 400.\nLUIS: I'm an architect at a firm downtown, 165.",
      { annualIncomeUsd: 565_000, ownsBusiness: false },
    ],
    ["- K is an ICU nurse at stanford, ~145 w/ OT", { annualIncomeUsd: 145_000 }],
    [
      "She lives on roughly $20,000 a month, drawn from the portfolio.",
      { annualIncomeUsd: null, annualSpendingUsd: 240_000 },
    ],
    [
      "Zoom — Gloria (client) and her son Daniel (POA)\nDANIEL: Her Social Security is about $1,700 a month.\nADVISOR: And you?\nDANIEL: No, I'm fine, I make about 140 at Valero.",
      { annualIncomeUsd: 20_400 },
    ],
  ])(
    "pay as people say it: an employer's name, an initial's line, a bare yearly figure, a child's own pay: %s",
    (text, expected) => facts(text, expected),
  );
  it("a widower who married again is married: 'Dan's first wife died in 2010; he and Carol married in 2014'", () => {
    facts("Dan's first wife died in 2010; he and Carol married in 2014.", { maritalStatus: "married" });
  });
  it.each([
    ["Retirement assets total about $2.4 million.", { retirementAccountsUsd: 2_400_000, netWorthUsd: null }],
    ["Qualified: ~1.6mm", { retirementAccountsUsd: 1_600_000 }],
  ])("retirement money named as 'retirement assets' or a 'Qualified:' label: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["Their landscaping LLC is worth roughly $1.5M.", { ownsBusiness: true, businessValueUsd: 1_500_000 }],
    ["Her share of the partnership is worth $3.2M.", { ownsBusiness: true, businessValueUsd: 3_200_000 }],
    ["Owns 3 franchise locations, together worth about $3M.", { ownsBusiness: true, businessValueUsd: 3_000_000 }],
    [
      "He and his brother each own half of the dealership, which is worth $10M.",
      { businessOwnershipShare: 0.5, businessValueUsd: 5_000_000 },
    ],
  ])("a business the client owns, said without 'owns a business': %s", (text, expected) => facts(text, expected));
  it.each([
    ["ADVISOR: Any sense of net worth?\nLEE: I'd say around 2 million, give or take.", { netWorthUsd: 2_000_000 }],
    ["ADV: How much is in the brokerage?\nRAY: Eight hundred, give or take.", { taxableInvestmentsUsd: 800_000 }],
    [
      "ADVISOR: What's the household bringing in?\nJIM: Between the two of us, about three-twenty.",
      { annualIncomeUsd: 320_000 },
    ],
  ])("answers in a transcript: 'give or take' is not giving; 'between the two of us' is filler: %s", (text, expected) =>
    facts(text, expected),
  );
  it("a basis called tiny or negligible is a low basis", () => {
    facts('401k (D) ~1.45mm, of which ~310k is CVX stock, basis "tiny" (he doesn\'t know #)', {
      hasLowBasisStock: true,
      employerStockInPlanUsd: 310_000,
    });
    facts("The shares have a negligible basis.", { hasLowBasisStock: true });
  });
  it.each([
    [
      "EstDocs: Wills + RLTs (2017); DPOA; HCP",
      ["will", "revocable_trust", "power_of_attorney", "health_care_directive"],
    ],
    [
      "docs: will + RLT 2016, POA, HC directive -- all fine",
      ["will", "revocable_trust", "power_of_attorney", "health_care_directive"],
    ],
    [
      "Pour-over will and trust restated 2021; POA and health-care representative appointment on file.",
      ["will", "power_of_attorney", "health_care_directive"],
    ],
    ["Will: 2015, pre-divorce, names ex as executor + guardian", ["will"]],
    ["My will (from 2012) leaves everything to Josh.", ["will"]],
    ["Frank's will is from 2001 and leaves everything to Renee.", ["will"]],
    ["Estate Docs: Japanese will only", ["will"]],
    ["About $19 million is held in the revocable trust.", ["revocable_trust"]],
  ])("estate documents written as CRM shorthand: %s", (text, documents) => {
    expect([...read(text).estateDocuments].sort()).toEqual(expect.arrayContaining([...documents].sort()));
  });
  it.each([
    ["Co-owns an engineering firm with two partners (equal thirds).", { businessOwnershipShare: 0.3333 }],
    ["He is a 25% partner in a law firm.", { ownsBusiness: true, businessOwnershipShare: 0.25 }],
    ["Business: 50% of Acme Tool LLC (partner: Rick).", { ownsBusiness: true, businessOwnershipShare: 0.5 }],
    [
      "He and his partner split the landscaping business down the middle.",
      { ownsBusiness: true, businessOwnershipShare: 0.5 },
    ],
    ["The kids will split the estate in thirds.", { businessOwnershipShare: null }],
  ])("a share of a business written as advisers write it: %s", (text, expected) => facts(text, expected));
  it.each([
    [
      "ADVISOR: Retirement?\nTYLER: My 401(k)'s at 48.\nBRIANNA: 403(b), 31 I think.",
      { retirementAccountsUsd: 79_000 },
    ],
    ["- TSP: Bob $1.45M (mostly G and C funds); Lin $380K.", { retirementAccountsUsd: 1_830_000 }],
    [
      "Her IRA is about eight-forty now. And she has a Roth, like sixty. So nine hundred, basically.",
      { retirementAccountsUsd: 900_000 },
    ],
    ["He retired at 62. His IRA is about $400K and his 401(k) $200K.", { retirementAccountsUsd: 600_000 }],
  ])(
    "balances said as people say them: 'is at 48', '; Lin $380K', a total said last without the word: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    [
      "Karen owns Prairie Cleaning, a single-member LLC. A broker told her maybe four million for the whole thing.",
      { businessValueUsd: 4_000_000 },
    ],
    [
      "Erik owns Kodiak Gale Fisheries, Inc. (S corp) outright. Appraised at $2.8M for the bank in 2025.",
      { ownsBusiness: true, businessValueUsd: 2_800_000 },
    ],
    [
      "Colin co-founded Marrow Hospitality Group. He does not own it outright: he holds 60%, his co-founder has 25%. The last priced round valued the whole group at $25M.",
      { businessOwnershipShare: 0.6, businessValueUsd: 15_000_000 },
    ],
    ["She owns Apple Inc. stock worth $300k.", { ownsBusiness: false }],
  ])("a business's value said as a broker's number, an appraisal or a round: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    [
      "ADVISOR: How old are you both?\nDAVE: Sixty-two.\nANN: Fifty-nine.\nADVISOR: Where do you live?\nDAVE: Austin.\nANN: For 20 years.",
      { primaryAge: 62, spouseAge: 59 },
    ],
    [
      "ADVISOR: Dave, how old are you?\nDAVE: Sixty-two.\nADVISOR: And Ann?\nANN: Fifty-nine.\nADVISOR: Where do you live?\nDAVE: Austin.\nANN: For 20 years.",
      { primaryAge: 62, spouseAge: 59 },
    ],
    [
      "ADVISOR: When were you born?\nDAVE: 1964.\nANN: 1967.\nADVISOR: Where do you live?\nDAVE: Austin.\nANN: Yes.",
      { primaryAge: 62, spouseAge: 59 },
    ],
    [
      "ADVISOR: How old are you?\nDAVE: Sixty-two this March.\nADVISOR: And your wife?\nDAVE: 59.\nANN: Yes.",
      { primaryAge: 62, spouseAge: 59 },
    ],
    [
      "ADVISOR: How old are you?\nDAVE: Sixty-two this March.\nADVISOR: And Emma?\nDAVE: She is 12.\nADVISOR: OK.\nDAVE: Yes.",
      { primaryAge: 62, spouseAge: null },
    ],
  ])(
    "ages answered in a transcript: each client's answer, and a follow-up 'And Ann?' names whose: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["Client: 62M. Spouse: 59F.", { primaryAge: 62, spouseAge: 59 }],
    ["DOB: 1964-03-14 / 1967-07-02", { primaryAge: 62, spouseAge: 59 }],
    ["DOBs 1964 and 1967", { primaryAge: 62, spouseAge: 59 }],
    ["Born 1964. Kids born 1995 and 1998.", { primaryAge: 62, spouseAge: null }],
    ["Dave Ames (62), Ann Ames (59)", { primaryAge: 62, spouseAge: 59 }],
  ])("a couple's ages in CRM forms: a labelled age with its sex, two birth dates, one surname: %s", (text, expected) =>
    facts(text, expected),
  );
  it("a list item says who it is about through its heading: 'Kids:' then '- Daniel, 22, has Down syndrome'", () => {
    facts("Kids:\n- Grace, 25, RN, married, on her own.\n- Daniel, 22, has Down syndrome, receives SSI.", {
      hasDisabledDependent: true,
    });
    facts("Health:\n- Dan, 61, disability claim after back surgery in 2019.", { hasDisabledDependent: false });
  });
  it.each([
    ["Estimated estate: $9M.", { netWorthUsd: 9_000_000 }],
    ["Estate: $9M", { netWorthUsd: 9_000_000 }],
    ["Estate plan: wills 2019.", { netWorthUsd: null }],
    [
      "DANIEL: Her IRA is about 210. CDs and savings, call it 270. So around 800 all together with the house.",
      { netWorthUsd: 800_000 },
    ],
    ["Two IRAs, $500k all together.", { netWorthUsd: null, retirementAccountsUsd: 500_000 }],
  ])("a net worth written as an estimated estate or a total 'with the house': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["Salary $180K. Received a $1.2M inheritance last year.", { annualIncomeUsd: 180_000 }],
    ["W-2 $300K; RSUs vesting ~$400K/yr.", { annualIncomeUsd: 700_000 }],
    [
      "Takes a $150k salary and ~$2M distributions from the S corp over the last 5 years.",
      { annualIncomeUsd: 150_000 },
    ],
    ["The practice grosses $2.1M a year; she takes home about $450K.", { annualIncomeUsd: 450_000 }],
    // "Twenty-eight fifty" is $2,850 as said; an answer repeating the question's figure confirms it.
    [
      "JA: Maribel, the TUSD pension - the letter said $2,850 a month?\nMARIBEL: Twenty-eight fifty, yes, it started last July.\nJA: And Dennis, the consulting?\nDENNIS: It's about eighteen thousand a year now.",
      { annualIncomeUsd: 52_200 },
    ],
    // A figure with no cue, said right after the same speaker's words about a job, is its pay.
    [
      "AVERY: Sherry's is still there, right?\nSHERRY: I'm keeping my job at the hospital - scheduling, part-time. It's about thirty-eight thousand.\nAVERY: And Wayne, this year's salary was $165,000?\nWAYNE: One sixty-five, yes.",
      { annualIncomeUsd: 203_000 },
    ],
    // What an account could reach by then is a projection, not income or a balance.
    [
      "IRA $1.42M. When RMDs start you'll have required distributions on an account that could be over two million by then.",
      { annualIncomeUsd: null, retirementAccountsUsd: 1_420_000 },
    ],
    ["JA: Four-eighty it is. So all in you're about $2.9 million.", { netWorthUsd: 2_900_000 }],
    // A figure corrected in the latest message is wrong in the quoted ones; "Eileen's ($1,850/mo)"
    // is another Social Security; "$1,850" without its period in a quote is the same figure; "about
    // $4.8 million counting the house" is the net worth; what the estate "could owe" is no debt.
    [
      [
        "Eileen pointed out that the pension went up in January - it's $5,450 a month now, not $5,200.",
        "",
        "> On $4.8 million, the survivor's estate could owe Massachusetts somewhere around $280,000-$300,000.",
        "> Can you confirm the income figures? I have your pension at $5,200 a month, your Social Security at $3,100 and Eileen's at",
        "> $1,850.",
        ">",
        ">> So about $4.8 million counting the house. Income is my Raytheon pension ($5,200/mo),",
        ">> my Social Security ($3,100/mo) and Eileen's ($1,850/mo).",
      ].join("\n"),
      { annualIncomeUsd: 124_800, netWorthUsd: 4_800_000, liabilitiesUsd: null },
    ],
    // A figure said as today's estimate right after one restates it for today.
    ["Net worth: about $17M at year-end 2024; Peter estimates $19.5M today.", { netWorthUsd: 19_500_000 }],
    // An appraisal of 100% of the company, with the client's 25% stated: the stake is 25% of it.
    [
      "Peter (61) - 25% owner, Lindqvist Castings, Inc. (S corp). The 2025 appraisal valued 100% of the company at $40M (before discounts).",
      { businessValueUsd: 10_000_000, businessOwnershipShare: 0.25 },
    ],
    // A number said alone after the same speaker's words about a job is its pay ("one-oh-five" = 105).
    ["OH: W-2 is 180.\nJH: Yep, research administrator at U of M. One-oh-five.", { annualIncomeUsd: 285_000 }],
    // The year dates the retirement, not the pension that follows it.
    [
      "Greg's salary is $260K. Diane retired from teaching in 2023 with a pension of $3,100 a month.",
      { annualIncomeUsd: 297_200 },
    ],
    [
      "BEN: Reggie runs a small coffee roasting business, an LLC. Probably worth $250k if he sold it.",
      { businessValueUsd: 250_000 },
    ],
  ])(
    "income is a year's pay: not an inheritance, several years' distributions or the business's revenue: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["His mother is widowed and lives with them. He and his wife Kate have two kids.", { maritalStatus: "married" }],
    ["Her widowed father moved in. She and her husband are 55.", { maritalStatus: "married" }],
    ["Jim lost his first wife in 2005. He and his wife Sue live in Ohio.", { maritalStatus: "married" }],
    ["Sue is a widow; her husband Jim died in 2021.", { maritalStatus: "widowed" }],
    ["Widowed in 2019. Her husband had a pension from GE.", { maritalStatus: "widowed" }],
    ["Widowed in 2019. She and her husband had been married 40 years.", { maritalStatus: "widowed" }],
  ])(
    "a widow is the client's status, not a relative's; a spouse now after a death is a remarriage: %s",
    (text, expected) => facts(text, expected as Partial<TClientFacts>),
  );
  it.each([
    ["Net profit to her last year was $350K.", { annualIncomeUsd: 350_000 }],
    ["His share of the profits runs $450K a year.", { annualIncomeUsd: 450_000 }],
    ["The practice pays her about $600K after expenses.", { annualIncomeUsd: 600_000 }],
    ["Pulls $300K out of the business each year.", { annualIncomeUsd: 300_000 }],
    ["He took $2M out of the business when he sold his stake.", { annualIncomeUsd: null }],
    ["They live off her salary ($140K) and his consulting ($90K).", { annualIncomeUsd: 230_000 }],
  ])(
    "an owner's income as a share of the profits, what the practice pays, what is pulled out each year: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["Their wills still name his brother as guardian; the brother died in 2022.", { estatePlanOutdated: true }],
    [
      "Will drafted in New York in 2012; they moved to Florida in 2020.",
      { hasEstatePlan: true, estatePlanOutdated: true },
    ],
    ["Wills need updating.", { hasEstatePlan: true, estatePlanOutdated: true }],
    ["Wills signed in 2024; everything current.", { estatePlanOutdated: false }],
    ["They need wills.", { hasEstatePlan: null, estatePlanOutdated: false }],
    ["Will you be retiring soon? Will asked.", { hasEstatePlan: null }],
  ])(
    "documents that exist but need redoing: 'still name', 'need updating', drafted before a move: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["Rentals: 3 duplexes, ~$1.8M total, mortgages $600K.", { investmentRealEstateUsd: 1_800_000 }],
    ["Real estate: home $900K; rental condo $400K.", { investmentRealEstateUsd: 400_000 }],
    ["+ strip ctr where shop #2 sits, own it in an LLC, ~1.1mm, basis ~300k", { investmentRealEstateUsd: 1_100_000 }],
  ])(
    "rental real estate: a count of units is not money, a rental condo, a strip center held in an LLC: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["She does consulting on the side, about $60K a year (1099).", { ownsBusiness: true }],
    ["Schedule C income $120K from his photography.", { ownsBusiness: true }],
    ["Self employed graphic designer, $95K.", { ownsBusiness: true }],
    ["Retired engineer who now consults part-time ($40K/yr).", { ownsBusiness: true }],
    ["She is a 1099 contractor for a tech company.", { ownsBusiness: true }],
    ["She works for a consulting firm (W-2).", { ownsBusiness: false }],
    ["Gets a 1099-R from the pension.", { ownsBusiness: false }],
    ["He consults with his CPA every spring.", { ownsBusiness: false }],
  ])("self-employment is a business of the client's own (a solo 401(k), a SEP): %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["He is one of four partners in an orthopedic group.", { ownsBusiness: true, businessOwnershipShare: 0.25 }],
    ["She is a partner at a 6-partner CPA firm.", { ownsBusiness: true, businessOwnershipShare: 0.1667 }],
    ["He and two partners own a machine shop.", { ownsBusiness: true, businessOwnershipShare: 0.3333 }],
    ["Owns 1/3 of a dental practice.", { ownsBusiness: true, businessOwnershipShare: 0.3333 }],
    ["Shareholder in a family trucking company (25%).", { ownsBusiness: true, businessOwnershipShare: 0.25 }],
    [
      "Cal, 38, one of three owners of Wedge Brewing. LLC. Cal 34%, Jamie Ortiz 33%, Pete Sandoval 33%.",
      { businessOwnershipShare: 0.34 },
    ],
  ])("co-owners counted: an equal share assumed unless a split is written anywhere: %s", (text, expected) =>
    facts(text, expected),
  );
  it("'I'm at about nine hundred' beside a 401(k) is the account's balance, not the net worth", () => {
    facts("LP: Retirement accounts?\nOH: The practice 401(k), I'm at about nine hundred.\nJH: My 403(b) is 260.", {
      retirementAccountsUsd: 1_160_000,
      netWorthUsd: null,
    });
    facts("LP: Net worth, roughly?\nOH: We did a balance sheet last year, it was 3.9.", { netWorthUsd: 3_900_000 });
  });
  it.each([
    [
      "LP: Omar, you were born in '71?\nOH: Yes.\nLP: Kids?\nJH: Two, both at Michigan. Sam is 21, Nora is 19.\nLP: OK.\nOH: Right.\nJH: Yes.",
      { childrenCount: 2, childrenAges: [21, 19], spouseAge: null },
    ],
    [
      "ADVISOR: Kids?\nTOM: Sam is 24 and Nora is 21.\nADVISOR: Hi.\nTOM: I am 55, Ann is 52.\nANN: Yes.\nANN: Right.",
      { childrenAges: [24, 21], primaryAge: 55, spouseAge: 52 },
    ],
    [
      "LP: Hi.\nOH: I am 55.\nLP: And you're, what, 52?\nJH: Yes.\nJH: Right.\nOH: OK.",
      { primaryAge: 55, spouseAge: 52 },
    ],
  ])(
    "a transcript: an answer to 'Kids?' names the children, 'ANN:' is Ann, 'you're, what, 52?': %s",
    (text, expected) => facts(text, expected),
  );
  it("a part said a sentence after its whole: 'about 2.1 million? / About that. And roughly 780 of it is P&G stock.'", () => {
    facts(
      "ADV: And the 401(k), the last statement I have is about 2.1 million?\nDENNIS: About that. And roughly 780 of it is P&G stock. My cost on that is small, HR told me about 140 thousand.",
      {
        retirementAccountsUsd: 2_100_000,
        hasEmployerStockInPlan: true,
        employerStockInPlanUsd: 780_000,
        employerStockBasisUsd: 140_000,
      },
    );
  });
  it("an e-mail answered inline: the client's age under '> 1. Your age', and the IRA 'you inherited from your dad'", () => {
    facts(
      "> 1. Your age and anything that changed at work.\n33 (34 IN APRIL). PROMOTED TO SENIOR MANAGER.\n> 2. Balance of the IRA you inherited from your dad.\n$740K AS OF LAST STATEMENT. MOM (68) IS FINE.",
      { primaryAge: 33, hasInheritedIra: true },
    );
    facts("Her dad passed last year and left her his IRA.", { hasInheritedIra: true });
  });
  it.each([
    ["He holds $4M of Apple stock he bought in the 90s for almost nothing.", { hasLowBasisStock: true }],
    ["Her Microsoft shares (cost basis ~$200K) are now worth $3M.", { hasLowBasisStock: true }],
    ["He is terrified of the tax on selling his Google shares.", { hasLowBasisStock: true }],
    ["They got the lake lot for nothing in 1980.", { hasLowBasisStock: false }],
    ["About 60% of their portfolio is in Exxon shares inherited from his father.", { hasConcentratedStock: true }],
    ["About 30% of their net worth is in the house.", { hasConcentratedStock: false }],
  ])("low basis and concentration as advisers describe them: %s", (text, expected) => facts(text, expected));
  it.each([
    [
      "Gives ~$10k/yr to animal rescue, wants to do more.",
      { hasCharitableIntent: true, annualCharitableGivingUsd: 10_000 },
    ],
    ["They expect the company to be acquired next year.", { expectsLiquidityEvent: true }],
    ["A PE firm has offered $40M for the business.", { expectsLiquidityEvent: true }],
    ["His old employer was acquired in 2019.", { expectsLiquidityEvent: false }],
    ["No contingent beneficiaries on any account.", { hasBeneficiaryDesignationIssue: true }],
    ["Beneficiaries have not been reviewed since 2008.", { hasBeneficiaryDesignationIssue: true }],
    ["Life policy still names his late mother.", { hasBeneficiaryDesignationIssue: true }],
    ["$1.6M IRA — beneficiary form still says Marie, then the three kids.", { hasBeneficiaryDesignationIssue: true }],
    [
      "The IRAs also list the four grandchildren directly as contingent beneficiaries.",
      { hasBeneficiaryDesignationIssue: true },
    ],
  ])("giving, a sale ahead and beneficiary forms to fix, as advisers write them: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["Dependents: 6 (ages 17, 15, 13, 10, 7, 3)", { childrenAges: [17, 15, 13, 10, 7, 3], childrenCount: 6 }],
    ["- 3 kids all grown (31, 28, 25), 2 grandkids", { childrenAges: [31, 28, 25], childrenCount: 3 }],
    ["WANDA: Two boys, both grown and gone - 31 and 28.", { childrenAges: [31, 28], childrenCount: 2 }],
    ["MFJ. 3 kids: 24, 21, 17 (youngest a sr at Strake Jesuit)", { childrenAges: [24, 21, 17], childrenCount: 3 }],
  ])("children's ages listed after 'dependents', 'all grown', a dash or before a bracket: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["Inherited IRA (from father, d. 2024): $850K - 10-yr rule\nOwn 401(k): $74K", { retirementAccountsUsd: 924_000 }],
    [
      "My IRA is about $2.6M, my wife Joan's is $480k.\n\nOn Tue, Sep 8, 2026 at 9:14 AM Sarah Lin wrote:\n> What do you hold?",
      { retirementAccountsUsd: 3_080_000 },
    ],
    [
      "MY 401K IS ABOUT 640. NADIA HAS AN OLD 403B, AROUND 115. WE EACH HAVE A ROTH, MAYBE 40 TOTAL.",
      { retirementAccountsUsd: 795_000 },
    ],
  ])(
    "a year of a death dates no amount; a date in a reply header is not money; 'my wife Joan's is': %s",
    (text, expected) => facts(text, expected),
  );
  it("'real estate totals $3M' is real estate, not an estate's total", () => {
    facts("Real estate totals about $3M (home, beach house and two rentals).", {
      realEstateUsd: 3_000_000,
      netWorthUsd: null,
    });
    facts("Their estate is about $12M.", { netWorthUsd: 12_000_000 });
  });
  it.each([
    ["Wants to stop working at 60.", { plannedRetirementAge: 60 }],
    ["Target retirement age: 65", { plannedRetirementAge: 65 }],
    ["She hopes to retire in 3 years, at 58.", { plannedRetirementAge: 58 }],
    ["Retiring next June when he turns 65.", { plannedRetirementAge: 65 }],
    ["Eligible to retire at 57 with FERS pension but planning to work to 60", { plannedRetirementAge: 60 }],
    ["D - petroleum engr @ Chevron. wants OUT at 60", { plannedRetirementAge: 60 }],
  ])("a planned retirement age as advisers write it (not the age one could retire): %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["Marital status: Widowed - spouse (Lauren) died Oct 2022", { spouseDeathYear: 2022 }],
    ["She is a widow. Walter passed in, um, October of '23, so she has been on her own.", { spouseDeathYear: 2023 }],
    ["Widowed since 2019.", { spouseDeathYear: 2019 }],
  ])("the year of the spouse's death with a name in brackets, a filler word, or 'since': %s", (text, expected) =>
    facts(text, expected),
  );
  it("a child whose name begins like a month is a child, not a date: 'Kids: Maya 4, Rohan 1', 'Janet 9, Marty 10'", () => {
    facts("Kids: Maya 4, Rohan 1.", { childrenAges: [4, 1], childrenCount: 2 });
    facts("Kids: Janet 9, Marty 10.", { childrenAges: [9, 10] });
    facts("Baby due May 4.", { childrenAges: [] });
  });
  it("the people a 'Children:' line or a list under 'Kids:' names are children", () => {
    facts(
      "Children: Chidi (26), a software engineer in Atlanta earning $160K, has his own 401(k) of about $90K. Nneka (22) finishes at Georgia Tech in May.",
      { childrenAges: [26, 22], childrenCount: 2 },
    );
    facts("Kids:\n- Grace, 25, RN, married.\n- Daniel, 22, has Down syndrome.", {
      childrenAges: [25, 22],
      childrenCount: 2,
    });
  });
  it("pay from a job at a church is income, not giving", () => {
    facts("Steve is an engineer, $185,000. Michelle works part time at the church office, around $30,000.", {
      annualIncomeUsd: 215_000,
      annualCharitableGivingUsd: null,
    });
    facts("They give $12,000 a year to their church.", { annualCharitableGivingUsd: 12_000 });
  });
  it.each([
    ["We are both retired; pensions and Social Security give us $118,000 a year.", { hasPension: true }],
    ["Bob's FERS annuity $5,800/mo.", { hasPension: true }],
    ["Karen owns Prairie Cleaning LLC. Either sell to her ops manager or a PE roll-up.", { expectsBusinessSale: true }],
    [
      "She owns the dental practice. Dr. Kaur wants to buy the practice; seller note likely.",
      { expectsBusinessSale: true },
    ],
    ["He owns three tire shops. Son Mateo runs shop #3 and wants to buy in.", { expectsBusinessSale: true }],
    ["He owns the shop. He bought out his partner in 2015.", { expectsBusinessSale: false }],
    // Said only as what could happen, what the owners cannot fund, or a child's buy-in some day.
    [
      "Andre owns a third of the firm. If Phil died, Denise could sell it to anyone. Nobody's selling.",
      { expectsBusinessSale: false },
    ],
    [
      "He owns half the company. You don't have two million sitting around to buy her out.",
      { expectsBusinessSale: false },
    ],
    ["He owns half the HVAC company. His partner's son wants to buy in someday.", { expectsBusinessSale: false }],
  ])(
    "pensions in the plural and a federal annuity; a sale ahead to a manager, a buyer or a son buying in: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    [
      "Income: Social Security $3,100/mo; she draws $4,000/mo from a $1.2M IRA.",
      { annualIncomeUsd: 85_200, retirementAccountsUsd: 1_200_000 },
    ],
    ["RMDs on the $1.5M IRA are about $60K a year.", { annualIncomeUsd: 60_000, retirementAccountsUsd: 1_500_000 }],
    [
      "Income: salary $140K; bonus $20K; 401(k) balance $600K.",
      { annualIncomeUsd: 160_000, retirementAccountsUsd: 600_000 },
    ],
    ["Income: pension $40K; IRA $20K a year.", { annualIncomeUsd: 60_000 }],
    [
      "The house is worth about $550k now and they owe roughly $210k on it.",
      { primaryResidenceUsd: 550_000, liabilitiesUsd: 210_000 },
    ],
  ])(
    "the balance an income is drawn from is a balance, not income ('$4,000/mo from a $1.2M IRA'): %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["His W-2: $310K. Hers: $120K.", { annualIncomeUsd: 430_000 }],
    ["He: $300K base + $150K bonus. She: $90K.", { annualIncomeUsd: 540_000 }],
    ["His IRA: $500K. Hers: $200K.", { retirementAccountsUsd: 700_000 }],
  ])("a label naming only whose ('Hers:', 'She:') carries the kind of the sentence before: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    [
      "ADVISOR: What are you bringing in these days?\nTOM: Me, about one-eighty.\nSUE: Yes.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { annualIncomeUsd: 180_000 },
    ],
    [
      "ADVISOR: What does the house go for these days?\nTOM: Zillow says eight-fifty.\nSUE: Yes.\nADVISOR: Mortgage?\nTOM: About two hundred left.\nSUE: Yes.",
      { primaryResidenceUsd: 850_000, liabilitiesUsd: 200_000 },
    ],
    [
      "ADVISOR: How much do you make?\nTOM: Salary is 160, and I get a bonus, usually around 25.\nSUE: Yes.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { annualIncomeUsd: 185_000 },
    ],
    [
      "ADVISOR: And if you add it all up, what are you worth?\nTOM: I would guess three million, maybe three and a half with the house.\nSUE: Yes.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { netWorthUsd: 3_500_000 },
    ],
  ])(
    "spoken answers: 'Me, about one-eighty', 'Zillow says eight-fifty', 'usually around 25', '… three and a half with the house': %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    [
      "ADVISOR: Any debt?\nTOM: Just the mortgage, about three-ten.\nSUE: Yes.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { liabilitiesUsd: 310_000 },
    ],
    [
      "ADVISOR: Brokerage?\nTOM: A Schwab account, around four hundred.\nSUE: Yes.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { taxableInvestmentsUsd: 400_000 },
    ],
    ["Her 401(k) is about four-fifteen.", { retirementAccountsUsd: 415_000 }],
    [
      "ADVISOR: How old are you?\nTOM: Sixty-one in March.\nSUE: I am fifty-eight.\nADVISOR: OK.\nTOM: Yes.\nSUE: Yes.",
      { primaryAge: 60, spouseAge: 58 },
    ],
  ])(
    "spoken figures: hundreds with a teen ('three-ten' is 310, not three), a brokerage of 'four hundred', an age to come: %s",
    (text, expected) => facts(text, expected),
  );
  it.each([
    ["Non-qualified money: about $600K.", { taxableInvestmentsUsd: 600_000, retirementAccountsUsd: null }],
    ["Qualified money: $1.1M.", { retirementAccountsUsd: 1_100_000 }],
    ["$400K in a trust account at Schwab.", { taxableInvestmentsUsd: 400_000 }],
    ["IRA at Fidelity: $900K.", { retirementAccountsUsd: 900_000, taxableInvestmentsUsd: null }],
  ])("non-qualified money and a trust account are taxable investments: %s", (text, expected) => facts(text, expected));
  it.each([
    ["Their Dallas condo closes in March; until then they are in Chicago.", { state: "IL" }],
    ["Her job is relocating her from Seattle to Dallas next spring.", { state: "WA", plannedMoveState: "TX" }],
    ["They moved from Chicago to Dallas in 2019.", { state: "TX", formerState: "IL" }],
    ["Planning to become Florida residents next year.", { plannedMoveState: "FL" }],
    ["They are Florida residents now.", { state: "FL" }],
  ])(
    "a move still to come leaves from where the client lives; 'they are in Chicago' is where they live: %s",
    (text, expected) => facts(text, expected),
  );
  it("a heading's \"Evelyn's home, Mobile, Alabama\" is where the client lives, not a son's city", () => {
    facts(
      "Meeting - Mrs. Evelyn Thibodeaux - Feb 24, 2026 - Evelyn's home, Mobile, Alabama\nWP: How old is Robert?\nCLAIRE: Sixty-three. He's in Atlanta.",
      { state: "AL" },
    );
  });
  it.each([
    [
      "We live in Westchester, New York.\nADVISER: Tell me about Jupiter.\nCLIENT: We bought the house there last year. The plan is to move there for good in January.",
      { state: "NY", plannedMoveState: "FL" },
    ],
    [
      "They live in Denver. Their daughter is in Boise; they may visit there often.",
      { state: "CO", plannedMoveState: null },
    ],
    ["They live in Austin, Texas. They love it and will live there for good.", { state: "TX", plannedMoveState: null }],
  ])("a planned move 'there' goes to the place named last before it, unless that is home: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    [
      "Client_A: Marjorie Ellis | DOB 1954-02-11 | Retired\nClient_B: Walter Brenner | Age 68 | Retired",
      { primaryAge: 72, spouseAge: 68 },
    ],
    ["Rel_Status: LTP (long-term partners, not married - by choice)", { maritalStatus: "partnered" }],
    ["Acct_B_Brkg: 450,000", { taxableInvestmentsUsd: 450_000 }],
    ["Charitable: N", { hasCharitableIntent: false }],
    ["Charitable: N\nGives $5,000 a year to the food bank.", { hasCharitableIntent: true }],
  ])(
    "CRM exports: an 'Age' field on a Client_B line, long-term partners, 'Brkg', 'Charitable: N': %s",
    (text, expected) => facts(text, expected as Partial<TClientFacts>),
  );
  it("a child speaking of the parent who is the client: 'Dad's still in the house in Cary' is where the client lives", () => {
    facts(
      "Phone call - Walter Haines and his daughter Karen\nADVISOR: How old are you now?\nWALTER: Eighty-one.\nKAREN: Dad's still in the house in Cary. It's paid off.\nADVISOR: Income?\nWALTER: Social Security.\nKAREN: Yes.",
      { state: "NC", primaryAge: 81 },
    );
  });
  it("the year of the spouse's death answered on the next line of a transcript", () => {
    facts(
      "ADVISOR: How old are you now?\nWALTER: Eighty-one.\nADVISOR: And your wife June passed in...\nWALTER: March of 2021.\nKAREN: Yes.\nKAREN: Ok.",
      { spouseDeathYear: 2021, maritalStatus: "widowed" },
    );
  });
  it.each([
    ["Margaret (widow, 81) lives alone.", { primaryAge: 81 }],
    ["Ages 58 (him) and 55 (her).", { primaryAge: 58, spouseAge: 55 }],
  ])("ages with a word in the bracket: 'Margaret (widow, 81)', 'Ages 58 (him) and 55 (her)': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each([
    ["cl 61, sp 58", { primaryAge: 61, spouseAge: 58 }],
    ["J61 S58", { primaryAge: 61, spouseAge: 58 }],
    ["single F 44, SF", { primaryAge: 44 }],
    ["44yo single mom in SF", { primaryAge: 44 }],
    ["Client: Jim Barnes (DOB 03/1962)", { primaryAge: 64 }],
    ["b. 1962 / 1965", { primaryAge: 64, spouseAge: 61 }],
    ["Married 35 years; kids 30 and 28.", { primaryAge: null }],
  ])(
    "ages in shorthand: 'cl 61, sp 58', 'J61 S58', 'single F 44', '44yo', 'DOB 03/1962', 'b. 1962 / 1965': %s",
    (text, expected) => facts(text, expected),
  );
  it("a child writing about the parents who are the clients: 'my parents (Ron 78, Joyce 76) live in Tulsa'", () => {
    facts("Subject: Mom and Dad\n\nHi, my parents (Ron 78, Joyce 76) live in Tulsa. Their net worth is about $2.4M.", {
      primaryAge: 78,
      spouseAge: 76,
      state: "OK",
      netWorthUsd: 2_400_000,
    });
    facts("Tom (62) and Ann (59) came in. Her parents (Ron 88, Joyce 86) live nearby.", {
      primaryAge: 62,
      spouseAge: 59,
    });
  });
  it("a sum written out: 'NW: 3M liquid + 1M house = 4M' is a net worth of 4M", () => {
    facts("- NW: 3M liquid + 1M house = 4M", { netWorthUsd: 4_000_000 });
    facts("Pension $22k + SS $32k = $54k/yr.", { annualIncomeUsd: 54_000 });
  });
  it.each([
    [
      "He owns a plumbing company; a broker valued it at $3.5M last year.",
      { businessValueUsd: 3_500_000, annualIncomeUsd: null },
    ],
    ["Business: landscaping LLC, est. value $900K.", { ownsBusiness: true, businessValueUsd: 900_000 }],
    ["Business: none", { ownsBusiness: false }],
    ["Co-owns (50%) a machine shop valued at $6M.", { businessOwnershipShare: 0.5, businessValueUsd: 3_000_000 }],
  ])(
    "a business's value 'valued it at', a 'Business:' field, a share in brackets after 'co-owns': %s",
    (text, expected) => facts(text, expected),
  );
  it("a buy-sell agreement among co-owners is not the client's estate plan: 'Estate docs: NONE' stands", () => {
    facts("Co-owns the HVAC company 50/50; buy-sell agreement signed in 2019, unfunded.\nEstate docs: NONE", {
      hasEstatePlan: false,
      estateDocuments: ["buy_sell_agreement"],
    });
  });
  it("'Frank's will be 65' is not a will", () => {
    expect(read("Frank's will be 65 next year.").estateDocuments).toEqual([]);
  });
  it("'Kids: 2' and 'Dependents: 2' are counts", () => {
    facts("Kids: 2", { childrenCount: 2, childrenAges: [] });
    facts("Dependents: 2 (ages 14, 11)", { childrenCount: 2 });
  });
  it("a count written as a CRM key or before a colon ('HH_Children: 2', 'kids 3: twins 15 + 11') beats one read in passing", () => {
    facts("HH: Lindgren, Paul & Susan\nHH_Children: 2 (both >30, self-supporting)", { childrenCount: 2 });
    facts("Raj 52 / Meera 50 (not working since twins born), MFJ\nNW ~$7.8M\nkids 3: twins 15 + 11", {
      childrenCount: 3,
    });
  });
  it("a child's spouse named with an age ('son Travis (42), Travis's wife Amber (40)') is an in-law, not a child", () => {
    facts(
      "Present: Dale Kessler (71), Marlene Kessler (69), son Travis (42, farms with them), Travis's wife Amber (40). Daughter Jill (39, Denver) on speaker.",
      { childrenCount: 2, childrenAges: [42, 39], primaryAge: 71, spouseAge: 69 },
    );
  });
  it("a name with a suffix ('Marcus Jr. (14)') is a name with an age", () => {
    facts("Mark 45, wife Jo 44. Children | Jada (17), Marcus Jr. (14)", { childrenCount: 2, childrenAges: [17, 14] });
  });
  it("a transcript's adviser named in the heading ('J. Arceneaux (adviser)') is not a client, however few questions they ask", () => {
    const turns = Array.from({ length: 6 }, (_, i) => `JA: Point ${i} noted.\nDENNIS: Right.\nMARIBEL: Yes.`).join(
      "\n",
    );
    facts(
      `Review call - Dennis & Maribel Kowalczyk\nOn the line: Dennis Kowalczyk, Maribel Kowalczyk, J. Arceneaux (adviser)\n\nJA: Dennis, you're 66 now?\nDENNIS: Turned 66 in January.\nJA: And Maribel, I have you born in '63.\nMARIBEL: That's right. I retired from the district in June and I'm not working at all now.\n${turns}`,
      { primaryAge: 66, spouseAge: 63, spouseHasEarnedIncome: false },
    );
  });
  it("'I turn 70 in August' is the writer's age to come: 69 now", () => {
    facts("Background in case you don't have it handy: I turn 70 in August, Eileen is 67. We're married.", {
      primaryAge: 69,
      spouseAge: 67,
    });
  });
  it("the couple a note names as its clients ('Mark and Denise (our clients)') are the clients; their children under a 'The children' heading are children; ages 'when Claire was 5' are past", () => {
    facts(
      [
        "Present: Mark Sorensen, Denise Sorensen, adviser T. Nakamura",
        "Evan Sorensen turned 19 in April. He has autism.",
        "",
        "Mark and Denise (our clients)",
        "- Mark, 51. Mechanical engineer, salary $172,000. 401(k) $640,000.",
        "- Denise, 49. Part-time paraprofessional at Evan's old school district, about $28,000 a year.",
        "- Wills from 2009 (drafted when Claire was 5 and Evan 2).",
        "",
        "The children",
        "- Claire, 22, RN at Edward Hospital since May, $71,000.",
        "- Evan, 19. Will likely need lifelong support.",
      ].join("\n"),
      { primaryAge: 51, spouseAge: 49, childrenAges: [22, 19], childrenCount: 2, annualIncomeUsd: 200_000 },
    );
  });
  it("a child quoted on the parent who is the client ('- Miriam: \"Mom's total is around $625,000.\"') gives the client's figure", () => {
    facts(
      'Family call re: Mrs. Ruth Eberly\nOn the line: Miriam Eberly Hess (daughter), Daniel Eberly (son).\n\nRuth\n- 92, widowed.\n- Miriam: "Mom\'s total is around $625,000."',
      { netWorthUsd: 625_000 },
    );
  });
  it("a founder's call: 'Forty-two million for a hundred percent of Tessellate' is the price of the whole company, 38% of it the stake; a CPA on the call is not the spouse; 'under $50 million at issuance' is a limit", () => {
    facts(
      [
        "Call transcript - Aaron & Rachel Feldstein",
        "Participants: Aaron Feldstein, Rachel Feldstein, N. Patel (adviser), L. Greer (CPA, Greer & Holt)",
        "",
        "PATEL: So the LOI is signed.",
        "AARON: Signed Friday. Forty-two million for a hundred percent of Tessellate, cash at closing.",
        "GREER: I have. Aaron holds 38 percent fully diluted, all common. He founded Tessellate Health, Inc., a C corp, in 2017.",
        "PATEL: So thirty-eight percent of forty-two is fifteen point nine six million.",
        "GREER: The Series A took gross assets to around $14 million.",
        "PATEL: So Aaron's common was issued in 2018, company under $50 million at issuance.",
        "AARON: Right.",
        "PATEL: And the two of you, for the file?",
        "AARON: I'm 44, Rachel's 42.",
        "RACHEL: Yes.",
      ].join("\n"),
      { businessValueUsd: 15_960_000, expectedSalePriceUsd: 42_000_000, primaryAge: 44, spouseAge: 42 },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "PATEL: Kids are 10, 8 and 5?\nRACHEL: Ten, eight and - Sam turned six last week.",
      { childrenAges: [10, 8, 6], childrenCount: 3 },
    ],
    ["5. Kids?\nTWO, 19 AND 16. OUR OLDEST IS AT UCONN.", { childrenAges: [19, 16], childrenCount: 2 }],
  ])("an answer about the children that opens on a list of numbers gives their ages: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["PATEL: Retirement accounts?\nAARON: My 401(k) is about a hundred ninety.", { retirementAccountsUsd: 190_000 }],
    ["PATEL: Retirement accounts?\nRACHEL: Three-thirty, the 403(b).", { retirementAccountsUsd: 330_000 }],
    [
      "PATEL: Aaron, your salary?\nAARON: Two-ten.\nPATEL: Rachel, you're still at Duke?\nRACHEL: Pediatrics, yes. Two-forty-five.",
      { annualIncomeUsd: 455_000 },
    ],
  ])(
    "figures said aloud in a call ('a hundred ninety', 'Three-thirty, the 403(b)', pay after a question about the job): %s",
    (text, expected) => facts(text, expected),
  );
  it("a surgeon's bullets: the practice's value and his half after an arrow, distributions with last year's in brackets, a pay credit a plan 'can get', net worth 'counting my half of the practice'", () => {
    facts(
      [
        "- Gregory Lund, MD, 54, orthopaedic surgeon. Overland Park, KS.",
        "- Prairie Orthopaedic Associates, P.C. - Greg and Dr. Amit Shah, 50/50 owners.",
        "- Valued at $2.2M for the practice (2025 appraisal for the bank) -> Greg's half $1.1M.",
        "- Greg's W-2 from the P.C.: $350,000",
        "- K-1 / profit distribution on top of that: ~$290,000 (2025 was $305K; 2026 projected $290K)",
        '- Greg\'s estimate: "about $4.9 million counting my half of the practice"',
        "- Cash balance plan: at 54 Greg can get a pay credit well over $200K a year.",
      ].join("\n"),
      { businessValueUsd: 1_100_000, annualIncomeUsd: 640_000, netWorthUsd: 4_900_000 },
    );
  });
  it("a young family: commissions of last year expected the same this year count; what a widow 'would lose' is not income; the husband's parents' divorce is not the client's", () => {
    facts(
      [
        "First meeting - Jordan & Tasha Pike",
        "- Jordan Pike (36): sales rep, base salary $62,000 plus commissions - commissions were $34,000 last year and he expects about the same in 2026.",
        "- Tasha Pike (35): dental hygienist. At her current schedule she'll earn about $78,000 this year.",
        "- Jordan's parents are divorced; his father is not in the picture.",
        "- Life insurance: if Jordan died, Tasha would lose $96,000 a year of household income.",
        "Jordan and Tasha married in 2019.",
      ].join("\n"),
      { annualIncomeUsd: 174_000, maritalStatus: "married", spouseAge: 35 },
    );
  });
  it("a pension election call: the options of the election and Social Security at 67 or 70 are not income yet; 'The 401(k) - I have $640,000'; 'about a million and a half'", () => {
    facts(
      [
        "CURTIS: Lump sum: $780,412. Single life annuity: $4,650 a month. Hundred percent joint and survivor: $4,180 a month.",
        "PM: Donna, you're 60? And you're still at the library?",
        "DONNA: Part-time, twenty hours. It's about twenty-one thousand a year.",
        "PM: And Curtis, your salary this year is the $128,000?",
        "CURTIS: One twenty-eight, yeah.",
        "PM: The 401(k) - I have $640,000.",
        "CURTIS: Six-forty.",
        "PM: Donna, your IRA is about $95,000?",
        "CURTIS: We figure we're worth about a million and a half, not counting the pension.",
        "CURTIS: Mine says $3,050 a month at 67, $3,780 at 70. Donna's is about fourteen hundred at her full retirement age.",
      ].join("\n"),
      { annualIncomeUsd: 149_000, retirementAccountsUsd: 735_000, netWorthUsd: 1_500_000 },
    );
  });
  it("'It's higher' answering the adviser's figure makes it out of date; the figure said after is today's", () => {
    facts(
      "JA: Dennis, your rollover IRA - I have $1.35 million from the December statement.\nDENNIS: It's higher. The March statement said one point four two.\nJA: One-point-four-two, got it. Your IRA is $1.42 million.",
      { retirementAccountsUsd: 1_420_000 },
    );
  });
  it("'My base isn't $188K anymore. … it's $212,000 now.' is today's pay; 'contributions above the $24,500' is a limit", () => {
    facts(
      "Colin - one correction. My base isn't $188K anymore. The promotion went through in March and it's $212,000 now.",
      { annualIncomeUsd: 212_000 },
    );
    facts("My 401(k) is $310K. The plan allows after-tax contributions above the $24,500.", {
      retirementAccountsUsd: 310_000,
    });
  });
  it("a CRM profile: 'Sched. C' does not end the sentence; a street number is not a house value", () => {
    facts(
      [
        "Residence: 88 Pine St #3, Portland, Maine 04102 - condo",
        "Business income (net, Sched. C): 2025 $205,000; 2026 projected $185,000 (lost one retainer client in Q1)",
        "Partner occupation: Curator - salary $74,000.",
        "Condo - $520,000; mortgage $260,000",
      ].join("\n"),
      { annualIncomeUsd: 259_000, primaryResidenceUsd: 520_000 },
    );
  });
  it("retirees' notes: a 'Total' line of their income, giving listed under 'Giving' with its parts, and the grown children's pay under 'The children' are told apart", () => {
    facts(
      [
        "The clients",
        "- George, 74. Retired Chrysler finance director.",
        "- Helen, 72. Retired nurse. Married 49 years.",
        "",
        "Income",
        "- George's Social Security: $4,200/month. Helen's: $2,300/month.",
        "- Helen's Beaumont pension: $1,100/month.",
        "- George's 2026 RMD: $72,000 (IRA $1.9M). Helen's IRA ($420K) has no RMD until next year.",
        "- Total ~$163K. They spend about $110K.",
        "",
        "Giving",
        "- About $30,000 a year: St. Paul parish ($20,000) and Gleaners Food Bank ($10,000).",
        "",
        "The children (none are clients; context for the gifting question)",
        "- Dr. Anna Kazmierczak-Hill, 46, radiologist in Ann Arbor, ~$400,000/yr.",
        "- Michael, 43, teacher in Royal Oak, $62,000/yr.",
        "- Peter, 39, software developer in Chicago, ~$150,000/yr.",
      ].join("\n"),
      { annualIncomeUsd: 163_000, annualCharitableGivingUsd: 30_000, childrenAges: [46, 43, 39], childrenCount: 3 },
    );
  });
  it("a sole proprietor's shorthand: Schedule C profit is his income, 'for the whole biz' is the business's value, pay proposed under 'Ideas / recs' is not income, a surname in capitals is not a city, '16-y/o' is an age", () => {
    facts(
      [
        "BOONE -- Travis & Jess -- 7/22/26 -- Tulsa -- 1st mtg",
        "Travis (47) / Jess (44), MFJ, 3 kids (16, 13, 9).",
        "Biz: Boone Plumbing & Drain LLC -- single-member, taxed as sole prop (Sch C). Travis owns 100% of it.",
        " - Net Sch C profit: 2025 $281K / 2026 proj. ~$260K (slower new-construction work)",
        ' - Value: a competitor approached in 2024; broker\'s guess "maybe $900K" for the whole biz',
        "Ideas / recs:",
        " 1) S-corp election. Travis salary ~ $110-120K reasonable comp, rest as distributions -> saves SE/FICA on ~$140K.",
        " 2) Put Jess on payroll for the real work she does (~$40-45K).",
        " 3) Kids: 16-y/o works summers on jobs already -> put on payroll properly.",
      ].join("\n"),
      { annualIncomeUsd: 260_000, businessValueUsd: 900_000, state: "OK", childrenCount: 3 },
    );
  });
  it("a family company: the $40M appraisal is the company's, Bob's 85% of it his, '100% of the equity' in a price is no share, the total 'including Bob's shares' is the net worth, two $15M exclusions are law", () => {
    facts(
      [
        "- Kessler Precision Castings, Inc., S corporation. Founded by Bob's father in 1968; Bob took over in 1994.",
        "- 2026 independent appraisal (for planning): $40 million for 100% of the equity (controlling, marketable basis).",
        "- Ownership: Bob 85%, Nathan 15% (gifted to him 2016-2020). On the $40M appraisal Bob's 85% is $34M.",
        "- Other assets: brokerage $7.5M; home in Whitefish Bay $1.6M.",
        "- Total per our statement, including Bob's shares: about $46.7M.",
        "1. Estate tax: at $46.7M and growing, the estate is well over two $15M exclusions.",
      ].join("\n"),
      {
        businessValueUsd: 34_000_000,
        businessOwnershipShare: 0.85,
        netWorthUsd: 46_700_000,
        taxableInvestmentsUsd: 7_500_000,
      },
    );
  });
  it("'So about $3.2 million' after a list of holdings is the net worth; what a friend's family paid when an estate was taxed is not", () => {
    facts(
      [
        "What I own, roughly:",
        "- The house on Friendly Street in Eugene, $780,000, paid off",
        "- IRA at Vanguard, $590,000",
        "- Brokerage at Vanguard, $1,050,000",
        "- Savings, about $90,000",
        "So about $3.2 million, which surprises me every time I add it up.",
        "> A friend's family paid Oregon over $200,000 when her father died and his estate was about the same size as Mom's.",
      ].join("\n"),
      { netWorthUsd: 3_200_000 },
    );
  });
  it("a ski condo in another state is a property, not the home; a move asked about and turned down is no plan", () => {
    facts(
      [
        "Marino, Vincent & Carol - rev mtg 2/10/26 - Scarsdale (their house)",
        " - house Scarsdale $2.2M, no mtg",
        " - ski condo Stratton VT $170K (tiny, 1 BR)",
        'V asked "could we just move to Florida?" -> they won\'t; gkids in Rye + Larchmont.',
      ].join("\n"),
      { state: "NY", plannedMoveState: null },
    );
  });
  it("a single-member LLC taxed as a sole proprietorship is an LLC, whatever S-corp election the notes propose", () => {
    facts(
      "Travis owns Boone Plumbing & Drain LLC -- single-member (Travis 100%), taxed as sole prop (Sch C).\nIdeas / recs:\n 1) S-corp election (Form 2553, eff. 1/1/27).",
      { businessEntityType: "llc" as const },
    );
  });
  it("a retirement said of the client's parents, named, is not the client's", () => {
    facts(
      "Jordan Pike (36): sales rep, base salary $62,000. Tasha Pike (35), married to Jordan.\nExtended family\n- Tasha's parents Debbie (64) and Ron Crandall (66).\n- Debbie and Ron retired to Sarasota in 2023.",
      { isRetired: null },
    );
  });
  it("'one million three hundred thousand' answering 'what happens to the 401(k)… How much is in it now?' is the 401(k)", () => {
    facts(
      "AVERY: So the big decision is what happens to the 401(k) when you leave. How much is in it now?\nWAYNE: The last statement said one million three hundred thousand. Just about exactly.",
      { retirementAccountsUsd: 1_300_000 },
    );
    facts("AVERY: Did you bring the basis?\nWAYNE: About an eighty-eight thousand dollar basis on the stock.", {
      employerStockBasisUsd: null,
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Earned $420K last year, expects $450K this year.", { annualIncomeUsd: 450_000 }],
    ["Rental income nets about $36K a year; no other income besides SS of $2,400/mo.", { annualIncomeUsd: 64_800 }],
    ["No debt except the mortgage of $300K.", { liabilitiesUsd: 300_000 }],
    ["Total net worth (incl. business at ~$4M): ~$9M", { netWorthUsd: 9_000_000 }],
    [
      "ADVISOR: And income?\nSUE: Just Social Security now. Mine is nineteen hundred, his is twenty-six hundred.",
      { annualIncomeUsd: 54_000 },
    ],
    ["Q: Salary?\nA: 185 base, bonus usually 30-40.", { annualIncomeUsd: 220_000 }],
    [
      "We have about 1.5 in the 401k and maybe 300 in the Roth. House is worth 800ish.",
      { primaryResidenceUsd: 800_000 },
    ],
    ["Born 3/14/1961 (Tom) and 7/2/1963 (Ann).", { primaryAge: 65, spouseAge: 63 }],
    ["ADV: What is the 401(k) at?\nMIKE: Last I looked, eight-fifty.", { retirementAccountsUsd: 850_000 }],
    ["Re income: my salary is $210K and Jason is at $145K after his raise.", { annualIncomeUsd: 355_000 }],
    ["His 401k is ~900k; hers ~300k.", { retirementAccountsUsd: 1_200_000 }],
  ])(
    "last year's figure before this year's, what 'no other … besides' names, a bracket's part before a net worth, 'hers': %s",
    (text, expected) => facts(text, expected),
  );
  it("a CRM export: the DOB under '--- Spouse ---' is the spouse's, 'Household ID' is no Idaho, '$148K MAGI' is the household's income and what they 'can fund' no balance, 'Brandon is the only income'", () => {
    facts(
      [
        "Household ID: 20931-W",
        "--- Primary ---",
        "Name: Brandon J. Whitfield",
        "DOB: 08/22/1991",
        "Base salary: $131,000",
        "Bonus: $17,000 (2026, paid in full in Feb)",
        "401(k) balance: $142,000",
        "--- Spouse ---",
        "Name: Alexis M. Whitfield",
        "DOB: 03/03/1993",
        "Old 403(b) from teaching: $31,000 (never rolled over)",
        "--- Marital status ---",
        "Married, filing jointly",
        "Address: Columbus, OH",
        "09/15/2026 - Brandon is the only income. At $148K MAGI they can fund Roth IRAs directly for both of them ($7,500 each).",
      ].join("\n"),
      {
        primaryAge: 35,
        spouseAge: 33,
        state: "OH",
        annualIncomeUsd: 148_000,
        retirementAccountsUsd: 173_000,
        spouseHasEarnedIncome: false,
      },
    );
  });
  it("lines indented under a labelled line with an amount are its parts ('Giving: ~$15K/yr ->' over three gifts); a line aligned under a field's value goes on with the field; 'the $300K' points back", () => {
    facts(
      [
        "Giving: ~$15K/yr by check ->",
        "  UI Foundation (music scholarships) $8K",
        "  Johnson Co. food bank $5K",
        "  Iowa Public Radio $2K",
        "Accts:",
        "- Rollover IRA (Vanguard) $980K",
        "- TIAA 403(b) $410K",
        "Will leaves $300K to the UI School of Music endowment.",
        "-> leave the $300K to UI via IRA beneficiary designation. Send the $15K straight from the IRA.",
      ].join("\n"),
      { annualCharitableGivingUsd: 15_000, retirementAccountsUsd: 1_390_000 },
    );
    facts(
      "Employment: B - retired teacher, RI ERS pension $3,450/mo, not on SS yet\n            L - retired USPS carrier, FERS annuity $2,100/mo + SS $1,600/mo",
      { annualIncomeUsd: 85_800 },
    );
  });
  it("a gift the client has talked about is charitable intent, not the giving of each year", () => {
    facts(
      "Their giving has been steady: about $25,000 a year, by check. They have talked about giving something significant, on the order of $150,000, but have not known how.",
      { annualCharitableGivingUsd: 25_000, hasCharitableIntent: true },
    );
    facts('giving: want to set up something for giving ~250k/yr, "don\'t want a foundation w/ a board"', {
      hasCharitableIntent: true,
      annualCharitableGivingUsd: null,
    });
  });
  it("acres are not money: '1,900 ac', and 'sixteen hundred of it' after 'twenty-four hundred acres'", () => {
    facts("Farmland ........... 1,900 ac owned outright, cash-rented to Dirk", { realEstateUsd: null });
    facts("JH: And the land?\nCB: We farm twenty-four hundred acres, but we only own sixteen hundred of it.", {
      realEstateUsd: null,
    });
  });
  it("a digit glued to a CRM key ('Inc_Pension_Cl1: 48,000/yr') is not a child's age", () => {
    facts("Cl1_DOB: 1959-08-02\nMaritalSts: M\nInc_Pension_Cl1: 48,000/yr (Raytheon DB)", {
      childrenAges: [],
      childrenCount: null,
    });
  });
  it("a beneficiary designation still naming a late or former spouse or parent is an issue", () => {
    facts("Her 401(k) beneficiary is still her father, who died in 2020.", { hasBeneficiaryDesignationIssue: true });
    facts("He has a 401(k) of $290K, and it still names his first wife as beneficiary.", {
      hasBeneficiaryDesignationIssue: true,
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Flat in Hyderabad Meera inherited from her father (~$900k USD equiv.)", { hasNonUsAssets: true }],
    ["Tokyo condo ~ $2.1M (keep, rent out). Japanese brokerage ~ $3.4M", { hasNonUsAssets: true }],
    ["She still has a UK pension worth about £400k.", { hasNonUsAssets: true }],
    ["Canadian RRSP of $300k from his years in Toronto.", { hasNonUsAssets: true }],
    ["He moved from London in 2009 and is a US citizen now.", { hasNonUsAssets: false }],
    ["They live in Vancouver, WA, in a house worth $800k.", { hasNonUsAssets: false }],
    ["They have a home in Indian Wells worth $2M.", { hasNonUsAssets: false }],
    ["Dutch colonial house in Greenwich, $3.4M.", { hasNonUsAssets: false }],
  ])("a holding abroad is named by its place: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["RE_Other: 1,200,000 (Chatham, Cape Cod - seasonal)", { hasVacationHome: true }],
    ["Brokerage ~ $2.1M; house paid off, ~$450K; camp at Toledo Bend ~$200K.", { hasVacationHome: true }],
    ["They already own a house in Henderson, NV and may make it their home.", { hasVacationHome: true }],
    ["They own a villa in Tuscany they use each summer.", { hasVacationHome: true }],
    ["Kids go to summer camp at Lake George $6k each.", { hasVacationHome: false }],
    ["He does seasonal work at the marina.", { hasVacationHome: false }],
  ])("a second home by its use: %s", (text, expected) => facts(text, expected));
  it("a conversation: a total one client says covers that client's accounts, not a figure the other client says after it", () => {
    facts(
      "ADVISOR: Greg, walk me through the 401(k).\nGREG: Total is right around two point six million.\nADVISOR: Lisa, your 403(b)?\nLISA: 340.",
      { retirementAccountsUsd: 2_940_000 },
    );
  });
  it("a revised figure after a bare one, and pay said by a speaker beside the work: 'closer to 95 this year', 'nursing, 92 thousand'", () => {
    facts(
      "ADVISOR: Comp this year?\nGREG: Base is 285. Bonus last year was 110, they're saying closer to 95 this year.\nADVISOR: Lisa, you're still at Trinity?\nLISA: Yes, nursing, 92 thousand.",
      { annualIncomeUsd: 472_000 },
    );
  });
  it("a former spouse named ('spousal support from Mark', 'my ex, Mark') is not the household: his pay is not its income", () => {
    facts(
      "Base salary is $198,000. Plus the spousal support from Mark, $2,000 a month. Mark makes like $300K now but whatever.",
      { annualIncomeUsd: 222_000 },
    );
    facts("I earn $150,000. My ex, Dan, earns $400,000.", { annualIncomeUsd: 150_000 });
  });
  it("an e-mail's numbered question answered on a line marked '>>': '1) Confirm your age' / '>> 52.'", () => {
    facts("1) Confirm your age and current comp.\n>> 52. Base salary at Legacy is $198,000, no bonus.", {
      primaryAge: 52,
      annualIncomeUsd: 198_000,
    });
  });
  it("pay in the clause about one person after a ';', and money the household sends out is not income", () => {
    facts(
      "- Chidi salary $225K (no bonus this yr); Adaeze is an employment lawyer at a Boston firm, $260K\n- Adaeze's sister (38) is a nurse in Lagos; they send her ~$500/mo",
      { annualIncomeUsd: 485_000 },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Farm net bounces: '24 ~310k, '25 ~140k (prices), '26 proj ~200k\nK works as school nurse, 58k",
      { annualIncomeUsd: 258_000 },
    ],
    ["IRAs: D 260k, K 95k. no 401k", { retirementAccountsUsd: 355_000 }],
    ["Debt: operating line 400k, land note 600k", { liabilitiesUsd: 1_000_000 }],
  ])("a series of years, initials as owners, a land note as debt: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["Ashley is 34 and Josh is 36.", { primaryAge: 34, spouseAge: 36 }],
    ["Intro meeting with Ashley and her husband Josh. Ashley is 34. Josh is 36.", { primaryAge: 34, spouseAge: 36 }],
  ])(
    "a name the tagger reads as a verb ('Josh', 'Will') after a family word or in a pair of ages: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["Ashley estimates their net worth is underwater by about $150,000.", { netWorthUsd: -150_000 }],
    ["NW: -$150k", { netWorthUsd: -150_000 }],
    ["NW - $1.2M", { netWorthUsd: 1_200_000 }],
  ])("a net worth below zero: %s", (text, expected) => facts(text, expected));
  it("a part of the income named without its amount leaves the income unknown", () => {
    facts(
      "ADVISOR: Income - the deferred comp from the fund?\nRICHARD: Pays out $600,000 a year through 2030. That plus whatever the portfolio throws off is what we live on.",
      { annualIncomeUsd: null },
    );
    facts("Salary $180,000 plus my RMD.", { annualIncomeUsd: null });
    facts("Salary $180,000 plus her pension of $30,000.", { annualIncomeUsd: 210_000 });
  });
  it("'my old partner got audited' is a business partner, not a partner in life", () => {
    expect(
      read("Richard & Claire moved to Jupiter. My old partner got audited after he moved to Naples.").maritalStatus,
    ).not.toBe("partnered");
  });
  it("an adviser's question giving two ages: 'Richard, you're sixty-six, Claire sixty-three?'", () => {
    facts("Call - Richard & Claire\nADVISOR: Richard, you're sixty-six, Claire sixty-three?\nRICHARD: Yes.", {
      primaryAge: 66,
      spouseAge: 63,
    });
  });
  it("'(Thomas W-2)' is a tax form, and '$1M term on Thomas, 12 yrs left' a term: neither makes Thomas a child", () => {
    facts(
      "Annual Income: $310,000 (Thomas W-2). Linh - no earned income\nRetirement Assets: Thomas 401(k) $1,900,000; Linh IRA $60,000\nLife Insurance: $1M term on Thomas, 12 yrs left",
      { retirementAccountsUsd: 1_960_000, childrenAges: [] },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["- Marcus, 41: consultant. 1099 gross ~260K, nets ~225K after expenses", { annualIncomeUsd: 225_000 }],
    ["Practice grosses $900k; she clears about $310k.", { annualIncomeUsd: 310_000 }],
  ])("a business's gross and the owner's net of it: the net is the income: %s", (text, expected) =>
    facts(text, expected),
  );
  it("company shares 'outside the plan' are not in the 401(k)", () => {
    facts(
      "- 401(k) balance $1.3M. Of that, $420K is company stock (basis per Fidelity ~ $95K).\n- Outside the plan: ~$1.8M of company shares from vested RSUs and the old ESPP.\n- Beth has an IRA of ~$140K.",
      { retirementAccountsUsd: 1_440_000, employerStockInPlanUsd: 420_000 },
    );
  });
  it("a CRM export's 'Client 2 ......... Jean Ferris, 57' is the partner, and a civil union makes a couple", () => {
    facts("Client 1 ... Maria Delgado, 60, retired CPS teacher\nClient 2 ... Jean Ferris, 57\n", {
      primaryAge: 60,
      spouseAge: 57,
    });
    facts(
      "Client 1 ...... Maria Delgado, 60\nClient 2 ...... Jean Ferris, 57\nRelationship ... Civil union (IL, 2012).\nIncome ... Maria: pension $5,200/mo. Jean: salary $142K",
      { maritalStatus: "partnered", spouseAge: 57, annualIncomeUsd: 204_400 },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Raj 52 ortho spine / Meera 50 (not working since twins born), MFJ", { primaryAge: 52, spouseAge: 50 }],
    ["HHI: W-2 from group 650 + ASC distributions ~180 -> ~830 total", { annualIncomeUsd: 830_000 }],
    ["HHI: W-2 650 + K-1 ~180", { annualIncomeUsd: 830_000 }],
    [
      "ASC: Raj owns 8% of Bellaire Surgical Partners LLC; last buy-in priced his units at ~$2.4M",
      { businessValueUsd: 2_400_000, investmentRealEstateUsd: null },
    ],
  ])(
    "shorthand: ages across a slash, bare figures on an HHI line and an arrow to their total, a partner's units: %s",
    (text, expected) => facts(text, expected),
  );
  it("a call: the heading's order names the client, a city that is a first name is a person, a figure said after the work is pay, a condition does not replace the question, what is left on a mortgage is debt", () => {
    facts(
      [
        "Zoom - Tyler & Megan Kowalski - Bay View, Milwaukee - 11/19/2026",
        "ADVISOR: How's the little guy?",
        "MEGAN: Not sleeping! I went back to work last month.",
        "ADVISOR: Tyler, how old are you now?",
        "TYLER: Thirty-five.",
        "MEGAN: And I'm thirty-three.",
        "ADVISOR: Tyler, still at the accounting firm?",
        "TYLER: Yep, senior manager now. Ninety-eight thousand.",
        "ADVISOR: Debts?",
        "TYLER: Mortgage on the house, 260 left.",
        "ADVISOR: So rough net worth?",
        "TYLER: I did it in a spreadsheet last week... about four hundred thousand, if the house is worth what Zillow says.",
      ].join("\n"),
      {
        primaryAge: 35,
        spouseAge: 33,
        state: "WI",
        annualIncomeUsd: 98_000,
        liabilitiesUsd: 260_000,
        netWorthUsd: 400_000,
      },
    );
  });
  it("a third party inside a relative clause governs only that clause, and is not the next sentence's 'they'", () => {
    facts(
      "A good part of their wealth is in India: a flat in Pune worth roughly $250,000, which Arjun's parents live in rent-free, about $180,000 in Indian mutual funds. They estimate their total net worth at roughly $1.1 million.",
      { netWorthUsd: 1_100_000, taxableInvestmentsUsd: 180_000 },
    );
  });
  it("an unstated part owned by name: 'plus Ray's RMD'", () => {
    facts("Income: Ray's pension $6,200/mo and SS $3,300/mo, Sharon's SS $1,900/mo, plus Ray's RMD.", {
      annualIncomeUsd: null,
    });
  });
  it("answers to 'what comes in every month?' are monthly, 'mine is' is one more, and 'all in, including the house?' asks the net worth", () => {
    facts(
      [
        "ADVISOR: And what comes in every month?",
        "MAUREEN: Ed's Social Security is $2,600, mine is $1,700, and his pension is $1,150.",
        "ADVISOR: And all in, including the house?",
        "KATHLEEN: I added it up for Mom - about eight hundred fifty thousand.",
      ].join("\n"),
      { annualIncomeUsd: 65_400, netWorthUsd: 850_000 },
    );
  });
  it("'Valentina (59), Gus's brother Nick (63)': the brother is Nick, the stake 'Gus's half ~ $3M' is the client's, money sent to parents is not income", () => {
    facts(
      [
        "Family meeting - Gus & Valentina - Coral Gables, FL",
        "Present: Gus (66), Valentina (59), Gus's brother Nick (63, co-owner of the marina)",
        "- Biscayne Bay Marina LLC: Gus 50% / Nick 50%. Appraised last year at $6M for the whole thing -> Gus's half ~ $3M",
        "- Gus: draws ~$210K/yr from the marina.",
        "- Valentina owns a small apartment in Bogota where her parents live; they send ~$2K/mo to her parents",
      ].join("\n"),
      { primaryAge: 66, spouseAge: 59, businessValueUsd: 3_000_000, annualIncomeUsd: 210_000 },
    );
  });
  it("'Harold 78, June 75': a month name with a number no month has is a first name and an age", () => {
    facts("- Harold 78, June 75. Married 54 yrs.", { primaryAge: 78, spouseAge: 75 });
    facts("Retired: May 31, 2024. Harold 78.", { primaryAge: 78, spouseAge: null });
    // Jan (Janet, Janice) too; "Jan 15" stays a date.
    facts("Jan 15 meeting. Bob is 62. His wife Jan is 59.", { primaryAge: 62, spouseAge: 59 });
  });
  it("beneficiary designations mentioned after a separation, a death, a remarriage or beside a disabled child are an issue to review (inferred)", () => {
    facts("Dana, 52, separated from Rob since March. Her 401(k) beneficiary is Rob.", {
      hasBeneficiaryDesignationIssue: true,
    });
    facts("Ruth, 74, widowed in 2024. IRA $600K; beneficiaries: her three children.", {
      hasBeneficiaryDesignationIssue: true,
    });
    facts("Son Eli (19) has Down syndrome and receives SSI. Beneficiary forms name the children equally.", {
      hasBeneficiaryDesignationIssue: true,
    });
    // A married couple naming each other: nothing to infer.
    facts("Tom (60) and Ann (58), married. Each names the other as beneficiary of the 401(k).", {
      hasBeneficiaryDesignationIssue: false,
    });
    // A widow with no designation named: no quote, so nothing is inferred.
    facts("Ruth, 74, widowed in 2024. IRA $600K.", { hasBeneficiaryDesignationIssue: false });
  });
  it.each<[string, boolean | null]>([
    ["Tom (60) and Ann (58), married. Ann is a nurse at Mercy.", true],
    ["Tom (60) and Ann (58), married. Ann: software engineer at Google.", true],
    ["Tom (60) and Ann (58), married. Ann is still working; she plans to retire at 62.", true],
    ["Tom, 60, married, Ohio. His wife is a nurse at Mercy.", true],
    ["Tom (60) and Ann (58), married. Ann is a former nurse.", null],
    ["Tom (60) and Ann (58), married. Ann - ICU nurse, retired 2022.", false],
  ])("the spouse named with an occupation held now earns: %s", (text, spouseHasEarnedIncome) =>
    facts(text, { spouseHasEarnedIncome }),
  );
  it.each<[string, boolean | null]>([
    ["Harold (72) and Marianne (70). Neither of us is working anymore, the income is all rents.", true],
    ["Bob (72): Social Security and the 3M pension. That's all of it - no wages anymore.", true],
    ["Dale (64). He plans to retire at 67.", false],
  ])("retired when nobody works any more: %s", (text, isRetired) => facts(text, { isRetired }));
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Tom (60). House ~4.5M, no mortgage; Lake Tahoe place ~2.8M.",
      { hasVacationHome: true, realEstateUsd: 7_300_000, primaryResidenceUsd: 4_500_000 },
    ],
    ["Tom (60). House $9.5M (no mtg), Sun Valley condo $3.2M.", { hasVacationHome: true, realEstateUsd: 12_700_000 }],
    [
      "Tom (60). House in Lloyd Harbor ~$1.6M. Condo in Naples FL ~$900K.",
      { hasVacationHome: true, realEstateUsd: 2_500_000 },
    ],
    // The same home valued again, or a rental: no second home.
    [
      "Tom (60). House $800K. The house is now worth about $850K after the remodel.",
      { hasVacationHome: false, realEstateUsd: 850_000 },
    ],
    [
      "Tom (60). Home $800K; rental condo in Naples $400K.",
      { hasVacationHome: false, investmentRealEstateUsd: 400_000 },
    ],
  ])("a second home valued beside the first and named by its own place is a vacation home: %s", (text, expected) =>
    facts(text, expected),
  );
  it("'the same house in Newton since 1988 - we think it's worth about $1.6 million': it after a dash is the house", () => {
    facts(
      "We have been in the same house in Newton since 1988 - we think it's worth about $1.6 million now, paid off.",
      {
        primaryResidenceUsd: 1_600_000,
      },
    );
  });
  it.each<[string, number | null]>([
    ["Tom (60).\nChildren ............... none\nState: OH", 0],
    ["Tom (60).\nChildren ........... none together; none from prior marriages", 0],
    ["Brian and Michelle married in 2019. No children together. Brian has two sons from his first marriage.", 2],
  ])("a CRM field with dot leaders saying none, and none from earlier marriages either: %s", (text, childrenCount) =>
    facts(text, { childrenCount }),
  );
  it.each<[string, TClientFacts["estateDocuments"]]>([
    ["We also talked about his will (2015, leaves everything to the children) - fine.", ["will"]],
    ["3) Will (2008, joint w/ Jan) - redo after the ESOP structure is set", ["will"]],
    ["NW ~$3.6M. Will 2021 - all 4 ways, camp incl. No trust.", ["will"]],
    ["They should draft wills in 2027.", []],
    [
      "KO: Wills - anything changed since 2019?\nWALTER: Same wills. Everything to each other, then the kids.",
      ["will"],
    ],
  ])("a will dated by the year after it exists: %s", (text, estateDocuments) => facts(text, { estateDocuments }));
  it("'about 2.8 all in, counting the house': a comma between all in and what it counts", () => {
    facts('- Ray (61): "about 2.8 all in, counting the house."', { netWorthUsd: 2_800_000 });
    facts("Ray (61) says about $2.8M all in, counting the house.", { netWorthUsd: 2_800_000 });
  });
  it.each<[string, boolean | null]>([
    ["Dev (58) and Priya (55), married. We've both been citizens since 2003.", true],
    ["Dev (58) and Priya (55), married. Both are naturalized citizens.", true],
    ["Dev (58) and Priya (55), married. His wife became a citizen in 2010.", true],
    ["Dev (58) and Priya (55), married. Both are Canadian citizens living in Seattle.", false],
    ["Dev (58) and Priya (55), married. Priya is a green card holder.", false],
  ])(
    "citizenship: 'both been citizens since 2003' is no foreign nationality; a nationality named is: %s",
    (text, spouseIsUsCitizen) => facts(text, { spouseIsUsCitizen }),
  );
  it.each<[string, number]>([
    [
      "Kaden (38) founded Tallgrass. Post-money $610M. I am at twelve and a half percent fully diluted after the round.",
      0.125,
    ],
    ["Kaden (38) founded Tallgrass. I'm at 12.5% fully diluted. Post-money valuation $610M.", 0.125],
  ])(
    "'I'm at twelve and a half percent fully diluted': the founder's share, so the stake is 12.5% of the valuation: %s",
    (text, share) => facts(text, { businessOwnershipShare: share, businessValueUsd: 76_250_000 }),
  );
  it.each<[string, number | null]>([
    ["Jared (40). Life ins: $1M term on Jared, none on Melissa.", 1_000_000],
    ["Dr. H (45). Life: H 20-yr term $1M (bought in fellowship). W none.", 1_000_000],
    ["Dan (35). Group Life: 1x base ($118,000). Recommend 20-yr level term: ~$1.25M on Daniel.", 118_000],
    ["Tom (60). Long-term care is a worry; term sheet from the bank for $2M.", null],
  ])(
    "life cover held: 'Life ins:', a 'Life:' label, a 20-yr term, a term on a person; cover recommended is not held: %s",
    (text, lifeInsuranceDeathBenefitUsd) => facts(text, { lifeInsuranceDeathBenefitUsd }),
  );
  it.each<[string, number | null]>([
    ["Walt (84), widowed.\nLiabilities: $0\nState: MT", 0],
    ["Walt (84), widowed.\nDebt ............... none", 0],
    ["PM: Any debt?\nCURTIS (66): None. House was paid off in 2020.", 0],
    ["Walt (84). Liabilities: $0.5M (HELOC).", 500_000],
  ])(
    "no debt: 'Liabilities: $0', a dot-leader field saying none, a house that was paid off: %s",
    (text, liabilitiesUsd) => facts(text, { liabilitiesUsd }),
  );
  it("'HYSA ~48k (e-fund)': a high-yield savings account is cash", () => {
    facts("Ann (30). HYSA ~48k (e-fund), brokerage ~250k (index funds).", {
      cashUsd: 48_000,
      taxableInvestmentsUsd: 250_000,
    });
    facts("Ann (38). About $70k in the high-yield account and around $340k in a brokerage account.", {
      cashUsd: 70_000,
      taxableInvestmentsUsd: 340_000,
    });
    facts("Ann (38). She holds $70k of high-yield bonds.", { cashUsd: null, taxableInvestmentsUsd: 70_000 });
  });
  it.each<[string, string | null]>([
    [
      "Call -- Maureen Doherty + daughter Kathleen (on the line from Hartford) -- re: Ed. They live in Worcester, MA.",
      "MA",
    ],
    ["ADVISOR: Ages?\nTYLER: I am 31. Bri just turned 30. We rent in Fishtown, Philadelphia.", "PA"],
    ["Greg (62) lives in Moline, Illinois. Youngest just finished at Iowa.", "IL"],
    ["Ann (60) lives in Edina, MN. Her parents, Bill (78) and Joan (76), in Sun City AZ, have ~$1.5M.", "MN"],
  ])("state: not where a relative calls in from or lives, a speaker's label or a child's school: %s", (text, state) =>
    facts(text, { state }),
  );
  it("'their home in Sugar Land (about $640,000)': a place named ... Land is no land held", () => {
    facts("They own their home in Sugar Land (about $640,000, mortgage $390,000).", {
      primaryResidenceUsd: 640_000,
      investmentRealEstateUsd: null,
    });
    facts("They own 200 acres of land worth $2M.", { investmentRealEstateUsd: 2_000_000 });
  });
  it("'Carol (his second wife) is 59': the spouse's age after a bracket that says who she is", () => {
    facts("Bob is 62. Carol (his second wife) is 59. They live in Ohio.", { primaryAge: 62, spouseAge: 59 });
    facts("Rick and Deb Sloane, married. Deb (Rick's wife) is 53; Rick is 55.", { primaryAge: 55, spouseAge: 53 });
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Client 1 ... Maria, 60, retired\nClient 2 ... Jean, 57\nIncome ... Maria: pension $5,200/mo. Jean: salary $142K",
      { spouseHasEarnedIncome: true },
    ],
    ["H Dale 64 / W Karen 62, MFJ\nK works as school nurse, 58k", { spouseHasEarnedIncome: true }],
    [
      "Ashley and her husband Josh. Josh is 36 and teaches chemistry; he earns $58,000.",
      { spouseHasEarnedIncome: true },
    ],
    ["Tom 70 and his wife Ann 68. Ann gets $1,900/mo Social Security.", { spouseHasEarnedIncome: null }],
  ])("pay read in a clause about the spouse is the spouse's earned income: %s", (text, expected) =>
    facts(text, expected),
  );
  it("a CRM's dot leader joins a field to its value: 'Estate docs ...... NONE (no wills, no POAs)'", () => {
    facts("Estate docs ............ NONE (no wills, no POAs, no HC directives)", { hasEstatePlan: false });
    facts("Net Worth .............. $2.6M (per 2026 balance sheet)", { netWorthUsd: 2_600_000 });
  });
  it("'ADVISOR: Wills? Guardians for Owen?' / 'MEGAN: No.': the second question keeps the first", () => {
    facts("ADVISOR: Wills? Guardians for Owen?\nMEGAN: No. We talked about my sister but we haven't done anything.", {
      hasEstatePlan: false,
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Net worth roughly $1.3M. The kids are 17 and 14. My will is from 2011.",
      { childrenAges: [17, 14], childrenCount: 2 },
    ],
    ["They have a daughter, Ama, who turned three in September.", { childrenAges: [3] }],
    ["Their daughter Anna is six and started first grade.", { childrenAges: [6] }],
    ["He is two years from retirement.", { childrenAges: [], primaryAge: null }],
  ])("children's ages after 'are', and a child's age in words after 'is' or 'turned': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "NW outside the company ~ $4.2M (house, brokerage, 529s)",
      { netWorthUsd: 4_200_000, netWorthExcludesBusiness: true },
    ],
    ["Net worth $3M not counting the practice.", { netWorthUsd: 3_000_000, netWorthExcludesBusiness: true }],
    ["NW $5M incl. the business", { netWorthUsd: 5_000_000, netWorthExcludesBusiness: false }],
    [
      "Net worth about $2.6M separate from his 40% interest in the shop.",
      { netWorthUsd: 2_600_000, netWorthExcludesBusiness: true },
    ],
    ["NW ~$3M on top of the two restaurants.", { netWorthUsd: 3_000_000, netWorthExcludesBusiness: true }],
    ["Net worth $4M excluding interest income.", { netWorthUsd: 4_000_000, netWorthExcludesBusiness: false }],
  ])("a net worth stated without the business says so: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["MEGAN: Not sleeping! Owen's four months now.", { childrenCount: 1, childrenAges: [0] }],
    ["They have an eight-month-old daughter, Nora.", { childrenCount: 1, childrenAges: [0] }],
    ["The loan is 6 months old.", { childrenCount: null, childrenAges: [] }],
  ])("a baby's age in months is a child of 0: %s", (text, expected) => facts(text, expected));
  it("'she saw what happened w/o POA' names no document the client has", () => {
    facts("Estate docs: NONE. Notes: Maria's brother has dementia, she saw what happened w/o POA.", {
      hasEstatePlan: false,
      estateDocuments: [],
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["He's a 1099 contractor, grossed $210k last year and netted about $160k.", { annualIncomeUsd: 160_000 }],
    ["Her salary is $210k and she gets RSUs of about $120k a year.", { annualIncomeUsd: 330_000 }],
  ])("gross before net said without a cue of its own; RSUs of a figure a year are pay: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["Owns 60% of a $5M HVAC company.", { businessValueUsd: 3_000_000 }],
    ["He and his brother each own half of the dealership, valued at $14M.", { businessValueUsd: 7_000_000 }],
    [
      "Business (S corp) appraised at $2.8M last spring; he owns all of it.",
      { ownsBusiness: true, businessValueUsd: 2_800_000 },
    ],
  ])(
    "the whole company's value after a share of it, and 'he owns all of it' past a figure with a decimal point: %s",
    (text, expected) => facts(text, expected),
  );
  it("the price of a sale already made is not a business held: 'Sold his company in 2022 for $30M'", () => {
    facts("Sold his company in 2022 for $30M.", { businessValueUsd: null });
  });
  it("a question to both clients holds for each answer, and 'I'm at' answers what the question asks", () => {
    facts("ADVISOR: What are you both making?\nDAN: I'm at about 240 with bonus.\nSARA: 95.", {
      annualIncomeUsd: 335_000,
    });
  });
  it("pay in a clause opening on the spouse: 'Salary 210k, wife part-time about 30k'", () => {
    facts("Salary 210k, wife part-time about 30k.", { annualIncomeUsd: 240_000 });
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Hi Mark,\n\nQuick background on my parents before our call. Dad (Frank) is 79 and Mom (Irene) is 76. They live in Sun City West, AZ. Dad's pension is $3,800/month and they each get Social Security, about $2,400 and $1,600. Their IRAs total about $900K and the house is paid off, worth maybe $450K.\n\nThanks,\nKaren",
      { primaryAge: 79, spouseAge: 76, state: "AZ", annualIncomeUsd: 93600, retirementAccountsUsd: 900000 },
    ],
    [
      "Client: Rosa Alvarez\nDOB: 04/02/1958\nMarital: Widowed (2021)\nAddress: El Paso, TX\nIncome: SS $2,200/mo; rental $1,500/mo\nAssets: IRA $310K; home $280K; rental duplex $350K\nNW: ~$950K",
      {
        primaryAge: 68,
        maritalStatus: "widowed",
        state: "TX",
        annualIncomeUsd: 44400,
        retirementAccountsUsd: 310000,
        netWorthUsd: 950000,
      },
    ],
    [
      "Meeting w/ the Parks. Steve 49 (eng mgr @ Boeing, 210k + 15% bonus), Grace 47 (RN, 0.6 FTE, ~70k). Everett WA. 401k S 640k, 403b G 180k, Roth each ~50k. NW ~1.9M incl house (1.1M, owe 400k).",
      { primaryAge: 49, spouseAge: 47, state: "WA", retirementAccountsUsd: 920000, netWorthUsd: 1900000 },
    ],
    [
      "Referral from CPA. Owner of 3 Jiffy Lube franchises (100%, S corp), valued ~$4.5M. Age 56, married (wife 54, bookkeeper for the business, on payroll $60K). His salary $180K + distributions ~$400K. Lives in Knoxville.",
      {
        primaryAge: 56,
        spouseAge: 54,
        maritalStatus: "married",
        businessValueUsd: 4500000,
        state: "TN",
        annualIncomeUsd: 640000,
      },
    ],
  ])(
    "notes about a household written four ways (a child about the parents, a CRM record, shorthand, a referral): %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Client Jim (64), wife Carol (62). Their son Mike (35) earns $140K and has a $300K 401(k). Jim's income $190K; Carol retired.",
      { annualIncomeUsd: 190000, retirementAccountsUsd: null },
    ],
    [
      "Helen, 71, widow. Her daughter Amy (45) is an attorney making $400K. Helen gets $2,100/mo SS and $1,500/mo pension.",
      { annualIncomeUsd: 43200, primaryAge: 71 },
    ],
    [
      "Brothers Tom (58) and Ed (61) each own 50% of Ridge Supply, worth ~$8M. Tom is our client; married to Jen (56). Tom's salary $250K.",
      { primaryAge: 58, spouseAge: 56, businessValueUsd: 4000000, annualIncomeUsd: 250000 },
    ],
    [
      "Mother-in-law (88) lives with them; her IRA is $200k and she gets $1,800/mo SS. Clients: Raj 52, Priya 50. Raj salary $310k, Priya $120k.",
      { primaryAge: 52, spouseAge: 50, annualIncomeUsd: 430000, retirementAccountsUsd: null },
    ],
    [
      "Last year's income was $520K (big bonus); this year more like $380K. Spouse doesn't work.",
      { annualIncomeUsd: 380000 },
    ],
    ["His partner at the firm, Dave, makes about $600K; Mark himself takes $450K.", { annualIncomeUsd: 450000 }],
  ])(
    "several people and amounts: a mother-in-law's IRA, a partner's pay, the brother who is the client, a named company's value: %s",
    (text, expected) => facts(text, expected),
  );
  it("a divorce under way is a separation (still legally married): 'Getting divorced - settlement expected Q1'", () => {
    facts("Getting divorced - settlement expected Q1.", { maritalStatus: "separated" });
  });
  it("two adults presented as a household with no word of marriage either way are taken as married (inferred)", () => {
    facts("One correction to her note: she has our ages backwards. I'm 55, Beth is 53.", {
      primaryAge: 55,
      spouseAge: 53,
      maritalStatus: "married",
    });
    facts("Tom and Ann, 66 and 64, are not married; they have lived together for 20 years.", {
      maritalStatus: "partnered",
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Estate ~ $20M (per 2024 statement), probably $22M now.", { netWorthUsd: 22_000_000 }],
    ["NW went from $5M to $8M after the IPO.", { netWorthUsd: 8_000_000 }],
    ["Balance sheet: assets $6.1M, liabilities $600K, net $5.5M.", { netWorthUsd: 5_500_000 }],
    ["Net worth $5-6M", { netWorthUsd: 5_500_000 }],
  ])(
    "a net worth revised for now, changed from one figure to another, or netted on a balance sheet: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["Bob is 67 (born 1959) and Sue is 65.", { primaryAge: 67, spouseAge: 65 }],
    ["Client b. 1968, spouse b. 1971", { primaryAge: 58, spouseAge: 55 }],
    ["H: 62, W: 60", { primaryAge: 62, spouseAge: 60 }],
    ["Clients are in their early 60s; he's 63.", { primaryAge: 63 }],
    ["Age 54 (client), 49 (spouse)", { primaryAge: 54, spouseAge: 49 }],
    ["Margaret, who turns 70 next month, and her husband Walt (74).", { primaryAge: 69, spouseAge: 74 }],
    ["Jake (31) and his fianc\u00e9e Mia (29) are getting married in June.", { primaryAge: 31, spouseAge: 29 }],
    ["The Hendersons (both 58)", { primaryAge: 58, spouseAge: 58 }],
    ["Paul, 72, and his second wife, Linda, 60.", { primaryAge: 72, spouseAge: 60 }],
    ["Spouse is 10 years younger than the client (client 70).", { primaryAge: 70, spouseAge: 60 }],
    ["Pre-retiree couple: 59 and 61.", { primaryAge: 59, spouseAge: 61 }],
    ["ADVISOR: When were you born?\nGARY: '58.\nADVISOR: And Joan?\nGARY: '61.", { primaryAge: 68, spouseAge: 65 }],
  ])("ages written many ways: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["He has about 900 in the 401k and she has 300 in a 403b.", { retirementAccountsUsd: 1_200_000 }],
    ["Qualified: $1.6M; Non-qualified: $2.2M", { retirementAccountsUsd: 1_600_000, taxableInvestmentsUsd: 2_200_000 }],
  ])("a bare figure before the account it is in; 'Qualified:' and 'Non-qualified:' fields: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Hi Ben,\nWe're 58 and 56 and live in Columbus.\nThanks, Dana\n\n--\nBen Achterberg, CFP\nCascadia Wealth Partners | Lake Oswego, OR",
      { state: "OH" },
    ],
    [
      "Subject: Re: intake\n\nMy husband Jim and I (both 64) have about $3M saved.\n\n> From: Sarah Lee, Lee Financial, Denver CO\n> Please send your info.",
      { state: null, netWorthUsd: null },
    ],
    [
      "From: Tom\nTo: Advisor\n\nNet worth is around $4M. We live in Dallas.\n\nSent from my iPhone",
      { state: "TX", netWorthUsd: 4000000 },
    ],
    [
      "-----Original Message-----\nFrom: CPA Office, Naples FL\nClient Marge Kohl, 77, widowed, lives in Ann Arbor. IRA $1.5M.",
      { state: "MI", primaryAge: 77, retirementAccountsUsd: 1500000 },
    ],
  ])(
    "e-mails: the adviser's signature and a sender's header line say where they are, not the client: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Co-founder (25%) of a startup last valued at $80M post-money.",
      { businessOwnershipShare: 0.25, businessValueUsd: 20_000_000 },
    ],
    [
      "Business interest: 33% of Acme Tool & Die, est. $9M total.",
      { businessOwnershipShare: 0.33, businessValueUsd: 2_970_000 },
    ],
    ["Owns a landscaping company (S-corp) worth maybe $2M.", { ownsBusiness: true, businessValueUsd: 2_000_000 }],
    ["He works for Google and holds $2M of GOOG stock.", { ownsBusiness: false, businessValueUsd: null }],
  ])("a founder's own share, a share of a named company's estimate: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["Owns a roofing company. He owns 51% of the company; his partner owns 49%.", { businessOwnershipShare: 0.51 }],
    ["Owns a roofing company. Three partners, equal shares.", { businessOwnershipShare: 0.3333 }],
    [
      "Owns a roofing company. She and her sister split the business 60/40 (she has 60).",
      { businessOwnershipShare: 0.6 },
    ],
    ["Owns a roofing company. Ownership: client 70%, son 30%.", { businessOwnershipShare: 0.7 }],
    ["Owns a roofing company. He's a 20% shareholder.", { businessOwnershipShare: 0.2 }],
    ["Owns a roofing company. Owns a quarter of the firm.", { businessOwnershipShare: 0.25 }],
    ["Owns a roofing company. They own the business jointly (100% between them).", { businessOwnershipShare: 1 }],
    ["Owns a roofing company. Sole owner of Apex Roofing LLC.", { businessOwnershipShare: 1 }],
    ["Owns a roofing company. His stake: 15%.", { businessOwnershipShare: 0.15 }],
    ["Owns a roofing company. Equity: 8% (fully vested)", { businessOwnershipShare: 0.08 }],
    [
      "Owns a roofing company. Owns 40 percent of the dealership group with two cousins.",
      { businessOwnershipShare: 0.4 },
    ],
    ["Owns a roofing company. The practice is split among four dentists equally.", { businessOwnershipShare: 0.25 }],
    ["Owns a roofing company. Holds a 35% interest in the family LLC.", { businessOwnershipShare: 0.35 }],
  ])("the client's share of the business written many ways: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    ["Took early retirement from AT&T last spring.", { isRetired: true }],
    ["Helen, 81, widowed. She lives on Social Security and her IRA.", { isRetired: true }],
    ["Harold 78, June 75. Harold's pension $4,100/mo + SS $2,900/mo each.", { isRetired: true }],
    ["Frank, 70, still runs his dental practice.", { isRetired: null }],
    ["Retiring at the end of the year.", { isRetired: false }],
    // The spouse's work is not the client's: the sentence is about the spouse alone.
    [
      "Tom 52, married to Nadia, 50. My comp is about 300k. Nadia isn't working right now - she left her job in March.",
      { isRetired: null },
    ],
    ["Dan 58. Wife retired last year; Dan is at Boeing.", { isRetired: null }],
    ["Tom and his wife retired last year.", { isRetired: true }],
  ])(
    "retired: early retirement taken, or a client of 65+ living on a pension or Social Security with no word of work (inferred): %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Beneficiaries:    IRA -> children 50/50 (updated 8/2024)\n                  NQ annuity -> ex-husband (Peter) -- NOT UPDATED",
      { hasBeneficiaryDesignationIssue: true, childrenAges: [] },
    ],
    [
      "Checked. Mark is STILL the primary on the 403(b) and on the $1M group term life. We divorced in 2022.",
      { hasBeneficiaryDesignationIssue: true },
    ],
  ])(
    "a beneficiary designation still pointing at an ex-spouse; a split among children is not their ages: %s",
    (text, expected) => facts(text, expected),
  );
  it("a daughter writing about her parents: her own age and 401(k)s are not the clients'; 'Total everything' is the net worth", () => {
    facts(
      [
        "Subject: Fwd: Mom and Dad - info you asked for",
        "",
        "- Income: they live on Social Security. Dad's is $3,100 a month and Mom's is $1,650. Plus whatever the IRA throws off every December.",
        "For what it's worth, me and my husband (I'm 55) have about $900K in our 401(k)s, but we're not the ones you're helping!",
        "",
        "Frank Osterberg age 84. Ruth Osterberg age 81. Married 59 years.",
        "Frank IRA at Schwab $610,000",
        "Ruth IRA at Schwab $95,000",
        "Total everything about $1.35 million",
      ].join("\n"),
      { primaryAge: 84, spouseAge: 81, retirementAccountsUsd: 705_000, netWorthUsd: 1_350_000, annualIncomeUsd: null },
    );
  });
  it("shorthand 'F 52, div'd', and an ex who 'kept his own 401k' is not the client", () => {
    facts(
      "F 52, div'd (final 3/2024), Boise ID.\nRet: 401k $780k, Roth IRA $40k.\nEx (Rob, 55) kept his own 401k ~$600k + lake cabin per decree.",
      { primaryAge: 52, maritalStatus: "divorced", retirementAccountsUsd: 820_000 },
    );
  });
  it("a son on the call speaks of his own age and 401(k), not his mother's", () => {
    facts(
      [
        "Phone call - Mrs. Eleanor Pruitt and her son Robert - 10/13/26",
        "ADVISER: Mrs. Pruitt, can you hear me all right?",
        "ELEANOR: I can, dear. I'm eighty-eight, not deaf.",
        "ROBERT: Mom.",
        "ADVISER: And the IRA?",
        "ROBERT: Yes, it's all one IRA now, about five hundred forty thousand.",
        "ADVISER: Robert, anything on your side I should know?",
        "ROBERT: Only that I'm the executor. I'm sixty-one, I've got about a million and a half in my own 401(k). Don't count mine.",
      ].join("\n"),
      { primaryAge: 88, spouseAge: null, retirementAccountsUsd: 540_000 },
    );
  });
  it("a bulleted household: credentials between name and age, items under an 'Income' heading, a disability cap is not income", () => {
    facts(
      [
        "Who",
        "- Lena Fischer, MD, 38 - radiologist",
        "- Omar Haddad, MD, 39 - fellow; attending job lined up for 7/2027 (~$260K)",
        "- Married 2019.",
        "",
        "Income (2026)",
        "- Lena: $540,000",
        "- Omar: $82,000 (fellow stipend)",
        "",
        "- Lena's group LTD caps at $10K/mo",
      ].join("\n"),
      { primaryAge: 38, spouseAge: 39, annualIncomeUsd: 622_000 },
    );
  });
  it("a call: 'Ages, for the file?' answered by speakers with two-word labels ('MEI LIN: Forty-two.'); 'All in, we think about …'", () => {
    facts(
      "Video call - Arjun & Mei Lin\nADVISER: Ages, for the file?\nARJUN: Forty-four.\nMEI LIN: Forty-two.\nARJUN: All in, we think about three point six million US dollars, including the flat.\nMEI LIN: And a Singapore endowment policy.",
      { primaryAge: 44, spouseAge: 42, netWorthUsd: 3_600_000 },
    );
  });
  it("'In Sunnyvale, the townhouse' is a place, not a name; 'Last 409A was eleven something' is a share price", () => {
    facts("MARCUS: In Sunnyvale, the townhouse off Mathilda. We rent.", { state: "CA" });
    facts("PRIYA: I have ISOs, about 40,000 options at a dollar-ten strike. Last 409A was eleven something.", {
      businessValueUsd: null,
    });
  });
  it("a farm family: the clients' percentage share priced, a whole 'net of the operating line', a credit line marked '(company)'", () => {
    facts(
      [
        "Operating company",
        "- Kessler Farms, Inc. (S corp): machinery, bins, grain inventory. Appraised at $4.5M for the whole company.",
        "- Dale & Marlene own 80%, Travis 20%. So D&M's 80% ~ $3.6M.",
        "Net worth",
        '- Dale\'s number: "the whole thing, land and company and everything, net of the operating line, is about $36 million."',
        "- Operating line of credit $1.2M (company).",
      ].join("\n"),
      { businessValueUsd: 3_600_000, netWorthUsd: 36_000_000, liabilitiesUsd: 1_200_000 },
    );
  });
  it("an inline-answered e-mail: 'between $2.8 and $3.2 million' is a range; a forward from the partner's daughter is hers", () => {
    facts(
      [
        "> (3) Retirement accounts?",
        "",
        "My 403(b) from the school district is about $420,000. GEORGE: ROLLOVER IRA AT FIDELITY, $1,050,000.",
        "",
        "> (4) Total net worth between you?",
        "",
        "We honestly aren't sure. Somewhere between $2.8 and $3.2 million combined, most of it is George's house and his IRA.",
        "His daughter Amy is the beneficiary on his IRA.",
        "",
        "---------- Forwarded message ----------",
        "From: Amy Tillman-Reyes",
        "Subject: for your planner",
        "",
        "Helen - Dad asked me to send you this. My 401(k) (about $380K) and my husband's stuff are separate.",
      ].join("\n"),
      { netWorthUsd: 3_000_000, retirementAccountsUsd: 1_470_000 },
    );
  });
  it("a family meeting: a surname is not the person whose role is shared, a sibling's status and income are hers, an IRA inherited from Dad is the client's", () => {
    facts(
      [
        "Present: Mark Chen (52) & Julie Chen (50) - our clients. Mark's sister Lisa Chen-Park (48) and their mother Mei Chen (80) for the first half.",
        "- Mark's father Richard died 4/2024. Mei is widowed, lives alone in Downers Grove; her own IRA ~ $600K + house.",
        "- Mark inherited Dad's IRA share: $420K (non-spouse beneficiary).",
        "- Lisa (income ~ $130K, divorced, 2 kids) wants to keep using the cottage.",
        "- Mark: VP Supply Chain, Navistar, $275K. Julie: HR director at Edward-Elmhurst, $95K.",
        "- Mark 401(k) $880K. Julie 403(b) $240K. (+ the inherited IRA above)",
      ].join("\n"),
      {
        primaryAge: 52,
        spouseAge: 50,
        maritalStatus: "married",
        annualIncomeUsd: 370_000,
        retirementAccountsUsd: 1_540_000,
      },
    );
  });
  it("'NW ex-biz ~$3.5M' leaves the business out; 'homemaker since '98' is a year", () => {
    facts(
      "NW ex-biz ~$3.5M (house ~$1.3M paid off).\nHHI 2026: H W-2 $350k from the co.; W $0 - homemaker since '98.",
      {
        netWorthExcludesBusiness: true,
        annualIncomeUsd: 350_000,
      },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Name | Angela R. Brooks\nDOB | 1977-02-11\nSpouse | Mark Brooks (DOB 1975-06-30)\nMarital Status | Separated",
      { primaryAge: 49, spouseAge: 51 },
    ],
    [
      "Salesforce FSC - Person Account: BRANDT, Nathan J.\n  Age ...................................... 58\n  Marital status ........................... Single (never married)",
      { primaryAge: 58 },
    ],
    [
      'Primary                 : Douglas "Doug" Graves - 68 - retired\nSpouse                  : Pamela "Pam" Graves - 66 - retired',
      { primaryAge: 68, spouseAge: 66 },
    ],
  ])("CRM records: 'DOB | 1977-02-11', 'Age ........ 58', a nickname in quotes: %s", (text, expected) =>
    facts(text, expected),
  );
  it("'Not married - together 11 years': the dash ends the negation; 'the 457?' answered 'Three-ten'; 'one point two five' has two decimals", () => {
    facts("I'm 44, Sam is 46. Not married - together 11 years, we own the house in Burlington together.", {
      maritalStatus: "partnered",
      spouseAge: 46,
    });
    facts("Q: Accounts - Dan, the 457?\nDAN: Three-ten. And I've got the Roth IRA, forty.", {
      retirementAccountsUsd: 350_000,
    });
    facts("Q: And net worth?\nDAN: One point two five.", { netWorthUsd: 1_250_000 });
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Claire's design studio nets anywhere from $95,000 to $125,000 depending on the year.",
      { annualIncomeUsd: 110_000 },
    ],
    ["Salary range $180,000-$200,000.", { annualIncomeUsd: 190_000 }],
    ["NW went from $5M to $8M after the IPO.", { netWorthUsd: 8_000_000 }],
    [
      "Ages: I'm 72, Claire is 64. Married 2014.\nWhat I want from Bob (the estate attorney): Claire provided for for life.",
      { primaryAge: 72, spouseAge: 64 },
    ],
  ])(
    "dollar ranges, a change from one figure to another, and a role in a bracket about someone else: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Attendees: Paul Vander Molen (61, President, our client), his wife Anne (60), Paul's sister Ruth (58).",
      { primaryAge: 61, spouseAge: 60 },
    ],
    ["Paul Smith (61, our client), his wife Anne (60).", { primaryAge: 61, spouseAge: 60 }],
    ["Q: Pay this year?\nDAN: NYSDOT, a hundred twelve thousand. Got the step in April.", { annualIncomeUsd: 112_000 }],
  ])("a two-word surname, the role word nearest a person, 'Pay this year?': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "They have two boys, Obinna (12) and Chuka (9). Chuka has autism (level 2), is in a specialized program.",
      { hasDisabledDependent: true },
    ],
    ["- Jordan & Melissa's son, 12. Cerebral palsy, uses a power chair.", { hasDisabledDependent: true }],
    ["He has long-term disability insurance through work.", { hasDisabledDependent: false }],
  ])("a child's disability said of the child by name or in the next sentence of the line: %s", (text, expected) =>
    facts(text, expected),
  );
  it("'the idea of selling to the employees' is a sale of the business to come", () => {
    facts(
      "Owns 45% of the company. All three owners like the idea of selling to the employees rather than to a competitor.",
      {
        expectsBusinessSale: true,
      },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Residence: Greenwich, CT (Round Hill Rd). We also have the place in Nantucket.", { hasVacationHome: true }],
    [
      "Owns a software company.\n  Ownership ................................ 35% (common, founder shares)",
      { businessOwnershipShare: 0.35 },
    ],
    ["HHI 2026: H W-2 $350k from the co.; W $0 - homemaker since '98.", { spouseHasEarnedIncome: false }],
  ])("'also have the place in Nantucket', a share after a dot leader, 'W $0 - homemaker': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    // Pay on a line that opens with the spouse's name, naming nobody else before it.
    [
      "Gary Hoffman, 67. Retired from Pratt & Whitney.\nDenise Hoffman, 58, Gary's second wife (married 2019). Dental hygienist, W-2 about $72K.",
      { spouseHasEarnedIncome: true },
    ],
    [
      "Paul, 64, married to Anne, 62.\n- Paul: president of the company, salary $240K.\n- Anne: retired teacher, pension $3,100/mo. No wages.",
      { spouseHasEarnedIncome: false },
    ],
    ["Steve 58 and his wife Karen 57. Both of you left work last summer.", { spouseHasEarnedIncome: false }],
    ["Tom 80, wife Marianne 78. Neither of us is working anymore.", { spouseHasEarnedIncome: false }],
    [
      "Tom (55) and his wife Ann (52). Tom: engineer, $180K. Ann works part-time as a bookkeeper.",
      { spouseHasEarnedIncome: true },
    ],
    ["Dave 60, Linda 58, married 30 yrs. Linda still teaches (retiring 2028).", { spouseHasEarnedIncome: true }],
    ["Mark 48 / Sue 47, MFJ. Sue is a full-time mom.", { spouseHasEarnedIncome: false }],
    [
      "Ana 28 / Tyler 30, married '21, Madison WI.\nAna = peds RN @ UW Health, $78k. Tyler = software dev (local insurer), $104k. HHI $182k.",
      { spouseHasEarnedIncome: true, annualIncomeUsd: 182_000 },
    ],
    [
      "Mark and Denise (our clients)\n- Mark, 51. Engineer, salary $172,000.\n- Denise, 49. Part-time paraprofessional at Evan's old school district, about $28,000 a year.",
      { spouseHasEarnedIncome: true },
    ],
    [
      "INCOME\n  Client salary ........ $175,000\n  Spouse salary ........ $92,000\n  Rental (net) ......... $18,000",
      { annualIncomeUsd: 285_000 },
    ],
    [
      "HH Income: 415000\nNet Worth: 6200000\nInvestable: 3100000",
      { annualIncomeUsd: 415_000, netWorthUsd: 6_200_000 },
    ],
    ["Income: 2026", { annualIncomeUsd: null }],
    [
      "Household: Amit (45) $260K salary; Priya (43) $130K. Amit's parents (72, 70) live with them on their own pensions (~$40K/yr).",
      { annualIncomeUsd: 390_000, spouseAge: 43 },
    ],
  ])("the spouse's earned income read from a line about the spouse or both: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "ADVISOR: What do you bring home?\nJOE: Gross? About one-eighty. Plus overtime, call it twenty.",
      { annualIncomeUsd: 200000 },
    ],
    ["ADVISOR: Household income?\nANN: Between us, about three-forty.", { annualIncomeUsd: 340000 }],
    [
      "ADVISOR: Income?\nBILL: My pension's about four grand a month and Social Security is another three.",
      { annualIncomeUsd: 84000 },
    ],
    ["Q: Income this year?\nA: About 450, mostly from the practice.", { annualIncomeUsd: 450000 }],
    [
      "ADVISOR: What are you making now?\nLUIS: I'm an architect at a firm downtown, 165.\nADVISOR: And Rosa?\nROSA: I'm home with the kids.",
      { annualIncomeUsd: 165000 },
    ],
    ["ADVISOR: Any other income?\nTOM: The rental brings in about two grand a month net.", { annualIncomeUsd: 24000 }],
    ["Her salary: $128K. His: $96K.", { annualIncomeUsd: 224000 }],
    ["Salary \u2014 $210k; Spouse salary \u2014 $85k", { annualIncomeUsd: 295000 }],
    ["Income (2025): $380K; Income (2026, est.): $420K", { annualIncomeUsd: 420000 }],
  ])("income answered in conversation: %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Name: Gloria Reyes | Age: 69 | Status: Widowed | State: NM | NW: $2.1M | IRA: $900K | Income: $68K (SS + pension)",
      {
        primaryAge: 69,
        maritalStatus: "widowed",
        state: "NM",
        netWorthUsd: 2100000,
        retirementAccountsUsd: 900000,
        annualIncomeUsd: 68000,
      },
    ],
    [
      "Client_Age=57; Spouse_Age=55; Marital=M; ST=OH; NetWorth=4,300,000; Qual=1,250,000; HHI=410,000",
      {
        primaryAge: 57,
        spouseAge: 55,
        maritalStatus: "married",
        state: "OH",
        netWorthUsd: 4300000,
        retirementAccountsUsd: 1250000,
        annualIncomeUsd: 410000,
      },
    ],
    [
      "Household: The Nakamuras\nP1: Ken, 63\nP2: Yumi, 61\nLocation: Honolulu\nInvestable: $3.2M\nRetirement (P1+P2): $1.9M\nIncome: P1 $210K, P2 $0",
      { primaryAge: 63, spouseAge: 61, state: "HI", retirementAccountsUsd: 1900000, annualIncomeUsd: 210000 },
    ],
    [
      "Primary: Dave Olsen (DOB 11/2/1960)\nSecondary: Kim Olsen (DOB 4/9/1963)\nFiling: MFJ\nTotal Assets: $5.6M\nLiabilities: $400K\nW-2 (Dave): $275,000\nW-2 (Kim): $0",
      { primaryAge: 66, spouseAge: 63, netWorthUsd: 5200000, annualIncomeUsd: 275000 },
    ],
  ])("CRM records: pipes, key=value pairs, P1/P2 labels, a state by its code: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Bob (70) and his son Mike (44) came in. Mike runs the family body shop now and pays Bob $60K a year in rent on the building. Bob's SS is $3,200/mo.",
      { primaryAge: 70, annualIncomeUsd: 98400 },
    ],
    [
      "The clients are Ruth (82) and her daughter Ellen (55), who has POA. Ruth's income: pension $1,800/mo and SS $2,100/mo. Ellen earns $120K as a nurse.",
      { primaryAge: 82, annualIncomeUsd: 46800 },
    ],
    [
      "Jim, 58, and his wife Terri, 56, plus Jim's 86-year-old mother who lives with them. Jim makes $165K; Terri works part-time for about $30K; Mom's Social Security is about $1,900 a month.",
      { primaryAge: 58, spouseAge: 56, annualIncomeUsd: 195000 },
    ],
    [
      "Our client Dana (47) and her brother Alex (50) co-own the family restaurant group 50/50, valued at $6M. Dana's salary is $140K; Alex takes $160K.",
      { primaryAge: 47, businessValueUsd: 3000000, annualIncomeUsd: 140000 },
    ],
    ["He owns 40% of the firm; his stake is worth $2M.", { businessValueUsd: 2000000 }],
  ])("several people: whose pay, whose stake, what a co-owned company is worth: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["They winter in Naples but their domicile is still Illinois (Lake Forest).", { state: "IL" }],
    ["Live in Princeton; he commutes to NYC.", { state: "NJ" }],
    ["Moving from Chicago to Scottsdale in the spring.", { state: "IL", plannedMoveState: "AZ" }],
    ["Lives on Mercer Island, works in Seattle.", { state: "WA" }],
    ["Their home is in Chevy Chase; they have a beach house in Rehoboth, DE.", { state: "MD" }],
    ["Based out of Boise; daughter in Portland.", { state: "ID" }],
    ["The couple lives in Westchester County.", { state: "NY" }],
    ["He's in Houston, she's in Austin during the week.", { state: "TX" }],
  ])("where the client lives: a domicile, a winter place, a move to come, 'based out of': %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["Priya S., 39, single, SF (Noe Valley). Staff eng @ Stripe.", { state: "CA" }],
    ["new client conv w/ Nate Ruiz - ft collins, CO", { state: "CO" }],
    ["House is 2,400 SF on a half acre in Austin.", { state: "TX" }],
  ])("city shorthand: 'SF', 'ft collins' (not square feet): %s", (text, expected) => facts(text, expected));
  it.each<[string, Partial<TClientFacts>]>([
    [
      "She's seventy-six. Walter passed in, um, October of '23, so she's been on her own since.",
      { maritalStatus: "widowed" },
    ],
    [
      "Since Frank passed I just have the IRA (about $1.3 million) and my Social Security.",
      { maritalStatus: "widowed" },
    ],
    ["Rachel came in about a year after her divorce from David was finalised.", { maritalStatus: "divorced" }],
    ["Tom passed the CPA exam in 2010; he and his wife Ann live in Dayton.", { maritalStatus: "married" }],
  ])("'Walter passed in October', 'since Frank passed', 'her divorce from David': %s", (text, expected) =>
    facts(text, expected),
  );
  it("an insurance fact finder: 'Age (nearest birthday): 38', and 'IBEW Local 73' is a union local, not an age", () => {
    facts(
      "PRIMARY INSURED\n  Name: Jaime Castillo\n  Age (nearest birthday): 38\n  Occupation: Journeyman electrician, IBEW Local 73\nSPOUSE\n  Name: Rosa Castillo     Age: 36\n  Married 2012",
      { primaryAge: 38, spouseAge: 36 },
    );
  });
  it("an owners' meeting: the client's age in his bracket, a broker's value is not pay, a supposed death is not a widowhood, 'Lee's Summit, MO' over a company named Summit, 'R-7' is a school district", () => {
    facts(
      "Summit Comfort Heating & Air - owners' meeting - 8/12/26 - Lee's Summit, MO\nPresent: Dale Pruitt (55, our client), Rick Tanner (61), Jeff Oyelaran (44)\n- Broker's opinion of value (June 2026): $9 million for 100%.\n- His wife asked the CPA what she would own if Rick died.\n- Dale 55; wife Lisa 53, school nurse at Lee's Summit R-7, $71,000.\n- Dale's guaranteed payments + distributions run about $240,000 a year.",
      { primaryAge: 55, spouseAge: 53, maritalStatus: "married", state: "MO", annualIncomeUsd: 311_000 },
    );
  });
  it("a CRM record: 'Owner / President', 'Ownership: 100% Ron', 'DOB (spouse)', and 'Grandchildren: 6' is a count, not a child of 6", () => {
    facts(
      "Name: VASQUEZ, Ronald A.\nSpouse: Patricia L. Vasquez\nDOB (client): 04/18/1960\nDOB (spouse): 11/02/1962\nOccupation: Owner / President, Three Rivers Precision Machining, Inc.\nEntity: S corporation (elected 1996)\nOwnership: 100% Ron; Pat holds no shares\nBusiness valuation: $30,000,000 (independent appraisal, FMV of 100%)\nChildren: Michael (38) - VP Operations; Daniel (35) - plant manager; Sarah (33) - teacher\nGrandchildren: 6",
      {
        primaryAge: 66,
        spouseAge: 64,
        ownsBusiness: true,
        businessOwnershipShare: 1,
        businessValueUsd: 30_000_000,
        businessEntityType: "s_corp",
        childrenCount: 3,
        childrenAges: [38, 35, 33],
        grandchildrenCount: 6,
      },
    );
  });
  it("'Ownership: Dale 40%, Rick 35%, Jeff 25%' gives the client's share", () => {
    facts("Dale Pruitt (55, our client) co-owns Summit Comfort, LLC.\n- Ownership: Dale 40%, Rick 35%, Jeff 25%.", {
      businessOwnershipShare: 0.4,
    });
  });
  it("'my 3M pension', 'the 3M 401k': the company 3M, not three million", () => {
    facts(
      "Social Security is $3,100/mo each, and my 3M pension is $2,400/mo. My IRA (rolled over from the 3M 401k) is about $1.15M. Linda's IRA is $310K.",
      { retirementAccountsUsd: 1_460_000, annualIncomeUsd: (6_200 + 2_400) * 12 },
    );
  });
  it("a farm transcript: 'I've got Curtis at 57 and Lynn at 55', the speakers' key (TB = Tanner), the son's 'Sixty a year' is his own pay, acres said in words are not money", () => {
    facts(
      "Brandt - farm visit - Curtis, Lynn, and son Tanner part of the time. (CB = Curtis, LB = Lynn, TB = Tanner, me = JH)\n\nJH: I've got Curtis at 57 and Lynn at 55 - right?\nLB: Right.\nJH: Tanner, you're on payroll with the LLC?\nTB: Sixty a year, plus my house on the Wilson place. I'm thirty, in case you need it.\nCB: We farm twenty-four hundred acres.",
      { primaryAge: 57, spouseAge: 55, maritalStatus: "married", annualIncomeUsd: null, realEstateUsd: null },
    );
  });
  it("a succession meeting: '- Hector Salinas, 70.' (a name the tagger takes for a verb), 'Hector's wife, died August 2023', the company at '$14M for 100% of the company' times his 55%, and 'the 2026 budget has it at $450K' restating the distributions", () => {
    facts(
      "People\n- Hector Salinas, 70. Founder of Salinas Auto Care, Inc. (S corp). Owns 55%.\n- Rosa Salinas, Hector's wife, died August 2023.\n\nCompany\n- Appraisal done for the 2024 gifts to the boys: $14M for 100% of the company.\n\nHector's income\n- Salary $180K.\n- His share of distributions ran about $600K in 2025; the 2026 budget has it at $450K.",
      { primaryAge: 70, maritalStatus: "widowed", businessValueUsd: 7_700_000, annualIncomeUsd: 630_000 },
    );
  });
  it("an offer 'for 100% of the company' is a price, not the company's value", () => {
    facts("Hal owns Apex Tool, LLC outright. They got an offer of $20M for 100% of the company.", {
      expectedSalePriceUsd: 20_000_000,
    });
  });
  it("a son forwards his mother's own message: her 'I am 66' and 'pays me' are the client's, 'Your father died' is her widowhood, his '$210K between us' is not hers, '$3.2 million for everything' is the total", () => {
    facts(
      "From: Brian Whitford <bw@gmail.com>\nSubject: Fwd: Mom's accounts - what you asked for\n\nMeghan, forwarding Mom's reply below. Laura and I are fine - we make about $210K between us.\n\nBrian\n\n---------- Forwarded message ---------\nFrom: Janet Whitford <jw@comcast.net>\nSubject: Re: Mom's accounts\n\nI am 66. Your father died in March 2024, as you know. I have lived in Sarasota since 2015.\n\nSocial Security pays me $3,350 a month. Dad's pension from Nationwide pays me $1,900 a month as his survivor.\n\nI rolled Dad's IRA into mine, it is about $1.3 million now.\n\nThe statement from December says about $3.2 million for everything, not counting the house.\n\nLove,\nMom",
      {
        primaryAge: 66,
        maritalStatus: "widowed",
        spouseDeathYear: 2024,
        annualIncomeUsd: 63_000,
        retirementAccountsUsd: 1_300_000,
        netWorthUsd: 3_200_000,
        state: "FL",
      },
    );
  });
  it("an heir writing about her late father is the client: 'I'm 31' is hers, 'Dad was 71' is not", () => {
    facts(
      "Subject: Re: your father's accounts - next steps\n\n- I'm 31, single, no kids. I rent in Crown Heights.\n- From Dad: the inherited IRA is about $740K.\n\nDad was 71, if that matters.\n\n> Her father (my brother Alan) died October 12, 2025.",
      { primaryAge: 31, maritalStatus: "single", retirementAccountsUsd: 740_000 },
    );
  });
  it("a call with an adviser labelled by initials (RL, named in 'Adviser: R. Lindqvist'): 'Steve, you're 58 now?' is the client's age and Karen's 'I'm 56' the spouse's; 'Fort Collins, you said' is the city; 'required distributions on $1.7 million' is a balance", () => {
    facts(
      "Call notes - Steve & Karen Marchetti - 2/9/2026\nAdviser: R. Lindqvist\n\nRL: How does it feel?\nSTEVE: Strange. Good, but strange.\nRL: Steve, you're 58 now?\nSTEVE: Yes.\nKAREN: And I'm 56.\nRL: The house in Fort Collins, you said around $620,000?\nSTEVE: About that.\nRL: What will show up on the tax return this year?\nSTEVE: Just the dividends and interest. The CPA figures about eighteen thousand for 2026.\nRL: And at 73 Steve has required distributions on $1.7 million?\nKAREN: That's what worries me.",
      { primaryAge: 58, spouseAge: 56, state: "CO", annualIncomeUsd: 18_000 },
    );
  });
  it("'All in, about $6.5 million this year - salary, bonus and carry together' is pay; 'the household is at about $85 million' is the net worth", () => {
    facts(
      "D. FARROW: What's the comp this year, Richard?\nRICHARD: All in, about $6.5 million this year - salary, bonus and carry together.\nD. FARROW: So the household is at about $85 million.\nRICHARD: Give or take the carry, yes.",
      { annualIncomeUsd: 6_500_000, netWorthUsd: 85_000_000 },
    );
  });
  it("an indented item under the 401(k) line is a part of it (employer stock for NUA); 'Plan (401k) total:' is that plan's balance, not a total of every account", () => {
    facts(
      "Quick summary:\n- Kessling Savings Plan (401k) total: $1,912,000\n    - Kessling common stock fund: $846,000. Cost basis per the statement: $104,500\n    - everything else is in target-date / index funds\n- Diane's 403(b): about $305,000\n- My salary is $236,000",
      {
        retirementAccountsUsd: 2_217_000,
        hasEmployerStockInPlan: true,
        employerStockInPlanUsd: 846_000,
        employerStockBasisUsd: 104_500,
      },
    );
  });
  it("'She and Mark together hold 40% of the stock' of a Delaware C corporation is the client's business", () => {
    facts(
      "Ellen, 61, has been the company's CFO since 2017; the company, a Delaware C corporation, had about $3 million of gross assets when her shares were issued. She and Mark together hold 40% of the stock. A strategic buyer has sent a term sheet valuing the whole company at $180 million.",
      {
        ownsBusiness: true,
        businessEntityType: "c_corp",
        businessOwnershipShare: 0.4,
        businessValueUsd: 72_000_000,
        businessGrossAssetsAtIssuanceUsd: 3_000_000,
      },
    );
  });
  it("a co-founder and CEO of a listed company (NASDAQ: CSRB) holds the issuer's stock as an insider (a 10b5-1 plan applies)", () => {
    facts(
      "H 52 (Daniel) / W 49 (Lena), MFJ, Medina WA.\nH = co-founder & CEO, Cascadia Robotics (NASDAQ: CSRB), IPO 10/24. Holds ~3.1M sh (~4% o/s) ≈ $68M @ ~$22. Founder shares, basis ≈ $0.",
      { isEmployedByStockIssuer: true, hasConcentratedStock: true },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Income\n- Social Security survivor benefit $4,100/mo\n- Charles's Honeywell pension, 50% survivor annuity, $2,800/mo",
      { annualIncomeUsd: (4_100 + 2_800) * 12 },
    ],
    [
      "- My pay: base $215,000 + bonus, which was $50,000 last year and the target is the same this year.",
      { annualIncomeUsd: 265_000 },
    ],
    [
      "2026 comp: base .................. $310,000\n2026 comp: annual bonus (est.) ... $90,000\n2026 comp: one-time payout ....... $1,400,000 (retention payout)",
      { annualIncomeUsd: 1_800_000 },
    ],
  ])(
    "income: a late husband's survivor annuity, a bonus 'the same this year', a 'one-time payout' (not 'one'): %s",
    (text, expected) => facts(text, expected),
  );
  it("'my W-2 last year was $438,000 … This year should be around 460' gives this year's 460,000", () => {
    facts(
      "NICOLE: Right. Salary, bonus and RSUs - my W-2 last year was $438,000, that's everything. This year should be around 460 with the refresh grant.\nANDRE: No income now - I do some volunteer coaching.",
      { annualIncomeUsd: 460_000 },
    );
  });
  it("a list item opening on the disabled son's name is about him to its end (his SSI is not the household's); 'their daughter Sofia (Maria asked her to come)' leaves Maria the wife", () => {
    facts(
      "Delgado household. Present: Ray, Maria, and their daughter Sofia (Maria asked her to come).\n\nThe family\n- Ray Delgado, 64. Retired from GM in 2024. GM pension $4,100 a month.\n- Maria Delgado, 62. Paraprofessional at Okemos Public Schools, about $38,000 a year.\n- Daniel, 30, their son. Down syndrome. Lives at home. Gets SSI (about $990 a month) and Medicaid.",
      { primaryAge: 64, spouseAge: 62, annualIncomeUsd: 4_100 * 12 + 38_000, hasDisabledDependent: true },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["- My job: development associate at a literacy nonprofit, $96,000.", { annualIncomeUsd: 96_000 }],
    [
      "- My job: development associate at a literacy nonprofit, $96,000.\n- I also do freelance translation on the side. Honestly I'm not sure how much - a few thousand a year?",
      { annualIncomeUsd: null },
    ],
  ])(
    "'My job: …, $96,000' is pay; a side income of unknown size leaves the household's income unknown: %s",
    (text, expected) => facts(text, expected),
  );
  it("a question naming its topic before a dash ('Net worth - how are you thinking about it?') and a corrected answer two turns later ('OK, actually closer to 3.8 when you count the building')", () => {
    facts(
      "RB: Net worth - how are you thinking about it?\nK: Three and a half, maybe.\nJ: You forgot the building again.\nK: OK, actually closer to 3.8 when you count the building.",
      { netWorthUsd: 3_800_000 },
    );
    facts("RB: Net worth - how are you thinking about it?\nK: Three and a half, maybe.", { netWorthUsd: 3_500_000 });
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "J. Marchetti - rev. 3/17/26 - Asheville\n72 y/o, single. Retired NJ teacher (Montclair, 34 yrs) -> moved NJ to NC 2021. NC domicile, NJ ties cut.",
      { state: "NC", formerState: "NJ" },
    ],
    [
      "38, single. Anesthesiology @ UNM Hospital. Relo from Houston Aug '25 -> renting in Nob Hill, ABQ.",
      { state: "NM" },
    ],
  ])(
    "bare state codes where the words say lived or lives ('moved NJ to NC', 'NC domicile'), 'Relo from Houston', 'ABQ': %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "- My 401(k): $290,000. Megan has an old IRA from her job before kids, about $35,000 - nobody has added to it since 2017.",
      { retirementAccountsUsd: 325_000 },
    ],
    [
      "KO: And the IRA. As of the end of February your rollover IRA was $1.15 million and your required distribution for 2026 is about $47,000. Joan, your IRA is $380,000.",
      { retirementAccountsUsd: 1_530_000 },
    ],
  ])(
    "the spouse's IRA 'from her job before kids' is hers, not the kids'; a balance 'as of the end of February' is today's: %s",
    (text, expected) => facts(text, expected),
  );
  it("'We're not married and never registered - together nine years' is an unmarried couple", () => {
    facts("Jordan Reyes, 41, and Sam Okoye. We're not married and never registered - together nine years.", {
      maritalStatus: "partnered",
    });
  });
  it("'Yuki Akana (nee Morimoto), 60': a maiden name in brackets between the name and the age", () => {
    facts(
      "Client 1 ........... Dennis K. Akana, 66, US citizen (born Hilo)\nClient 2 ........... Yuki Akana (nee Morimoto), 60, citizen of JAPAN\nMarried ............ 2015",
      { primaryAge: 66, spouseAge: 60, maritalStatus: "married" },
    );
  });
  it("a brother's restaurant group and his partner's banker are not the couple's; a bonus '$110K each of the last two years' is one a year", () => {
    facts(
      "Household\n- Vikram Rao, 50. VP at Hartwell Energy. Base $320K; bonus has been $110K each of the last two years and they expect the same for 2026.\n- Meera Rao, 48. Pharmacist, part-time at a CVS, about $64K.\n\nExtended family\n- Meera's brother Arjun co-owns a restaurant group in Dallas (his partner's banker valued it at ~$2M). Vikram and Meera are NOT investors, just family.",
      { maritalStatus: "married", ownsBusiness: false, businessValueUsd: null, annualIncomeUsd: 494_000 },
    );
  });
  it("a family call about an elderly mother: her children's 'Mom's total' is the client's net worth, the daughter's bracket names no child of the client, a nursing home's monthly rate is not a home", () => {
    facts(
      "Family call re: Mrs. Ruth Eberly - 7/14/26\nOn the line: Miriam Eberly Hess (daughter, agent under Ruth's POA, lives with Ruth), Daniel Eberly (son, from Harrisburg), adviser (B. Lapp).\n\nRuth\n- 92, widowed (husband Amos died 2012). Lives in her own house outside Lititz, Lancaster County, PA.\n- Her doctor expects she will need a nursing home within a year or two. Local private-pay rate ~$13,500/month.\n- Assets: house ~$310,000 (no mortgage); CDs at Fulton Bank $180,000; savings $40,000; IRA $95,000.\n- Miriam: \"Mom's total is around $625,000.\"",
      { primaryAge: 92, maritalStatus: "widowed", netWorthUsd: 625_000, primaryResidenceUsd: 310_000 },
    );
  });
  it("'Holds $6M of GOOG, basis $400K - about 60% of their $10M net worth' is a concentrated, low-basis position", () => {
    facts("Mark, 58. Holds $6M of GOOG, basis $400K - about 60% of their $10M net worth.", {
      hasConcentratedStock: true,
      hasLowBasisStock: true,
      netWorthUsd: 10_000_000,
    });
  });
  it("'His half of the dental practice is worth ~$900K' is his interest: a half share worth $900K", () => {
    facts("His half of the dental practice is worth ~$900K.", {
      ownsBusiness: true,
      businessOwnershipShare: 0.5,
      businessValueUsd: 900_000,
    });
  });
  it("'Client is a divorced dad, 44' is the client's own age, not a parent's", () => {
    facts("Client is a divorced dad, 44. Lives in Charlotte.", {
      primaryAge: 44,
      maritalStatus: "divorced",
      state: "NC",
    });
  });
  it.each<[string, Partial<TClientFacts>]>([
    ["Quick answers: we're both 58, live in Raleigh, and our combined 401(k)s are about $1.1M.", { state: "NC" }],
    [
      "Their wills are from 1998, from when they still lived in Naperville, and neither has a POA.\nAddress 7720 E Via Linda, Scottsdale AZ 85258.",
      { state: "AZ", formerState: "IL" },
    ],
    ["ADV: What do you two bring in?\nCAROL: I do about 45 tutoring.", { annualIncomeUsd: 45_000 }],
  ])(
    "'live in Raleigh, and' is the city, 'when they still lived in Naperville' a former home, '45 tutoring' pay: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Phil (66) retired in 2023. He and Denise married in 2019; Phil is nine years older. Between them there are four children: Phil's three from his first marriage and Denise's son Evan.",
      { primaryAge: 66, spouseAge: 57, childrenCount: 4 },
    ],
    ["Also present: Phil's eldest son Mark Ashworth. Phil Ashworth (66) retired in 2023.", { primaryAge: 66 }],
    [
      '- Denise: commercial real estate broker (1099), "about $210K, up and down."\n- House in Buckhead, joint, no mortgage: $1.9M',
      { annualIncomeUsd: 210_000, primaryResidenceUsd: 1_900_000, realEstateUsd: 1_900_000 },
    ],
    ["DALE: Farm Credit appraised the land at nineteen and a half million.", { investmentRealEstateUsd: 19_500_000 }],
    ["KL: Cash and CDs?\nWALT: Four hundred fifty, roughly.", { cashUsd: 450_000 }],
    [
      "KL: Brenneman Farms LLC - you two are fifty-fifty?\nDALE: Fifty-fifty since 2015.\nKL: Walt, what does your half of the LLC pay you?\nWALT: Hundred sixty thousand, about.",
      { businessOwnershipShare: 0.5, annualIncomeUsd: 160_000 },
    ],
    [
      "KL: How many acres do you own outright?\nWALT: Eighteen-forty.\nKL: And the operating side, Brenneman Farms LLC - you two are fifty-fifty?",
      { businessOwnershipShare: 0.5 },
    ],
    [
      "KL: And Arlene passed - your wife - March of 2019.\nKL: Any debt?\nDALE: Dad doesn't owe anybody anything.",
      { maritalStatus: "widowed", spouseDeathYear: 2019, liabilitiesUsd: 0 },
    ],
  ])(
    "a name owning 'three' is the parent, 'Phil is nine years older' the spouse's age from his, a real estate broker's pay is pay, 'no mortgage' does not negate the house, 'four hundred fifty' and 'nineteen and a half million' said aloud, what the LLC 'pays you' is income, acres owned outright are not the business, 'passed - your wife - March of 2019', 'doesn't owe anybody anything': %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "If Dana died today, the house would go to her father and brother, not Rosa.\n- Me: 47, clinical pharmacist at Jefferson, $138,000.\n- Rosa: born in '81, self-employed.\n- Together 14 years, never married.",
      { primaryAge: 47, spouseAge: 45, maritalStatus: "partnered", annualIncomeUsd: 138_000 },
    ],
    [
      "Dana put my income at $6,500 a month. That was last year. This year the practice is running closer to $7K a month.\n> - Rosa: self-employed, nets about $6,500/mo.",
      { annualIncomeUsd: 84_000 },
    ],
    [
      "Her son Mark drove her. Peg is 74 and has been on her own since Ed died last August (2025). Her will leaves everything to Ed, then to the boys, with Ed as executor. Mark is 49 and lives ten minutes away; his brother Steven is 46.",
      { maritalStatus: "widowed", spouseDeathYear: 2025, childrenCount: 2, childrenAges: [49, 46] },
    ],
    [
      "She is still in the house on Elmhurst; it is paid off and she thinks it would sell for around $215,000. She also has to take a required distribution from her IRA; the bank figured it at about $9,800 for this year.",
      { primaryResidenceUsd: 215_000, annualIncomeUsd: 9_800 },
    ],
    [
      "She gives $4,000 a year to St. Pius X and $1,000 to the Toledo food bank, by check.",
      { annualCharitableGivingUsd: 5_000 },
    ],
  ])(
    "'not Rosa' takes no role, 'Rosa: born in '81' is Rosa's age, 'Me:' pay in a quoted e-mail, a figure 'That was last year' is superseded everywhere, a child's brother is a child, 'died last August (2025)', what a house 'would sell for', a required distribution 'from her IRA', a second gift 'and 1,000 to': %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "From: Ellen Gustafson <eg@wisc.edu>\nTo: Brian Lauterbach <bl@isthmus.com>\nCc: Tom Gustafson <tg@gmail.com>\n\nTom's email below is right except for my salary - the raise went through in July, so I'm at $138,500 now, not $132K.\n\n> - I'm 67, retired in 2024. Ellen was born in '61 and is still on the engineering faculty at UW, $132K.\n> - My Social Security started last year: $3,850 a month.",
      { primaryAge: 67, spouseAge: 65, maritalStatus: "married", annualIncomeUsd: 184_700 },
    ],
    [
      "Idea: a charitable remainder unitrust funded with a block of the shares (say $2M-$2.5M).\nHalvorsen stock in our joint brokerage: about $4.2M.",
      { taxableInvestmentsUsd: 4_200_000 },
    ],
  ])(
    "two writers of one surname are a couple, 'so I'm at $138,500' after 'my salary' is pay, 'Ellen was born in '61', a benefit that 'started last year' is paid now, an example '(say $2M-$2.5M)' is not a holding: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "AARON: Senior data engineer, since 2020. Base is one sixty-eight.\nBS: Bonus?\nAARON: Fifteen grand.\nBS: Cash?\nAARON: Fifty-eight thousand in savings. And a brokerage account, forty-ish. Index funds.",
      { annualIncomeUsd: 183_000, taxableInvestmentsUsd: 40_000, cashUsd: 58_000 },
    ],
    [
      "CM: Happy belated birthday, Ray. What is it now, sixty-one?\nRAY: Sixty-one as of March. Donna's two years behind me and she'll remind you.\nDONNA: Fifty-nine. Thank you.\nCM: Still both working?\nRAY: I'm still at the lab - UT-Battelle, out at Oak Ridge. Salary's a hundred forty-eight now.\nCM: And Donna, still at Farragut High?\nDONNA: Still the counselor. Sixty-seven thousand. I get the TCRS pension when I go.\nCM: So about $215,000 a year between you. Ray, you still thinking 65?\nRAY: Sixty-five, yes. Donna says she's going when I go.\nCM: Your mom.\nRAY: Yeah.\nCM: How is she?\nRAY: Mom's eighty-four. She's been at Arbor Terrace memory care since last June. It's nine thousand eight hundred a month. She sold the house in Fountain City for two-eighty and that's what's paying for it, plus her Social Security, about nineteen hundred a month. My sister and I figure she's got maybe a hundred ninety left.",
      { annualIncomeUsd: 215_000 },
    ],
  ])(
    "'Base' is no one's name, 'forty-ish' after 'a brokerage account', a yearly figure 'between you' is the couple's total, sentences that go on with 'she' or 'it' stay about the mother: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Correction on the basis. The cost basis on the P&G shares in the plan is $185K, not the $210K I gave you. The value is still about $1.4M.\n\nI'm 63 and I'm leaving P&G on December 31. Salary is $176K this year.\nPlan balance is about $2.05M. Of that, roughly $1.4M is P&G stock.\nBrokerage (joint, Fidelity): ~$480K.\nHouse in Montgomery, maybe $560K, no mortgage, no other debt.\nWe figure we're ~$3.4MM all in.",
      {
        primaryAge: 63,
        retirementAccountsUsd: 2_050_000,
        employerStockInPlanUsd: 1_400_000,
        taxableInvestmentsUsd: 480_000,
        netWorthUsd: 3_400_000,
        liabilitiesUsd: 0,
        annualCharitableGivingUsd: null,
      },
    ],
    ["Also Sharon wants me to say she is 60, not 61. I'm 63 and I'm leaving P&G in December.", { primaryAge: 63 }],
  ])(
    "'Plan balance', shares 'in the plan' are the employer's stock in it (said twice, counted once), 'the $210K I gave you' is no gift, 'we're ~$3.4MM all in' is the net worth, 'she is 60' is the person named before it: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Planning meeting - Jim & Laura Brandt, with Jim's mother Ruth Brandt.\nWho's who\n- Jim Brandt (client), born '71. VP of operations, salary $245K, no bonus this year.\n- Laura Brandt (client), a year younger than Jim. Physical therapist, three days a week, ~$40K.\n- Ruth Brandt (Jim's mother, not a client), 86. Widowed since 2017. Condo ~$310K.\n- Jim's worksheet total: $6.85M.",
      {
        primaryAge: 55,
        spouseAge: 54,
        maritalStatus: "married",
        annualIncomeUsd: 285_000,
        netWorthUsd: 6_850_000,
        primaryResidenceUsd: null,
      },
    ],
  ])(
    "'(client), born '71', 'a year younger than Jim', pay in a client's list item, a relative's list item 'Widowed since 2017', 'worksheet total': %s",
    (text, expected) => facts(text, expected),
  );
  it("a transcript: 'I have you as two years older than Gary', 'What did the February statement say?' after the 401(k), and the answer to 'of that, how much is in the stock fund?' is employer stock in the plan", () => {
    facts(
      "RO: Gary, last time you said the retirement date was \"end of the year-ish.\" Is that firm now?\nGARY: Firm. Last day at Corvell is December 18th. I turned sixty in January, thirty-four years there, I'm done.\nRO: And Donna, I have you as two years older than Gary, right?\nDONNA: Unfortunately yes. He never lets me forget it.\nRO: Still in Pittsford, same house?\nGARY: Same house. We're not going anywhere, the grandkids are all here in Rochester.\nRO: OK, income for this year. Gary, base?\nGARY: One sixty-eight. No bonus this year, they cut it for everybody below director.\nRO: One sixty-eight. Donna, the pension from the school district - I have nineteen hundred a month?\nDONNA: Nineteen hundred, yes. And that's it, I'm not working anymore, I stopped subbing after Covid. No Social Security yet for either of us.\nRO: Good. Now the 401(k), this is the part I care about. What did the February statement say?\nGARY: One point six, give or take. One million six.\nRO: And of that, how much is sitting in the Corvell stock fund?\nGARY: Six hundred forty thousand. I never sold any of it. My dad always said buy the company you work for.\nRO: Do you know your basis on the Corvell shares?\nGARY: I called Fidelity like you asked. The lady said cost basis on the company stock is ninety-five thousand.\nRO: Ninety-five. OK, that's a big spread - $545,000 of unrealized gain. If you roll the whole 401(k) into an IRA the way most people do, every dollar of that comes out later as ordinary income. If instead we take the Corvell shares out in kind, in the same year you leave, you pay ordinary income tax on the ninety-five now, and the rest is taxed at capital gains rates when you sell.",
      {
        primaryAge: 60,
        spouseAge: 62,
        retirementAccountsUsd: 1_600_000,
        employerStockInPlanUsd: 640_000,
        taxableInvestmentsUsd: null,
      },
    );
  });
  it("an e-mail thread: 'the $178K was last year', 'was $26,500, not \"around 20.\"', the ex who 'pays me maintenance' is not the spouse (his 'new wife' is his), maintenance is the client's income, 'Worth about $610K' after the house", () => {
    facts(
      "From: Melissa Hughes <mel.hughes77@gmail.com>\nTo: Anita Reyes <areyes@dupagewealth.com>\nSubject: RE: RE: follow-up from Tuesday\nDate: Thu, May 7, 2026 at 7:12 AM\n\nAnita - two fixes to what I sent. (1) My base went to $184,000 with the March raise, the $178K was last year. (2) Bonus paid in February was $26,500, not \"around 20.\" Everything else below is right. And yes, I checked Fidelity last night - Kevin is STILL listed as primary on my 401(k). I honestly thought the divorce decree took care of that.\n\nMel\n\n> On Wed, May 6, 2026, Anita Reyes <areyes@dupagewealth.com> wrote:\n> Melissa,\n> Thanks for the quick turnaround. Before we meet I want to flag the beneficiary\n> forms. A divorce decree generally does NOT change who a 401(k) pays on death -\n> the plan pays whoever is on the form. Please check the 401(k), the IRA, the Roth\n> and the group life at work. Also, your will is from 2015 and names Kevin as\n> executor and sole beneficiary, and it names no guardian for the girls.\n> Best,\n> Anita\n> --\n> Anita Reyes, CFP | DuPage Wealth Partners | Naperville, IL | 630-555-0192\n>\n>> On Mon, May 4, 2026, Melissa Hughes <mel.hughes77@gmail.com> wrote:\n>> Hi Anita, here's the info from our call.\n>>\n>> Me: 47, divorced (final Aug 2024). Two daughters, 14 and 11, with me most of the\n>> time. Kevin (he's 49, remarried last year, makes a lot more than me now) has them\n>> every other weekend.\n>>\n>> Work: Director, regulatory affairs at a pharma co. in North Chicago. Base $178K,\n>> bonus around 20.\n>>\n>> Kevin pays me maintenance of $2,500/mo through Aug 2029. (Child support separate,\n>> not counting that.)\n>>\n>> Accounts:\n>> - 401(k) at work: $412,000\n>> - Rollover IRA from my first job: ~$68K\n>> - Roth IRA: $31K\n>> - Brokerage: $95K\n>> - Savings: $40K\n>> - Group life thru work 2x salary. Beneficiary = Kevin, I think, never changed it.\n>>\n>> House: I kept the house in the settlement. Worth about $610K, mortgage $288K left.\n>> No other debt.\n>>\n>> All-in I think I'm around $970K. Feels weird to say that out loud.\n>>\n>> Will: the one Kevin and I did in 2015. No trust. No power of attorney that I know of.\n>>\n>> Goals: make sure the girls are taken care of if something happens to me, and NOT\n>> through Kevin's new wife. Retire around 60.\n>>\n>> Mel\n",
      {
        primaryAge: 47,
        maritalStatus: "divorced",
        spouseAge: null,
        annualIncomeUsd: 240_500,
        primaryResidenceUsd: 610_000,
        netWorthUsd: 970_000,
      },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Giving\n- Tithe to Central Wesleyan, $1,100 every month by check -> $13,200/yr\n- Plus ~$2K/yr to the mission board",
      { annualCharitableGivingUsd: 15_200 },
    ],
    [
      'Balance sheet\n- Harold IRA (rolled from 401k) ~$720K\n- Bev IRA ~$260K\n- House, paid off, ~$410K. No debt of any kind.\n- Savings + CDs ~$85K\n- Harold\'s words: "about a million and a half, give or take" -> checks out w/ our sheet',
      { netWorthUsd: 1_500_000, retirementAccountsUsd: 980_000 },
    ],
  ])(
    "a monthly gift restated a year after an arrow is one gift; an unlabelled figure closing a balance-sheet list that is about the sum of its items is the net worth: %s",
    (text, expected) => facts(text, expected),
  );
  it("a CRM export: the '[Co-Client]' section's birth date is the spouse's, 'Ret Plan Bal' is the plan, an '[Estate Docs]' heading over 'Will ... NO' lines is no estate plan", () => {
    facts(
      '*** Wealthbox export | Contact: OKAFOR HOUSEHOLD | printed 07/14/2026 ***\n\nHH Name ........................ Okafor, Daniel & Jasmine\nHH Type ........................ Married - MFJ\nClient Since ................... 06/2026 (new)\nLead Source .................... Webinar "Money Basics for New Parents"\nAssigned Advisor ............... T. Nguyen\n\n[Primary]\n  Full Name .................... Daniel C. Okafor\n  Birth Date ................... 02/09/1990\n  Employer ..................... Harlan-Pike Engineering (structural), Sacramento\n  Title ........................ Project Engineer II\n  Comp (W-2, base) ............. 118,000\n  Bonus ........................ none / discretionary, $0 in 2025\n  Ret Plan ..................... 401(k), 4% match, contributing 6%\n  Ret Plan Bal ................. 96,000\n  Group Life ................... 1x base ($118,000), employer-paid\n  LTD .......................... group, 60%\n\n[Co-Client]\n  Full Name .................... Jasmine R. Okafor\n  Birth Date ................... 05/30/1992\n  Occupation ................... Self-employed photographer (weddings/family), Sch C\n  Net SE Income ................ approx 3,800/mo avg (2025 Sch C net $45,600)\n  Roth IRA ..................... 14,000\n  Life Ins ..................... none\n\n[Address]\n  9120 Silver Pine Way, Elk Grove, CA 95758\n\n[Children]\n  1 - Amara, age 4\n  2 - Theo, age 1\n\n[Assets]\n  Residence (Elk Grove) ........ 560,000\n  Checking/Savings ............. 22,000\n  Brokerage .................... -\n  529 .......................... none opened\n\n[Liabilities]\n  Mortgage ..................... 430,000 (30yr, 2.875%)\n  Student Loans (Daniel) ....... 38,000\n  Auto ......................... paid off\n\n[NW Estimate] ................... ~225K (client\'s worksheet, matches ours)\n\n[Estate Docs]\n  Will ......................... NO\n  Trust ........................ NO\n  POA / AHCD ................... NO\n  Guardian Named ............... NO -- "we\'ve argued about whose sister for 3 years"\n  Beneficiaries ................ 401(k): Jasmine primary, no contingent. Roth: none listed.\n\n[Risk] ......................... Moderate-aggressive (Q 6/2026) -- N/A for now\n\n[Advisor Notes]\n07/14/26 TN - Intake review. Single biggest gap is protection: if Daniel dies the family has $118K of group life and Jasmine\'s uneven photo income. If Jasmine dies, childcare cost for two under 5. Recommend 20-yr level term: ~$1.25M on Daniel, ~$500K on Jasmine. Wills with guardian nomination (decide between the two sisters!), POAs, advance health care directives - CA simple will package via LegalShield or referral to Marin & Cho (flat fee). Add contingent beneficiaries once wills/guardian are decided. Jasmine: solo 401(k) later, emergency fund first (only ~1.5 mo of expenses in cash). 529 after all the above.\n',
      {
        primaryAge: 36,
        spouseAge: 34,
        retirementAccountsUsd: 110_000,
        hasEstatePlan: false,
        hasNoEstatePlan: true,
        netWorthUsd: 225_000,
      },
    );
  });
  it("a widow's call: 'Three thousand six hundred fifty' after 'Yes, since December.' answers the Social Security question (a month), 'The joint one is about one point three' after 'Brokerage?', savings 'at the credit union, a hundred fifty', 'No mortgage. Seven-twenty' for the house, 'The lake cabin … Six-fifty.'", () => {
    facts(
      "Call notes (transcribed) - Linda Sorensen - 3/3/2026 - Zoom\nAttendees: Linda Sorensen; her daughter Kristin Albrecht (joined from Boise); M. Ferreira, adviser\n\nMF: Linda, first - how are you doing?\nLINDA: Some days better than others. It'll be five months on the 9th.\nMF: Tom died October 9th of last year, so the nine-month deadline for the federal estate tax return is July 9th. That's the thing I want to talk about today, along with the accounts. Kristin, thanks for joining.\nKRISTIN: Of course. Mom asked me to take notes too.\nMF: Linda, remind me - you're sixty-eight?\nLINDA: Sixty-eight. Tom was seventy-one.\nMF: Income first. The Avista pension - Tom took the joint-and-survivor, so what's coming to you now?\nLINDA: Twenty-two hundred a month. It used to be about thirty-one hundred.\nMF: And Social Security switched you to the survivor benefit?\nLINDA: Yes, since December. Three thousand six hundred fifty. My own was less so they stopped mine.\nKRISTIN: So it's just those two now, Mom? Nothing from the church job?\nLINDA: I quit the church office in 2022, honey. Just the two.\nMF: Now accounts. Tom's IRA at Edward Jones?\nLINDA: One point one million. I'm the beneficiary, but nobody's moved it yet.\nMF: We'll do that as a spousal rollover. And yours?\nLINDA: Three hundred forty thousand. And - I looked like you asked - my IRA still says Thomas Sorensen as the beneficiary. Primary. Nobody after him.\nMF: That needs to change this month. Brokerage?\nLINDA: The joint one is about one point three. Savings at the credit union, a hundred fifty.\nMF: The house on the South Hill?\nLINDA: No mortgage. Seven-twenty, the appraiser said for the estate.\nKRISTIN: And the cabin, Mom.\nLINDA: The lake cabin on Coeur d'Alene. Six-fifty. Tom's parents built it.\nMF: So the total estate is about four and a quarter million, give or take. Here's why the return matters. Tom's will left everything to you outright, so no federal estate tax at his death. But if we file a 706 by July 9th and elect portability, his unused federal exemption - almost all of his fifteen million - carries over to you. It costs a filing fee and an appraisal; it's insurance against the law changing.\nLINDA: And Washington?\nMF: Washington is the bigger issue. Washington doesn't have portability. Your estate alone is over the Washington exclusion of three million, so the kids would pay Washington estate tax at your death unless we plan for it. Your will from 2012 leaves everything to Tom, so it's out of date anyway.",
      {
        annualIncomeUsd: 70_200,
        taxableInvestmentsUsd: 1_300_000,
        cashUsd: 150_000,
        primaryResidenceUsd: 720_000,
        realEstateUsd: 1_370_000,
      },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Arjun is 39 and Sneha 37; both are Indian citizens and their green cards are pending.",
      { spouseIsUsCitizen: false },
    ],
    [
      "Household: Kenji (48) and Aiko (46), married.\nCitizenship: Japan (both). No US status yet",
      { spouseIsUsCitizen: false },
    ],
    ["Mark and Julie, both are US citizens.", { spouseIsUsCitizen: true }],
  ])(
    "'both are Indian citizens', 'Citizenship: Japan (both)' say the spouse is not a US citizen: %s",
    (text, expected) => facts(text, expected),
  );
  it("a dentist's call: 'Still eight on staff?' is employees, 'the PC, you own all of it?' is his business, a broker who 'said somewhere between 2.2 and 2.6' values it, a building 'leased to the practice' is investment real estate", () => {
    facts(
      "Marsh - annual planning call - 2/5/26 - Kevin & Jen on speaker (K = Kevin, J = Jen, me = RB)\n\nRB: Let's get the numbers current. Kevin, you're 49 now?\nK: Forty-nine. Jen's forty-seven.\nRB: Practice first. Still eight on staff?\nK: Eight plus me and Jen. Two hygienists, three assistants, front desk, billing.\nRB: And Jen, you're still on payroll as office manager?\nJ: Sixty-five thousand, W-2.\nRB: Kevin, your pay - still the $200K salary?\nK: Two hundred through payroll, and the rest comes out as distributions. Last year that was about 310. This year it's running ahead - call it 340.\nRB: Marsh Family Dental is still the PC, you own all of it?\nK: A hundred percent. A broker who does dental transitions looked at it in the fall and said somewhere between 2.2 and 2.6.\nRB: And the building?\nK: That's in Marsh Properties LLC, leased to the practice. Probably worth a million and a half.",
      {
        ownsBusiness: true,
        businessHasEmployees: true,
        businessValueUsd: 2_400_000,
        investmentRealEstateUsd: 1_500_000,
      },
    );
  });
  it("'the rest comes out as distributions. Last year that was about 310. This year it's running ahead - call it 340.': this year's distributions are pay", () => {
    facts(
      "Marsh - annual planning call - 2/5/26 - Kevin & Jen on speaker (K = Kevin, J = Jen, me = RB)\n\nRB: Let's get the numbers current. Kevin, you're 49 now?\nK: Forty-nine. Jen's forty-seven.\nRB: Practice first. Still eight on staff?\nK: Eight plus me and Jen. Two hygienists, three assistants, front desk, billing.\nRB: And Jen, you're still on payroll as office manager?\nJ: Sixty-five thousand, W-2.\nRB: Kevin, your pay - still the $200K salary?\nK: Two hundred through payroll, and the rest comes out as distributions. Last year that was about 310. This year it's running ahead - call it 340.",
      { annualIncomeUsd: 605_000 },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "NGUYEN / ABERNATHY - intro mtg 3/3/26 - their house, Lakewood (Dallas) - RK\nH: Tuan Nguyen MD, 38.",
      { state: "TX" },
    ],
    [
      "WALT: Seventy-eight in June.\nKL: Present: his son Dale (farms with him).\nWALT: Everything to each other, then the three kids equal.\nKL: Karen, Dale and Lisa.\nDALE: Karen's fifty-three, nurse in Omaha. I'm fifty. Lisa's forty-seven.",
      { childrenAges: [53, 50, 47], state: null },
    ],
  ])(
    "'Lakewood (Dallas)' is in the metro's state; a sentence listing only names after words about the kids lists the children, and where a child lives is not where the client does: %s",
    (text, expected) => facts(text, expected),
  );
  it("'Divorced from Carol' makes Carol the ex: 'Carol (64) lives in Sarasota, remarried' is hers, items under a 'Nick (38)' heading are Nick's (his salary, his marriage), 'consider a Florida domicile later' is no home", () => {
    facts(
      'Russo succession meeting - 10/7/2026 - Huntington, NY (company conference room)\nPresent: Anthony "Tony" Russo (client); son Nick Russo; daughter Lauren Russo-Fitzgerald; company controller Pam Schiavone (for the numbers); adviser E. Marchetti; CPA R. Bloom (phone, 2nd half)\n\nBackground\n- Tony, 66. Divorced from Carol in 2019. Carol (64) lives in Sarasota, remarried; maintenance ended June 2025, nothing owed. Checked at divorce and again today: Carol is off every account and policy.\n- Russo Landscape & Snow Management, Inc. - S corp, Tony owns 100% of the stock. 35 year-round employees (~70 in season). Five locations on the North Shore.\n- Appraisal (March 2026, for the bank): $6.5M for the company.\n\nTony\'s money\n- W-2 $300,000. Distributions ~$400K this year (Pam: 2025 was $455K, snow season was big; 2026 tracking to $400K).\n- IRA (old SEP, rolled) ~$1.3M.\n- House in Lloyd Harbor ~$1.6M, no mortgage. Condo in Naples FL ~$900K. Brokerage ~$700K.\n- Tony: "With the company, I\'m worth about eleven million." (adds up with our sheet)\n- Tony\'s will (2020, post-divorce) splits everything 50/50 between the kids, including the stock. No trust.\n\nNick (38)\n- Runs operations, has for 9 years. Salary $160K from the company. Married, 2 kids. Wants to own it.\n- Nick\'s own money: 401(k) ~$240K, house in Northport. Not our client (yet).\n\nLauren (35)\n- NY estate tax: consider a Florida domicile later (Tony mentioned Naples "eventually").',
      {
        primaryAge: 66,
        maritalStatus: "divorced",
        spouseAge: null,
        state: "NY",
        annualIncomeUsd: 700_000,
      },
    );
  });
  it("a CRM household summary: 'Member 2' is no child, 'Residence: Clairemont, San Diego CA - owned, ~$1.05M, no loan' is the home, 'fourplex - FMV ~$2.1M | … | no loan' and items under 'Investment RE' are investment property, 'loan bal $310K' is the loan's, 'Net rents after expenses' is income", () => {
    facts(
      '==== SALESFORCE FSC | Household Summary | ALVARADO, RICARDO & TERESA ====\nExport date: 2026-05-19   Owner: K. Lindqvist   Segment: Mass Affluent -> HNW review\n\nPrimary Member: Ricardo "Rick" Alvarado\n  Age: 66\n  Status: Retired 2021 - San Diego Fire-Rescue (Captain)\n  Pension (SDCERS): $7,800 / mo, 100% survivor option to Teresa\n  457(b) (City of SD): $380,000\n  SS: not claimed, plans 70\n\nMember 2: Teresa Alvarado\n  Relationship: Spouse (married 1988)\n  Age: three years younger than Rick\n  Employment: Dental hygienist, PT 3 days/wk, W-2 ~$58K/yr\n  401(k) (practice plan): $145,000, deferring max + catch-up\n\nResidence: Clairemont, San Diego CA - owned, ~$1.05M, no loan\n\nInvestment RE (all titled in the Alvarado Family Trust):\n  1) North Park fourplex - FMV ~$2.1M | bought 1998 for $480K | no loan\n  2) La Mesa duplex - FMV ~$1.15M | loan bal $310K\n  3) Oceanside condo - FMV ~$640K | no loan\n  Net rents after expenses, all three: ~$8,000/mo ($96K/yr)\n\nCash/MM: ~$120K\nBrokerage: none\n',
      {
        primaryAge: 66,
        childrenAges: [],
        primaryResidenceUsd: 1_050_000,
        investmentRealEstateUsd: 3_890_000,
        realEstateUsd: 4_940_000,
        annualIncomeUsd: 247_600,
      },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "Kids: 3 adult (41, 38, 33). Grandkids: 5.",
      { childrenCount: 3, childrenAges: [41, 38, 33], grandchildrenCount: 5 },
    ],
    [
      'Primary Member: Ricardo "Rick" Alvarado\n  Age: 66\n\nMember 2: Teresa Alvarado\n  Relationship: Spouse (married 1988)\n  Age: three years younger than Rick',
      { primaryAge: 66, spouseAge: 63, maritalStatus: "married" },
    ],
  ])(
    "'Kids: 3 adult (41, 38, 33)'; the 'Age:' field of a CRM's 'Member 2:' block measured against the client: %s",
    (text, expected) => facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    ["We are NOT married and don't plan to be. Partnered, 11 years.", { maritalStatus: "partnered" }],
    ["1. Me 58, Diane 54. Not married. Together since 2015.", { maritalStatus: "partnered" }],
  ])("'Partnered, 11 years' and 'Together since 2015' beside 'not married' are a partnership: %s", (text, expected) =>
    facts(text, expected),
  );
  it.each<[string, Partial<TClientFacts>]>([
    [
      "- All 920 acres cash-rented to Brian at $300/acre.\n- Dale's IRA $390K, Marcia's IRA $120K.\n- CDs outside the IRAs ~$420K.",
      { retirementAccountsUsd: 510_000, cashUsd: 420_000 },
    ],
  ])(
    "land 'cash-rented' at a price an acre is not cash; 'CDs outside the IRAs' are not the IRAs: %s",
    (text, expected) => facts(text, expected),
  );
  it("'Ben Kessler PsyD, 2 yrs older than A.' is the spouse's age from the client's initial; 'sole prop, Sch C' is a sole proprietorship", () => {
    facts(
      "Anjali Mehta MD, 38 -- anesthesiology attending (W-2). Base $465k.\nBen Kessler PsyD, 2 yrs older than A. -- private practice therapist (sole prop, Sch C, no staff). Net ~$14k/mo after expenses.\nMarried 2021.",
      { primaryAge: 38, spouseAge: 40, ownsBusiness: true, businessEntityType: "sole_proprietorship" },
    );
  });
  it("'peds hospitalist @ Children's' names a hospital, not the children: her pay is the spouse's; 'both W-2' is two earners", () => {
    facts(
      "H: Tuan Nguyen MD, 38, anesth - W-2 employee of NTX Anesthesia Partners. $465K\nW: Claire Abernathy MD, 36 (kept name), peds hospitalist @ Children's, W-2 $238K\nMFJ.\n-> HHI ~$703K, both W-2, no side income",
      { spouseHasEarnedIncome: true, annualIncomeUsd: 703_000, spouseAge: 36 },
    );
  });
  it.each<[string, Partial<TClientFacts>]>([
    [
      "AD: And you're at Kroger now?\nERIN: Yep, category manager. Ninety-five.\nAD: All in, what are you worth?\nERIN: About five and a quarter million.",
      { annualIncomeUsd: 95_000, netWorthUsd: 5_250_000 },
    ],
    [
      "MARCUS: My 401(k) is one-forty. Oh, and my dad wanted me to ask, he has an IRA, around 1.2, he's going to name me.",
      { retirementAccountsUsd: 140_000 },
    ],
    [
      "This year the practice is running closer to $7K a month net after expenses, so call it 84K.",
      { annualIncomeUsd: 84_000 },
    ],
  ])(
    "a job named before the figure keeps it pay ('Yep, category manager. Ninety-five'); 'my dad wanted me to ask, he has an IRA' is the father's; a monthly figure restated a year ('so call it 84K') is one: %s",
    (text, expected) => facts(text, expected),
  );
  it("an adviser's recap opening on 'So' that repeats figures already read ('So five hundred twenty thousand of stock with an eighty-eight thousand dollar basis') adds nothing", () => {
    facts(
      "Meeting transcript - Wayne & Sherry Tolliver - 10/14/2026 - our Spartanburg office\nPresent: Wayne Tolliver, Sherry Tolliver, D. Avery (adviser)\n\nAVERY: Wayne, first things first - is the date set?\nWAYNE: December eighteenth. HR has it in writing. Thirty-eight years at Carolina Bearing.\nSHERRY: Thirty-eight years and two months, he'll tell you.\nAVERY: And you're 60?\nWAYNE: Sixty in July.\nAVERY: Sherry, 57?\nSHERRY: Fifty-seven.\nAVERY: Okay. So the big decision is what happens to the 401(k) when you leave. How much is in it now?\nWAYNE: The last statement said one million three hundred thousand. Just about exactly.\nAVERY: And how much of that is Carolina Bearing stock?\nWAYNE: Five-twenty. Five hundred twenty thousand in the company stock fund. I bought it every paycheck from 1990 to - I don't know, 2010 -\nSHERRY: 2012. You stopped when Jenna started college.\nWAYNE: 2012. And the match was in company stock until they changed it.\nAVERY: Did you bring the statement page with the cost basis?\nSHERRY: I did, it's - here. Eighty-eight.\nWAYNE: Eighty-eight thousand and change. That's what they say I paid for all of it.\nAVERY: So five hundred twenty thousand of stock with an eighty-eight thousand dollar basis. That's four hundred thirty-two thousand of what's called net unrealized appreciation.\nWAYNE: The guy at the plan's call center said roll it all to an IRA and I'm done.",
      { employerStockInPlanUsd: 520_000, taxableInvestmentsUsd: null },
    );
  });
});

describe("a list under a heading naming another person with who they are in brackets", () => {
  it("'Lorraine (Ray's mother)' then '- Widowed 2019.' and her money are the mother's, not the client's", () => {
    facts(
      [
        "Present: Ray (63) and his wife Diane (61).",
        "",
        "Ray",
        "- Consulting income $96,000 this year.",
        "",
        "Diane",
        "- Hygienist, W-2, $78,400.",
        "",
        "Lorraine (Ray's mother)",
        "- Widowed 2019. Social Security $1,900/mo plus a pension, $1,100/mo.",
        "- About $310K in CDs and savings.",
      ].join("\n"),
      { maritalStatus: "married", spouseAge: 61, spouseDeathYear: null, annualIncomeUsd: 174_400 },
    );
  });
});

describe("CRM exports and write-ups: labels after amounts, RMDs named with their account, distances, bases", () => {
  it("'adding it up … I make it just over $38 million' is the net worth, not pay", () => {
    facts(
      "Ananya earns $215k. Brokerage of roughly $29.5M, the house about $4.2M; adding it up with the retirement accounts I make it just over $38 million.",
      { netWorthUsd: 38_000_000, annualIncomeUsd: 215_000 },
    );
  });
  it("'Residence ..... $685,000   mortgage: none' is the residence; the label after it heads its own field", () => {
    facts(
      [
        "Residence, Catalina Foothills ........... $685,000   mortgage: none",
        "Duplex, Sierra Vista .................... $420,000   mortgage: $118,000 (Wells, 3.6%)",
      ].join("\n"),
      { primaryResidenceUsd: 685_000, investmentRealEstateUsd: 420_000, liabilitiesUsd: 118_000 },
    );
  });
  it("'RMD 2026 Gerald IRA est. $46,300' is the RMD (income), not the IRA's balance", () => {
    facts(
      "Income Detail: SS Gerald $3,480/mo | RMD 2026 Gerald IRA est. $46,300\nGerald Rollover IRA ..... $1,180,000",
      {
        retirementAccountsUsd: 1_180_000,
        annualIncomeUsd: 3_480 * 12 + 46_300,
      },
    );
  });
  it("'75 mi away' is a distance; 'Basis on the duplex ~$165k' is a basis; 'want it gone … Would list around $420k' is a planned sale", () => {
    facts(
      "Duplex in Sierra Vista ($420,000) is 75 mi away and the tenant turnover is wearing on Gerald; both want it gone this year. Would list around $420k. Basis on the duplex ~$165k after depreciation.",
      { investmentRealEstateUsd: 420_000, plansPropertySale: true, expectedSalePriceUsd: 420_000 },
    );
  });
});

describe("transcripts: birth dates answered, a key with titles, figures closing a sentence", () => {
  const call = [
    "Key: JW = Jenna Wolcott, CFP / AP = Dr. Arjun Patel / MP = Meera Patel",
    "",
    "JW: Arjun, date of birth?",
    "AP: May '82.",
    "JW: Meera?",
    "MP: I'm three years younger. Eighty-five.",
    "JW: Retirement accounts.",
    "AP: My 401(k) with the group's profit sharing in it, six-ten.",
    "MP: Eighty-five for him, eighty-three for me.",
  ].join("\n");
  it("'AP = Dr. Arjun Patel' keys AP to Arjun; 'May '82.' and a spoken 'Eighty-five.' answer the birth question", () => {
    facts(call, { primaryAge: 44, spouseAge: 41 });
  });
  it("'Eighty-five for him, eighty-three for me' are not ages; 'My 401(k) …, six-ten.' is the 401(k)", () => {
    const f = read(call);
    expect(f.spouseAge).not.toBe(83);
    expect(f.retirementAccountsUsd).toBeGreaterThanOrEqual(610_000);
  });
  it("'Happy belated birthday … sixty-one?' asks an age, not a birth year", () => {
    facts(
      [
        "Annual review - Ray & Donna Pruitt - phone. Adviser: C. McAllister.",
        "",
        "CM: Happy belated birthday, Ray. What is it now, sixty-one?",
        "RAY: Sixty-one as of March.",
        "DONNA: Fifty-nine. Thank you.",
        "CM: Still both working?",
        "RAY: I'm still at the lab. Salary's a hundred forty-eight now.",
        "DONNA: I'm at the school district, sixty-two.",
        "CM: Any change to the house?",
        "RAY: No.",
      ].join("\n"),
      { primaryAge: 61, spouseAge: 59 },
    );
  });
  it("'Eighty-one. Eighty-two in February.' is 81", () => {
    facts(
      [
        "Phone call - Walter Haines and his daughter Karen",
        "",
        "ADVISOR: Walter, thanks for having Karen join. How old are you now?",
        "WALTER: Eighty-one. Eighty-two in February.",
        "ADVISOR: And your wife June passed in...",
        "WALTER: March of 2021.",
      ].join("\n"),
      { primaryAge: 81 },
    );
  });
});

describe("who the clients are, said by the notes", () => {
  const meeting = [
    "Present: Rich and Ellen Kowalski (clients); their son Daniel Kowalski and his fiancée Priya Nair. Daughter Claire not present.",
    "",
    "Rich & Ellen (our clients)",
    "- Rich: born 1962. Professor; salary $214,000.",
    "- Ellen: born 1964. Retired librarian.",
    "- Married 1989. Two children: Daniel (31) and Claire (27).",
    "- Joint brokerage $900K; cash/savings ~$150K.",
    "",
    "Daniel & Priya (NOT our clients - for context only)",
    "- Daniel, 31: software engineer, $165K salary.",
    "- Priya, 30: physical therapist, $120K. Her own savings ~$40K.",
    "",
    "Claire (NOT our client)",
    "- 27, PhD student in Chicago, stipend ~$42K.",
  ].join("\n");
  it("'Rich and Ellen Kowalski (clients)' are the couple, whatever 'their son' said; 'NOT our clients' headings are third parties", () => {
    facts(meeting, {
      primaryAge: 64,
      spouseAge: 62,
      childrenCount: 2,
      childrenAges: [31, 27],
      annualIncomeUsd: 214_000,
      cashUsd: 150_000,
    });
  });
});

describe("a transcript's legend line and a birth year answered in words", () => {
  it("'Speakers: Karen (Karen Pruitt, adviser), Bill, Nancy.' makes Karen the adviser and Bill the client; 'Bill, you were born in - / Bill: Fifty-five.' is 71", () => {
    facts(
      [
        "Odom - annual review - 11/4/2026 - Murfreesboro TN",
        "Speakers: Karen (Karen Pruitt, adviser), Bill, Nancy. Recorded with consent.",
        "",
        "Karen: Before we get into the portfolio - Nancy, how are you feeling?",
        "Nancy: Some days good.",
        "Bill: She's doing better than she lets on.",
        "Karen: Let me confirm a few things for the file. Bill, you were born in -",
        "Bill: Fifty-five. I'm seventy-one.",
        "Nancy: Fifty-eight for me.",
        "Karen: And your income's the same as last year?",
        "Bill: Yes.",
      ].join("\n"),
      { primaryAge: 71, spouseAge: 68 },
    );
  });
});

describe("figures an adviser sums up and lists by person in a call", () => {
  const call = [
    "Speakers: Karen (adviser), Bill, Nancy.",
    "",
    "Karen: So about ninety-five thousand a year between the three. IRAs: Bill's seven-twenty, Nancy's one-fifty.",
    "Bill: Sounds right.",
    "Karen: Okay. House is paid off, five-sixty on the appraisal; cash about ninety. Any debt?",
    "Bill: None.",
    "Karen: So we're at about four point nine million.",
    "Bill: I'd have said five, but okay.",
  ].join("\n");
  it("'IRAs: Bill's seven-twenty, Nancy's one-fifty' are both IRAs; 'House is paid off, five-sixty' is the house", () => {
    facts(call, { retirementAccountsUsd: 870_000, primaryResidenceUsd: 560_000, cashUsd: 90_000 });
  });
  it("the adviser's own 'So we're at about four point nine million' after 'Any debt? / None.' is the net worth, not a debt", () => {
    facts(call, { netWorthUsd: 4_900_000, liabilitiesUsd: 0 });
  });
});

describe("a client's turn that is only a number, 'I turned', a net figure after what it is net of", () => {
  const call = [
    "Meeting transcript - Tony & Rosa Medeiros - Fresno",
    "Speakers: Dan (Dan Whitaker, adviser), Tony, Rosa.",
    "",
    "Dan: So the offer came in on the Cedar Avenue building.",
    "Tony: Four point two. Cash, thirty-day close if we want.",
    "Dan: And you bought it when?",
    "Tony: Ninety-one.",
    "Dan: What does it net you now?",
    "Rosa: After the manager and the repairs, two-sixty this year.",
    "Dan: Let me get your ages right for the file. Tony, you were born -",
    "Tony: Fifty-three.",
    "Rosa: And I turned seventy in January, thank you for not asking.",
    "Dan: And overall? Your CPA put you at about -",
    "Rosa: Six million.",
  ].join("\n");
  it("'And you bought it when? / Tony: Ninety-one.' is not an age; 'Fifty-three.' answers the birth question; 'I turned seventy' is Rosa's", () => {
    facts(call, { primaryAge: 73, spouseAge: 70 });
  });
  it("'After the manager and the repairs, two-sixty this year' answers 'What does it net you now?'", () => {
    facts(call, { annualIncomeUsd: 260_000 });
  });
  it("'Our CPA put us at about six million.' is a net worth", () => {
    facts("Rosa: Our CPA put us at about six million.", { netWorthUsd: 6_000_000 });
  });
});

describe("speakers labelled with their full names", () => {
  it("'Greg Halvorsen:' asking, 'Mark Lindqvist:' and 'Julie Lindqvist:' answering: the adviser asks; 'Sixty-eight. August.' is a birth year", () => {
    facts(
      [
        "Discovery meeting - Mark & Julie Lindqvist - Grand Traverse Wealth Partners",
        "",
        "Greg Halvorsen: Mark, you were born in...",
        "Mark Lindqvist: Sixty-eight. August.",
        "Greg Halvorsen: And Julie?",
        "Julie Lindqvist: Two years younger than him. That's all you're getting.",
        "Greg Halvorsen: Married how long?",
        "Julie Lindqvist: Thirty years in June.",
        "Greg Halvorsen: And you've both stopped working?",
        "Mark Lindqvist: Yes.",
      ].join("\n"),
      { primaryAge: 58, spouseAge: 56 },
    );
  });
});

describe("a remarried client: the client's nickname, the new spouse's aside, the first wife's money", () => {
  const note = [
    'Client: Thomas ("Tom") Whitaker, 61. Remarried in 2021 to Leah Whitaker, who is 49 (her first marriage; she has no children). They live in Decatur, GA, in the house Tom bought after his divorce - worth about $925k, $300k left on the mortgage.',
    "",
    "Tom's first wife, Sandra (60), lives in Marietta. Under the decree Tom pays Sandra $4,500 a month in alimony until 2028. Sandra works as an office manager (~$70k) and kept the old house on Roswell Rd (~$650k).",
    "",
    "Tom's children with Sandra:",
    "- Kyle, 33 - married, software engineer in Austin, earns ~$190k.",
    "- Megan, 29 - PhD student at Emory, stipend ~$38k.",
    "",
    "Tom: VP of operations, salary $285k plus a bonus that has run $60k each of the last two years. Leah: dental hygienist, $88k.",
  ].join("\n");
  it("'Client: Thomas (\"Tom\")' makes Tom the client; Leah's 'she has no children' is not his count; 'Tom's children with Sandra:' lists his children", () => {
    facts(note, { primaryAge: 61, spouseAge: 49, childrenCount: 2, childrenAges: [33, 29] });
  });
  it("'Tom's first wife, Sandra' is a third party: her house, pay and the alimony Tom pays her are not the household's", () => {
    facts(note, { primaryResidenceUsd: 925_000, annualIncomeUsd: 285_000 + 60_000 + 88_000 });
  });
});

describe("a business partner's divorce, a couple's 'X and I are about'", () => {
  it("'Steve (NOT our client) - Divorced 2020' is Steve's; 'Carla and I are about $9.5 million' is the net worth", () => {
    facts(
      [
        "Attendees: Doug Reinholt (our client, 55% owner); Carla Reinholt (Doug's wife); Steve Vasquez (45% owner, Doug's partner).",
        "",
        "Doug & Carla (our clients)",
        "- Doug born 1968; Carla a year younger than Doug. Married 31 years.",
        '- Doug: "Carla and I are about $9.5 million with my share of the company in it."',
        "",
        "Steve (NOT our client - for the agreement only)",
        "- 52. Salary $260K. Divorced 2020; two teens.",
      ].join("\n"),
      { maritalStatus: "married", primaryAge: 58, spouseAge: 57, netWorthUsd: 9_500_000 },
    );
  });
  it("a former spouse's divorce is still the client's", () => {
    facts("Client: Anne, 52. Her ex-husband Mark (54) lives in Denver; divorced Mark in 2019.", {
      maritalStatus: "divorced",
    });
  });
});

describe("a partner's pay budgeted for the year, the spouse's pay after an abbreviation", () => {
  it("'2025 K-1 came in at $1,520,000; firm's 2026 budget for her is $1,450,000' is this year's $1.45M; 'Vikram (b. 1972) is … W-2 $205,000' is the spouse's pay", () => {
    facts(
      [
        "Household: Brennan / Shah Household",
        "   Alicia Brennan - Head of Household",
        "   Vikram Shah - Spouse",
        "Birth Date: June 2, 1974",
        "Alicia - equity partner since 2013. 2025 K-1 (draw + distributions) came in at $1,520,000; firm's 2026 budget for her is $1,450,000. Vikram (b. 1972) is a senior architect at SOM, W-2 $205,000.",
      ].join("\n"),
      { annualIncomeUsd: 1_655_000, spouseHasEarnedIncome: true },
    );
  });
});

describe("a deal's headline price and a cap table", () => {
  it("'LOI … for 100% of Fieldline Software, Inc. - headline $31M, ~85% cash at close' is a sale price (not cash); 'Cap table: Marcus 58%' is the client's share", () => {
    facts(
      [
        "Review mtg - Marcus Bell",
        "• The deal",
        "   – LOI signed 1/30 with Hexagon for 100% of Fieldline Software, Inc. - headline $31M, ~85% cash at close, rest a 2-yr earnout",
        "   – Cap table: Marcus 58% (founder common), cofounder Alan Cho 22%, angels + option pool the other ~20%",
        "• Other money",
        "   – Brokerage ~$150k; cash ~$60k",
      ].join("\n"),
      { expectedSalePriceUsd: 31_000_000, businessOwnershipShare: 0.58, businessValueUsd: 17_980_000, cashUsd: 60_000 },
    );
  });
});

describe("a who's-who list with the other owner and his family", () => {
  it("'Victor Ng (63) - the other owner … Married to Carol (61)' and 'Daniel Ng (35) - Victor's son' are third parties: Victor's 401(k) is not the client's", () => {
    facts(
      [
        "Who's who",
        "Greg Salcedo (54) - co-owner, runs field ops. Wife Denise is 51; she does the books ($48k W-2).",
        "Victor Ng (63) - the other owner, runs sales. Married to Carol (61, retired teacher). Victor's 401(k) ~$1.4M.",
        "Daniel Ng (35) - Victor's son, chief estimator, $120k.",
        "",
        "Greg & Denise",
        "Greg 401(k) $820k; Denise 401(k) $95k.",
      ].join("\n"),
      { primaryAge: 54, spouseAge: 51, retirementAccountsUsd: 915_000 },
    );
  });
});

describe("a corrected K-1, and a threshold the income crosses", () => {
  it("'use $460K for this year's K-1, the $510K I gave you was 2025' counts $460K; 'With their MAGI over $500K' is a threshold, not the income", () => {
    facts(
      [
        "Dave's right on both counts - use $460K for this year's K-1, the $510K I gave you was 2025. And Denise's salary is $92,400 exactly.",
        "> His W-2 stays at $200K.",
        "> With their MAGI over $500K, the new federal SALT cap phases all the way back down to $10,000 for them.",
      ].join("\n"),
      { annualIncomeUsd: 460_000 + 92_400 + 200_000 },
    );
  });
});

describe("a price the clients paid and a benefit's cap are not pay", () => {
  it("'we paid one-one, Zillow says one point three five' is the house; 'Sixty percent of base up to ten thousand a month' is a cap", () => {
    facts(
      [
        "AP: Base is six-fifty. Plus a bonus that's in my contract - eighty, guaranteed.",
        "JW: Value and mortgage on the house?",
        "AP: Fox Chapel... we paid one-one, Zillow says one point three five. We owe eight-twenty.",
        "JW: Disability insurance?",
        "AP: Just the group policy through work. Sixty percent of base up to ten thousand a month.",
      ].join("\n"),
      { annualIncomeUsd: 730_000 },
    );
  });
  it("pay someone is paid is still pay", () => {
    facts("He sits on the board of a private fintech company and is paid about $40k a year in fees for it.", {
      annualIncomeUsd: 40_000,
    });
  });
});

describe("shorthand pay lines: rent paid, a prior year's W-2s listed per person, a strike price under a pay line", () => {
  it("reads $235k + $30k + $212k + $60k and nothing else", () => {
    facts(
      [
        "Renting in Cambridge (Huron Ave) ~$5.4k/mo -> want to buy.",
        "",
        "P: Sr PM @ Lattice Bio. base $235k + bonus ~$30k.",
        "  ISOs: 48k vested, strike $1.85, latest 409A $9.40.",
        "D: eng mgr @ Akamai. base $212k + RSU vests ~$60k/yr (sells at vest).",
        "  '25 W-2s for ref: P $258k / D $266k.",
      ].join("\n"),
      { annualIncomeUsd: 235_000 + 30_000 + 212_000 + 60_000 },
    );
  });
});

describe("one account's total with its parts", () => {
  it("'401k (CAT): ~$1.38mm total, of which ~$410k = CAT stock' totals the 401(k), not every account: Lupe's 403(b) still counts", () => {
    facts(
      ["401k (CAT): ~$1.38mm total, of which ~$410k = CAT stock in the co. stock fund.", "Lupe 403(b) $88k."].join(
        "\n",
      ),
      { retirementAccountsUsd: 1_468_000, employerStockInPlanUsd: 410_000 },
    );
  });
});

describe("a list item about a child with an age in brackets places the child", () => {
  it("'- Kara (41) pharmacist in Omaha' does not place the clients in Nebraska (their town is not one the reader knows)", () => {
    facts(
      [
        "Family review - Dale & Ruth Vandermeer - at the farm outside Hull",
        "- Children: Brent, Kara and Luke.",
        "    - Brent (44) farms full-time with Dale",
        "    - Kara (41) pharmacist in Omaha, not in the operation",
      ].join("\n"),
      { state: null },
    );
  });
});

describe("words of benefits and custodians are not people", () => {
  it("'Dad's Social Security …' does not make 'Social' a third party whose money is set aside", () => {
    const f = read(
      "Subject: Dad's life insurance policy\n\nDad's Social Security is $3,150 a month now. His Kodak pension is $1,900/mo.",
    );
    expect(f.annualIncomeUsd).toBe((3_150 + 1_900) * 12);
  });
});

describe("a CRM count written with leader dots", () => {
  it("'Kids ................ 2 (6 and 3)' is two children aged 6 and 3; 'Grandkids ...... 8' eight grandchildren", () => {
    facts("Primary ............. Nikhil Rao, 39\nKids ................ 2 (6 and 3)\nGrandkids ........... 8", {
      childrenCount: 2,
      childrenAges: [6, 3],
      grandchildrenCount: 8,
    });
  });
});

describe("children's ages said with a name's 's", () => {
  it("'RB: Kids? / J: Owen's sixteen, Lily's thirteen.' are two children, 16 and 13", () => {
    facts(
      [
        "RB: Jenna, how old are you now?",
        "J: Forty-one.",
        "RB: And Mark?",
        "M: Forty-three.",
        "RB: Kids?",
        "J: Owen's sixteen, Lily's thirteen.",
        "RB: Anything on your mind?",
        "M: The practice.",
      ].join("\n"),
      { childrenCount: 2, childrenAges: [16, 13] },
    );
  });
});

describe("children's ages confirmed in an answer", () => {
  it("'JW: Kids are nine and six? / LENA: Nine and six.' are two children, 9 and 6", () => {
    facts(
      [
        "JW: Marcus, you're forty-four?",
        "MARCUS: Forty-five as of last Tuesday.",
        "JW: Lena?",
        "LENA: Forty-three.",
        "JW: That ties out. Kids are nine and six?",
        "LENA: Nine and six.",
        "JW: Documents?",
        "LENA: Wills from 2020.",
      ].join("\n"),
      { childrenCount: 2, childrenAges: [9, 6] },
    );
  });
  it("'Two and a half years' is not a list of ages", () => {
    facts("JW: Kids?\nLENA: Two and a half years old, our only one.\nJW: Documents?\nLENA: None.", {
      childrenAges: [],
    });
  });
});

describe("beneficiary designations left behind", () => {
  it.each(["!! 401k beneficiary still = Rob (the ex).", "Daniel is named directly as a beneficiary of the IRA."])(
    "%s flags a beneficiary designation issue",
    (text) => facts(text, { hasBeneficiaryDesignationIssue: true }),
  );
});

describe("wills stated with their date in a field or a clause", () => {
  it.each([
    "Will: NJ 2009 - names sister Rosa as executor; Rosa died '23.",
    ">> Will: the one Kevin and I did in 2015. No trust.",
    "Also, your will is from 2015 and names Kevin as executor.",
  ])("%s is an existing will", (text) => facts(text, { hasEstatePlan: true, estateDocuments: ["will"] }));
});

describe("a spouse's list item saying she has retired", () => {
  it("'- Bev, two years younger than Harold. Retired church secretary, stopped working 2016.' : the spouse has no earnings", () => {
    facts(
      [
        "People",
        "- Harold, DOB 3/1951. Retired 2013 from Lakeshore Furniture.",
        "- Bev, two years younger than Harold. Retired church secretary, stopped working 2016.",
      ].join("\n"),
      { spouseHasEarnedIncome: false },
    );
  });
  it("a spouse who retired and now consults part-time still earns", () => {
    facts(
      [
        "People",
        "- Harold, DOB 3/1951. Retired 2013.",
        "- Bev, two years younger than Harold. Retired in 2016, consults part-time for the diocese.",
      ].join("\n"),
      { spouseHasEarnedIncome: null },
    );
  });
});

describe("ages said as the age to come, or with a marker between name and age", () => {
  it("'June fourth. I'll be sixty-three.' answering a question about the birthday: 62 now", () => {
    facts(
      [
        "Review call, 3/2/2026. Adviser: Pam Okafor.",
        "PAM: Let me check my file. Walt, your birthday's in June?",
        "WALT: June fourth. I'll be sixty-three.",
        "PAM: And Rita?",
        "RITA: Sixty-one.",
        "PAM: Good. The 401(k) is still about $900,000?",
        "WALT: About that.",
        "RITA: Give or take.",
      ].join("\n"),
      { primaryAge: 62, spouseAge: 61 },
    );
  });
  it("'March of '58. Sixty-eight.' after a question about the birth year: 68", () => {
    facts(
      [
        "Meeting 4/20/2026. Adviser: Dee Ruiz.",
        "DEE: Hank, you were born in March of '58?",
        "HANK: March of '58. Sixty-eight.",
        "DEE: Marge?",
        "MARGE: I'm sixty-six.",
        "HANK: She's the young one.",
        "MARGE: Don't start.",
      ].join("\n"),
      { primaryAge: 68, spouseAge: 66 },
    );
  });
  it("the adviser named with a designation in the attendee line ('P. Okafor, CFP') is not a client", () => {
    facts(
      [
        "Attendees: Lorraine Betts; her daughter Kim (by phone); P. Okafor, CFP",
        "",
        "PO: Lorraine, I have your birthday in October.",
        "LORRAINE: October second. I'll be eighty-one.",
        "PO: And the IRA is about $410,000?",
        "LORRAINE: That's right.",
        "KIM: Mom, tell her about the annuity.",
        "LORRAINE: Later.",
      ].join("\n"),
      { primaryAge: 80 },
    );
  });
  it.each([
    ["Dr. Neil Ostrow DDS (H) 54 / Carla (W) 52 - MFJ - kids 15, 12", 54, 52],
    ["Carla (W) 52 / Neil (H) 54 - MFJ", 52, 54],
  ])("%s", (text, primary, spouse) => {
    const f = read(text);
    expect([f.primaryAge, f.spouseAge]).toEqual([primary, spouse]);
  });
});

describe("figures said aloud in hundreds and short forms", () => {
  it("'Twenty-one hundred and fifty' a month of Social Security is $2,150 a month, not thousands", () => {
    facts(
      [
        "AL: Social Security is still twenty-one fifty a month?",
        "BEA: Twenty-one hundred and fifty. That's what lands.",
        "AL: And the pension?",
        "BEA: Eighteen hundred a month.",
        "AL: Thanks.",
        "BEA: Sure.",
      ].join("\n"),
      { annualIncomeUsd: (2150 + 1800) * 12 },
    );
  });
  it("a broker's account ('The Edward Jones account is three-ten') is taxable, and 'the house at two sixty-five' is the residence", () => {
    facts(
      "The Edward Jones account is three-ten, CDs at the bank one eighty-five, and the county has the house at two sixty-five.",
      {
        taxableInvestmentsUsd: 310_000,
        cashUsd: 185_000,
        primaryResidenceUsd: 265_000,
      },
    );
  });
  it("'the IRA at 73' is an age, not a balance", () => {
    facts("The IRA is $800,000. Convert now, and there's less in the IRA at 73.", { retirementAccountsUsd: 800_000 });
  });
});

describe("balances and distributions", () => {
  it("a balance that 'was' so much 'on the March statement' is today's", () => {
    facts("The IRA was $520,000 on the March statement.", { retirementAccountsUsd: 520_000 });
  });
  it("a sum said to go straight from the IRA (a QCD) is not the IRA's balance", () => {
    facts("Her IRA is $640,000. At her age, that $12,000 could go straight from the IRA to the church.", {
      retirementAccountsUsd: 640_000,
    });
  });
});

describe("what will happen at a death, sums in shorthand, and worth said of two people", () => {
  it("'At Mark's death the marital deduction is not available' is a death to come: still married", () => {
    facts(
      "Mark and Yuki Feldman, married. At Mark's death the marital deduction is not available for assets passing to Yuki.",
      {
        maritalStatus: "married",
      },
    );
  });
  it("'After Jim's death in 2023 she moved' is a death that happened: widowed", () => {
    facts("After Jim's death in 2023 she moved to Naples.", { maritalStatus: "widowed" });
  });
  it("'- Ingrid Sorensen - turns 70 in December.' in a list item: 69", () => {
    facts(
      "Review 9/2026\n- Lars Sorensen, 72. Retired.\n- Ingrid Sorensen - turns 70 in December. Taught until 1994.",
      {
        primaryAge: 72,
        spouseAge: 69,
      },
    );
  });
  it("'H 310 + W 58 -> HHI' is a sum of pay, not the wife's age", () => {
    expect(read("H 310 + W 58 -> HHI ~$368K").spouseAge).toBeNull();
  });
  it("'he and Lois are worth about $7.4M' is their net worth", () => {
    facts("- Gordy figures he and Lois are worth about $7.4M.", { netWorthUsd: 7_400_000 });
  });
});

describe("pay said over a call: this year's pace, a figure after the job, a practice's budget", () => {
  it("base, overtime on pace this year (last year's left out), and the spouse's yearly figure after her job", () => {
    facts(
      [
        "ANDRE: Marcus, you're still a lineman with the utility?",
        "MARCUS: Yes sir. Base is a hundred and eight.",
        "ANDRE: And overtime?",
        "MARCUS: Last year was wild after the storm, I made thirty-one in overtime. This year's been quieter - on pace for about twenty-five.",
        "ANDRE: Danielle, you're still at the dental office?",
        "DANIELLE: Three days a week, hygienist. Comes to about forty-two a year.",
      ].join("\n"),
      { annualIncomeUsd: 108_000 + 25_000 + 42_000 },
    );
  });
  it("'the shareholders' budget projects $640,000 for 2026' after last year's W-2 is this year's pay, not spending", () => {
    facts(
      "Sam's W-2 from the practice was $610,000 for 2025, and the shareholders' budget projects $640,000 for 2026. Hannah earns a salary of $265,000.",
      { annualIncomeUsd: 640_000 + 265_000, annualSpendingUsd: null },
    );
  });
  it("a sentence opening on last year with this year's figure after a semicolon keeps this year's", () => {
    facts("Last year the farm netted $310,000; with prices down, Gary expects closer to $220,000 this year.", {
      annualIncomeUsd: 220_000,
    });
  });
});

describe("an e-mail from a divorced client: her pay corrected, her children, her own total", () => {
  it("'my salary is $168K now' after 'Correction to what I sent Monday:' is her pay, not money sent", () => {
    facts("Correction to what I sent Monday: my salary is $168K now, not $162K.", { annualIncomeUsd: 168_000 });
  });
  it("'My divorce from Paul was final in January'; 'Nora is 19 and a sophomore at URI' is a child; 'that adds up to about $1.05M'", () => {
    facts(
      [
        "My divorce from Paul was final in January. Here's what I have:",
        "- I'm 52.",
        "- My 403(b) is $312K.",
        "- Nora is 19 and a sophomore at URI. Liam is 16 and lives with me.",
        "",
        "I think that adds up to about $1.05M.",
      ].join("\n"),
      { maritalStatus: "divorced", spouseAge: null, childrenCount: 2, netWorthUsd: 1_050_000 },
    );
  });
  it("'The shop cleared $74K' is the shop's profit, not its value", () => {
    expect(read("Cole is a cabinetmaker, sole proprietor. The shop cleared $74K in 2025.").businessValueUsd).toBeNull();
  });
});

describe("a call's accounts and a child's pay", () => {
  it("'My 401(k) at the company is about eight-eighty. Teresa's is two-ten.' are both 401(k)s", () => {
    facts(
      "RAY: My 401(k) at the company is about eight-eighty. Teresa's is two-ten. And I've got an old IRA, sixty-four thousand.",
      {
        retirementAccountsUsd: 880_000 + 210_000 + 64_000,
      },
    );
  });
  it("the answer to 'What's Danny paid?' is the son's pay, not the household's", () => {
    facts(
      [
        "CHERYL: Kids?",
        "TERESA: Danny's thirty-one, he's our service manager.",
        "CHERYL: What's Danny paid?",
        "TERESA: Ninety-five.",
        "CHERYL: Your own pay, Ray?",
        "RAY: Salary's two-ninety.",
      ].join("\n"),
      { annualIncomeUsd: 290_000 },
    );
  });
  it("'Call it twenty-eight million' answering a question about net worth is not a correction of the IRA before it", () => {
    facts(
      [
        "ADVISOR: IRAs?",
        "RICHARD: My rollover is about three point two. Claire's is 400.",
        "ADVISOR: And total net worth, still around what we said?",
        "RICHARD: Call it twenty-eight million.",
      ].join("\n"),
      { retirementAccountsUsd: 3_600_000, netWorthUsd: 28_000_000 },
    );
  });
});

describe("this year's figure said after a longer aside", () => {
  it("'netted $240,000 in 2025 and, with two new retainer clients signed this spring, she expects about $265,000 for 2026'", () => {
    facts(
      "The business netted $240,000 in 2025 and, with two new retainer clients signed this spring, she expects about $265,000 for 2026.",
      { annualIncomeUsd: 265_000 },
    );
  });
});

describe("a corrected share", () => {
  it("'It's 35%, not 30%' in a reply above a forwarded 'Kevin owns about 30%' is the share", () => {
    facts(
      [
        "Two corrections: It's 35%, not 30%. The cap table has me at 35.0% fully diluted.",
        "",
        "> - Kevin owns about 30% of Sagebrush Robotics, a C corporation.",
        "> - Signed LOI: a strategic acquirer pays $60M for 100% of the company.",
      ].join("\n"),
      { businessOwnershipShare: 0.35 },
    );
  });
});

describe("a call's house, brokerage, Roths and children", () => {
  it("'we paid one-one, Zillow says one point three five' answering the house's value is its value now", () => {
    facts(
      [
        "JW: Value and mortgage on the house?",
        "AP: Fox Chapel... we paid one-one, Zillow says one point three five. We owe eight-twenty.",
      ].join("\n"),
      { primaryResidenceUsd: 1_350_000, liabilitiesUsd: 820_000 },
    );
  });
  it("'Vanguard, four-twenty.' answering a question about the brokerage is its balance", () => {
    facts(
      ["JW: The brokerage - how much and whose name?", "AP: Vanguard, four-twenty. My name, individual account."].join(
        "\n",
      ),
      {
        taxableInvestmentsUsd: 420_000,
      },
    );
  });
  it("'we each did backdoor Roths since 2018, so about eighty-five each' is two Roths of $85K", () => {
    facts(
      [
        "JW: Retirement accounts.",
        "AP: My 401(k), six-ten. And we each did backdoor Roths since 2018, so about eighty-five each.",
      ].join("\n"),
      { retirementAccountsUsd: 780_000 },
    );
  });
  it("'Roths' and 'SEPs' name retirement accounts", () => {
    facts("Their Roths total $170K.", { retirementAccountsUsd: 170_000 });
    facts("Two SEPs, about $90K together.", { retirementAccountsUsd: 90_000 });
  });
  it("'Kids are nine, six and two.' lists three children's ages in words", () => {
    facts("MP: 2015. Kids are nine, six and two. The two-year-old is the reason.", {
      childrenCount: 3,
      childrenAges: [9, 6, 2],
    });
  });
});

describe("a purchase price beside the value now", () => {
  it.each([
    ["House: paid $1.1M in 2019, Zillow says $1.35M, mortgage $820K."],
    ["We bought the house for $1.1M; Zillow has it at $1.35M."],
    ["Home (bought 2019 for $1.1M) now worth ~$1.35M."],
    ["The house cost us $1.1M and is worth about $1.35M now."],
    ["Home: purchased $1.1M (2019); est. value $1.35M"],
    ["They paid $1.1M for the house, which appraised at $1.35M last month."],
  ])("%s → the home is worth $1.35M", (text) => {
    facts(text, { primaryResidenceUsd: 1_350_000, annualIncomeUsd: null });
  });
  it("a purchase price alone is still the figure there is", () => {
    facts("We bought the house for $600K.", { primaryResidenceUsd: 600_000 });
  });
});

describe("the answer to a question about the children", () => {
  it.each([
    ["ADVISER: Kids?\nREGGIE: Our daughter June is two. Ben is the legal parent.", 1],
    ["ADVISOR: The kids?\nCLAIRE: Both in New York, 34 and 31, both fine.", 2],
    ["AT: Kids?\nMARCUS: Noor. She turned one in February.", 1],
    ["Q: Any children?\nA: Three, all grown.", 3],
  ])("%s → %i", (text, count) => {
    facts(text, { childrenCount: count });
  });
  it("an answer that gives no count leaves it unknown", () => {
    facts("TR: And the kids?\nAN: If you want them made whole, life insurance can help.", { childrenCount: null });
  });
});

describe("a birthday question answered with the age to come", () => {
  it("'I have you born in August of '54? / August twelfth. I'll be seventy-two.' in March is 71; 'you're June? / I'll be sixty-nine' is 68", () => {
    facts(
      [
        "Phone call - Arne & Judith Lindqvist - Tues 3/3/2026, 10:15am",
        "KM: Morning. Do I have both of you?",
        "ARNE: You've got both. Judy's on the extension in the den.",
        "JUDITH: Hi Kristin.",
        "KM: Arne, I have you born in August of '54?",
        "ARNE: August twelfth. I'll be seventy-two. Still feel fifty.",
        "JUDITH: He does not.",
        "KM: And Judy, you're June?",
        "JUDITH: June thirtieth. I'll be sixty-nine.",
      ].join("\n"),
      { primaryAge: 71, spouseAge: 68 },
    );
  });
});

describe("a widower's call: his birthday, the children listed by name, a son-in-law's pay", () => {
  it("'Birthday is still November? / November third. I turn sixty-seven.' in May is 66", () => {
    facts(
      [
        'Video call - Harold "Hal" Pettigrew - Thursday, May 14, 2026 - 3:30pm ET',
        "RENEE: Hal, thanks for doing this by video. How are you holding up?",
        "HAL: Better. Fourteen months.",
        "RENEE: Birthday is still November?",
        "HAL: November third. I turn sixty-seven. Rosemary would've thrown a party.",
        "RENEE: When Rosemary's estate was settled - March of last year she died, right?",
        "HAL: March ninth, 2025.",
        "RENEE: Did the lawyer file a federal estate tax return for her?",
        "HAL: No. Bill said everything came to me, so there was no tax and no reason to file.",
      ].join("\n"),
      { primaryAge: 66 },
    );
  });
  it("names listed after 'the three kids' are the children, and 'Amy's husband … makes seven hundred thousand' is not income", () => {
    const got = read(
      [
        "RENEE: And your will?",
        "HAL: 2009. Everything to Rosemary, then the three kids.",
        "RENEE: Amy, Ben and Claire - thirty-eight, thirty-five and thirty-one?",
        "HAL: That's them. Amy's husband is a cardiologist, makes seven hundred thousand or something, they're fine.",
      ].join("\n"),
    );
    expect(got.primaryAge).toBeNull();
    expect(got.annualIncomeUsd).toBeNull();
  });
  it("'Still consulting? / … About ninety this year, it's steady.' is the consulting income", () => {
    facts(
      [
        "RENEE: Now, income. Still consulting?",
        "HAL: For the bridge contractors, yes. About ninety this year, it's steady.",
      ].join("\n"),
      {
        annualIncomeUsd: 90_000,
      },
    );
  });
  it("'Where are you now, all told? / Seventeen and change. Call it seventeen-five.' is the net worth", () => {
    facts(["RENEE: Where are you now, all told?", "HAL: Seventeen and change. Call it seventeen-five."].join("\n"), {
      netWorthUsd: 17_500_000,
    });
  });
});

describe("an adviser named with the firm, and an age the question states", () => {
  it("'Tom Ashida, Willamette Planning Partners' keys TA as the adviser; 'You turn fifty-eight in October, right? / October eighteenth.' in June is 57", () => {
    facts(
      [
        "Call - Ingrid Fairweather - Wednesday 6/3/2026 - 9:00am - phone",
        "Tom Ashida, Willamette Planning Partners, Eugene OR",
        "",
        "TA: Ingrid, good morning. You wanted to talk about the SEP.",
        "INGRID: I did. My CPA says I could put more away than the SEP lets me.",
        "TA: Plus the maintenance from Mark.",
        "INGRID: Twelve hundred a month, through 2028.",
        "TA: You turn fifty-eight in October, right?",
        "INGRID: October eighteenth. Don't send a card.",
        "TA: Okay. Second thing.",
        "INGRID: Hazel's twenty-four, Soren's twenty-one.",
      ].join("\n"),
      { primaryAge: 57 },
    );
  });
});

describe("third parties in a family meeting: a mother in brackets, another person's children", () => {
  const meeting = [
    "Family meeting - Dufresne / Lyle - 3/12/2026 - Saratoga Springs NY",
    "Present: Kevin & Alison Dufresne (clients); Patricia Lyle (Alison's mother); adviser L. Contreras.",
    "",
    "The family",
    "- Kevin, born 1978 - civil engineer with NYSDOT. Alison turned 46 in January; dental hygienist, part-time.",
    "- Grace, 19, sophomore at SUNY Geneseo.",
    "- Owen, 15, has cerebral palsy.",
    "- Patricia, 78, widowed, lives in Glens Falls. Her own estate is about $1.9M (house + investments) and she has a $52K/yr pension - her money, not our clients'.",
    "",
    "Kevin & Alison's finances",
    "- Kevin's salary $132,000. Alison grosses about $4,100 a month.",
    "- Kevin: NYS Deferred Compensation (457) $310,000, plus his NYSLRS pension (Tier 4).",
    "- Alison: 401(k) $128,000, Roth IRA $34,000.",
  ].join("\n");
  it("'Patricia Lyle (Alison's mother)' is a third party: her widowhood, estate and pension are not the clients'", () => {
    facts(meeting, { maritalStatus: "married", spouseAge: 46, netWorthUsd: null, annualIncomeUsd: 181_200 });
  });
  it("'NYS Deferred Compensation (457) $310,000' is a retirement balance, and '(Tier 4)' is not a child of 4", () => {
    facts(meeting, { retirementAccountsUsd: 472_000, childrenCount: 2, childrenAges: [19, 15] });
  });
  it("'Roger's daughter Kayla, 27' (Roger the client's brother) is not the client's child", () => {
    facts(
      [
        "Present: Gordon Hanneman and Lois Hanneman; Roger Hanneman (Gordy's brother and partner); Jake Hanneman (Gordy's son).",
        "THE KIDS",
        "- Jake, 34, herdsman.",
        "- Amy, 31, teaches. Beth, 29, Minneapolis.",
        "- Roger's daughter Kayla, 27, also works on the farm.",
      ].join("\n"),
      { childrenCount: 3, childrenAges: [34, 31, 29] },
    );
  });
  it("'Dale Whitfield (Cody's partner) and his son Travis' are the business partner and his son", () => {
    const got = read(
      [
        "Present: Cody Reyes & Marisol Reyes (our clients); Dale Whitfield (Cody's partner) and his son Travis (ops manager, not an owner) for the first hour.",
        "Cody is 54 and Marisol is 53. Dale is 61; Travis is 34.",
        "Their kids: Mia 24, Leo 21 and Sam 17.",
      ].join("\n"),
    );
    expect(got).toMatchObject({ primaryAge: 54, spouseAge: 53, childrenCount: 3, childrenAges: [24, 21, 17] });
  });
});

describe("a death spoken of in general", () => {
  it("'not just the half of the spouse who died' in an adviser's explanation is not widowhood", () => {
    facts(
      "Frank and Celeste are married. Property in a community property trust gets a new basis on BOTH halves at the first death, not just the half of the spouse who died.",
      { maritalStatus: "married" },
    );
  });
  it("'Her husband, who died in 2019' is", () => {
    facts("Her husband, who died in 2019, left her the house.", { maritalStatus: "widowed" });
  });
});

describe("a retiree's call: his age to come, a firm named for a valley, an ex-wife among the kids", () => {
  const call = [
    "Phone call - Leonard Archuleta - Thu 3/19/2026 - 2:10pm MT",
    "Adviser: Gabriela Trujillo (GT), Arkansas Valley Advisors, Pueblo CO",
    "",
    "GT: Len, you got the letter from Medicare?",
    "LEN: The one that says I owe more for Part B because of my income? Yeah. What income? I'm retired.",
    "GT: That's what I want to walk through. First, for the file - you'll be seventy-two in September?",
    "LEN: September fourth. Seventy-two.",
    "GT: Income: Social Security thirty-six fifty a month, and the mill pension twenty-three hundred?",
    "LEN: That's it. That's all I've got coming in.",
    "GT: And the kids - Mateo's forty-five now?",
    "LEN: Forty-five, and Lucy's forty-two. They're fine. Carol's seventy, remarried, up in Denver.",
  ].join("\n");
  it("'you'll be seventy-two in September? / September fourth. Seventy-two.' in March is 71", () => {
    facts(call, { primaryAge: 71 });
  });
  it("'Arkansas Valley Advisors' does not put the client in Arkansas", () => {
    expect(read(call).state).not.toBe("AR");
  });
  it("'Carol's seventy' is not a child of a 71-year-old", () => {
    facts(call, { childrenCount: 2, childrenAges: [45, 42] });
  });
});

describe("what is not a year's income", () => {
  it("'Group LTD replaces about $120K/yr' and a 'target $15K/mo benefit' are what a policy would pay", () => {
    facts(
      [
        "COMPENSATION",
        "  Base (2026 contract) ............ $412,000 W-2",
        "  Moonlighting, urgent care (1099) . approx. $36,000/yr, steady since 2023",
        "NOTES",
        "  Biggest exposure is her income. Group LTD replaces about $120K/yr, the benefit is taxable (employer-paid). Quote individual own-occupation DI with a future-increase rider, target $15K/mo benefit.",
      ].join("\n"),
      { annualIncomeUsd: 448_000 },
    );
  });
  it("'At your income that's roughly thirty-two thousand more a year sheltered' is not income", () => {
    facts(
      [
        "TA: And the net on your Schedule C?",
        "INGRID: About one forty-eight for last year and I'm on pace for the same.",
        "TA: A solo 401(k) lets you add an employee deferral on top. At your income that's roughly thirty-two thousand more a year sheltered.",
      ].join("\n"),
      { annualIncomeUsd: 148_000 },
    );
  });
  it("under a CHARITABLE heading a yearly figure is giving; the charities listed after it are its parts; '5 years of giving ($225K)' is not a year's", () => {
    facts(
      [
        "INCOME",
        "  Base Salary (2026): $385,000",
        "CHARITABLE",
        "  ~$45,000/yr, all by check: church (Eastminster) $30K, Wichita Art Museum $8K, Kansas Food Bank $7K",
        "  Recommend: put ~5 years of giving ($225K) into the DAF in 2026, then grant $45K/yr to the same charities.",
      ].join("\n"),
      { annualIncomeUsd: 385_000, annualCharitableGivingUsd: 45_000 },
    );
  });
  it("'make a $7,500 nondeductible traditional IRA contribution' is neither income nor a balance; 'a bonus, which this year was $22,000' is this year's", () => {
    facts(
      "Aaron earns $186,000. Priya, $154,000 plus a bonus, which this year was $22,000, paid last month. Both can make a $7,500 nondeductible traditional IRA contribution for 2026.",
      { annualIncomeUsd: 362_000, retirementAccountsUsd: null },
    );
  });
});

describe("income as parts written every way", () => {
  it("'His Schedule C for 2025 came out around $61,000; he thinks 2026 will be closer to $70,000' is $70,000 this year", () => {
    facts(
      "Theo, my partner: self-employed. His Schedule C for 2025 came out around $61,000; he thinks 2026 will be closer to $70,000 because of a big restaurant job.",
      { annualIncomeUsd: 70_000, businessValueUsd: null },
    );
  });
  it("'Plus both RMDs, which Schwab calculates in December' leaves the income unknown", () => {
    facts(
      "Jim: pension $2,950/mo; Social Security $3,380/mo. Marian: Social Security $1,720/mo. Plus both RMDs, which Schwab calculates in December; Jim couldn't remember the amounts.",
      { annualIncomeUsd: null },
    );
  });
  it("'Then Gridline pays me forty-five thousand for the back half of the year' adds to the consulting", () => {
    facts(
      "DEZ: I'm finishing a consulting contract with my old employer through June, flat sixty thousand for the six months. Then Gridline pays me forty-five thousand for the back half of the year. Last year at the old job I made one eighty-five.",
      { annualIncomeUsd: 105_000 },
    );
  });
  it("'the bonus paid this month was $152,000' is this year's; 'Professor at George Mason, $168,000.' is her pay", () => {
    facts(
      "Me: born 1965. VP of programs at a defense contractor in Reston. Salary $410,000; the bonus paid this month was $152,000.\nFiona: turns 58 in June. Professor at George Mason, $168,000.",
      { annualIncomeUsd: 730_000 },
    );
  });
});

describe("net worth said the way people say it", () => {
  it.each([
    ["At about $31 million they are above the federal exemption even for a couple.", 31_000_000],
    [
      "Celeste reminded me about the muni account - $500,000. So we are more like 6.8, not 6.3. Sorry about that.",
      6_800_000,
    ],
    ['- Kevin: "Just under a million, 980 or so, counting the equity in the house."', 980_000],
    [
      "House $850,000, mortgage $260,000. Brokerage $1.1 million, cash $250,000. A bit over five all in - call it 5.2.",
      5_200_000,
    ],
  ])("%s", (text, netWorthUsd) => {
    facts(text, { netWorthUsd });
  });
  it("'The appraiser had our sixteen hundred around 7.2 million, with the home place in there' is the land, not the net worth", () => {
    facts("CB: The appraiser had our sixteen hundred acres around 7.2 million, with the home place in there.", {
      netWorthUsd: null,
    });
  });
});

describe("retirement balances said in a call and a write-up", () => {
  it("'Judy, the IRA and the Roth? / Two-sixty and forty-five.' are two balances; 'One million one-eighty' is $1,180,000", () => {
    facts(
      [
        "Phone call - Arne & Judith Lindqvist - Tues 3/3/2026",
        "KM: Morning. Do I have both of you?",
        "ARNE: You've got both. Judy's on the extension in the den.",
        "JUDITH: Hi Kristin.",
        "KM: Balances. Arne, your IRA?",
        "ARNE: One million one-eighty on the February statement.",
        "KM: Judy, the IRA and the Roth?",
        "JUDITH: Two-sixty and forty-five.",
      ].join("\n"),
      { retirementAccountsUsd: 1_485_000 },
    );
  });
  it("'The rollover IRA from my old firm is four-ten' counts; a Roth opened for a daughter 'but that's hers' does not", () => {
    facts(
      "INGRID: The rollover IRA from my old firm is four-ten, and the Roth is forty-eight. And I opened a Roth for Hazel with her summer job money, it's got twelve thousand, but that's hers.",
      { retirementAccountsUsd: 458_000 },
    );
  });
  it("'a Roth IRA from their twenties, $41,000 for Aaron and $36,000 for Priya' is two Roths", () => {
    facts(
      "Aaron's 401(k) is $342,000 and Priya's 403(b) is $261,000. Each has a Roth IRA from their twenties, $41,000 for Aaron and $36,000 for Priya, but neither has contributed since 2021.",
      { retirementAccountsUsd: 680_000 },
    );
  });
});

describe("a couple's call: the wife's own benefit, the total corrected with the cabin", () => {
  const call = [
    "Phone call - Arne & Judith Lindqvist - Tues 3/3/2026",
    "KM: Morning. Do I have both of you?",
    "ARNE: You've got both. Judy's on the extension in the den.",
    "JUDITH: Hi Kristin.",
    "KM: Income. The Minnesota Power pension is still twenty-eight fifty a month?",
    "ARNE: Twenty-eight fifty. It never goes up.",
    "KM: And your Social Security?",
    "ARNE: Thirty-one hundred, after the January raise.",
    "JUDITH: Mine's sixteen-forty. That's everything coming in.",
    "KM: So what do you figure you're worth, all in?",
    "ARNE: About three-eight.",
    "JUDITH: That's without the cabin, Arne. You always leave out the cabin. With the cabin it's four-two and change.",
  ].join("\n");
  it("'Mine's sixteen-forty' is Judith's Social Security, not a person named Mine's", () => {
    facts(call, { annualIncomeUsd: 91_080 });
  });
  it("'With the cabin it's four-two and change' after the question about net worth replaces 'About three-eight'", () => {
    facts(call, { netWorthUsd: 4_200_000 });
  });
});

describe("a widower who never says 'wife'", () => {
  it("'When Rosemary's estate was settled - March of last year she died, right? / March ninth, 2025.' is a widower, spouse died 2025", () => {
    facts(
      [
        'Video call - Harold "Hal" Pettigrew - Thursday, May 14, 2026',
        "RENEE: Hal, thanks for doing this by video. How are you holding up?",
        "HAL: Better. Fourteen months. The first spring without her garden was hard.",
        "RENEE: When Rosemary's estate was settled - March of last year she died, right?",
        "HAL: March ninth, 2025.",
        "RENEE: Did the lawyer file a federal estate tax return for her?",
        "HAL: No. Bill said everything came to me, so there was no tax and no reason to file.",
      ].join("\n"),
      { maritalStatus: "widowed", spouseDeathYear: 2025 },
    );
  });
});

describe("the spouse's age beside other people's", () => {
  it("'my brother Tom (he's 46, lives in Kearney)' is the brother's age; 'Dan is 51' the husband's", () => {
    facts(
      "Dad passed away last September, at 81. He left his IRA half to me and half to my brother Tom (he's 46, lives in Kearney). About us: I'll be 50 in December, Dan is 51.",
      { spouseAge: 51 },
    );
  });
  it("'- Bri b. 1981.' under '- Cole b. 1979' in a couple's notes is the spouse", () => {
    facts(
      "Ashby, Cole & Brianna - planning meeting - 8/4/2026\n\nWho\n- Cole b. 1979, sales director, W-2 $265,000.\n- Bri b. 1981. Left nursing in 2021.",
      { primaryAge: 47, spouseAge: 45 },
    );
  });
});

describe("a spouse who is not a US citizen (IRC §2056(d): no marital deduction without a QDOT)", () => {
  it.each([
    "Tom Berg, 66, and his wife Ingrid, 63. Ingrid is Swedish - never naturalized.",
    "Raj (52) and Priya (49) Mehta, married 20 years. Priya isn't a citizen yet - green card holder, applying next year.",
    "Married. Her husband holds a UK passport only.",
    "Married. Spouse citizenship: Mexico",
    "Married. Wife is a resident alien (UK).",
    "ADVISER: Citizenship?\nARJUN: I'm Indian, she is Singaporean. I'm going on an L-1.",
    "My wife Soo-jin is two years younger. We are both Korean\n>> citizens; we have never lived in the US.",
    "Arjun and his wife Mei, married 2012. LM: Is Mei a US citizen?\nARJUN: No, she has a green card.",
    "Tom Berg, 66, and his wife Ingrid, 63, came in. Ingrid retired last year. She never took citizenship.",
  ])("%s", (text) => {
    expect(read(text).spouseIsUsCitizen).toBe(false);
  });
  it.each([
    "Married. Wife is a dual US/Canadian citizen.",
    "Married. Ana became a citizen in 2012, after years on a green card.",
    "Tom Berg, 66, and his wife Ingrid, 63, came in. His mother lives with them. She has a green card.",
    "Tom and Ingrid, married. Tom's mother is a Swedish citizen.",
  ])("not said of the spouse, or a citizen after all: %s", (text) => {
    expect(read(text).spouseIsUsCitizen).not.toBe(false);
  });
});

describe("estate documents named but never made", () => {
  it.each([
    "Married, two kids. Wills - never done.",
    "MARK: We keep meaning to do our wills.",
    "Married. The wills were never signed.",
    "- Wills/guardianship: not done",
    "Estate docs: zero.",
    "Our wills are on the to-do list.",
    "Married. Estate plan: none yet.",
    "Married. Drafts of wills from 2019 were never signed.",
    "Married. I asked about wills - they have none.",
    "Married. They've been putting off wills.",
    "Will (Y/N): N",
    "Married. Wills - on my list to raise.",
  ])("no will: %s", (text) => {
    const f = read(text);
    expect(f.estateDocuments).toEqual([]);
    expect(f.hasEstatePlan).toBe(false);
  });
  it.each([
    "Married. Next: estate documents with Dana's attorney.",
    "Married. Need estate docs - wills, guardians, POAs.",
    "Married. Estate documents to be drafted.",
  ])("estate documents only mentioned are not an estate plan: %s", (text) => {
    expect(read(text).hasEstatePlan).not.toBe(true);
  });
  it("a document the same sentence says exists keeps its place beside one not done", () => {
    expect(read("Married. Wills signed in 2015; POA not done.").estateDocuments).toEqual(["will"]);
    expect(read("Married. Estate documents signed in 2015.").hasEstatePlan).toBe(true);
    expect(
      read("- Pour-over will and trust restated 2021; POA and health-care representative appointment on file.")
        .estateDocuments,
    ).toContain("power_of_attorney");
  });
});

describe("the ex-spouse's remarriage and words that only look like a marriage or an age", () => {
  it.each([
    "Marital status: Divorced (final 11/2021). Former spouse: Andrea Whitaker (b. 1970), remarried, lives in Pittsford.",
    "Gary is 61 and has been divorced since 2012. His ex-wife Linda, 59, remarried in 2015.",
  ])("the ex-spouse remarried, not the client: %s", (text) => {
    expect(read(text).maritalStatus).toBe("divorced");
  });
  it("an intermediary engaged this month is no engagement; a couple engaged in June is", () => {
    expect(read("Single. We need the intermediary engaged this month.").maritalStatus).toBe("single");
    expect(read("Jen and Mark got engaged in June.").maritalStatus).toBe("partnered");
  });
  it("'Seven-eighty, cash' and 'Savings fifty' are money, not ages", () => {
    const f = read(
      "DENISE: A Duke professor wants it for him and his kid. Seven-eighty, cash, close in May.\nDENISE: Cary, worth about four-twenty, I owe one-forty. Savings fifty.",
    );
    expect(f.spouseAge).toBeNull();
    expect(f.maritalStatus).not.toBe("married");
  });
});

describe("a relative's money said with 'his' or 'her' after the speaker names them", () => {
  it("the brother's estate is his; the household's total is the one the client confirms", () => {
    const f = read(
      "RICHARD: My brother died in October. Seventy-four. His estate is about four million, it all goes to his two boys.\nDANA: House?\nRICHARD: Montclair, one-point-six, paid off.\nDANA: So your net worth is about nineteen and a half million.\nRICHARD: That's the number I use.",
    );
    expect(f.netWorthUsd).toBe(19_500_000);
    // Without a total of the household's, the brother's estate is still not theirs.
    expect(
      read(
        "RICHARD: My brother died in October. Seventy-four. His estate is about four million, it all goes to his two boys.",
      ).netWorthUsd,
    ).not.toBe(4_000_000);
  });
  it("in prose about the client, 'his pay' after 'his mother' is still the client's", () => {
    expect(
      read("Gary is 61. His mother lives nearby and he helps with her care. His pay is $6,850 gross every two weeks.")
        .annualIncomeUsd,
    ).toBe(178_100);
  });
});

describe("a sale of the business the client expects", () => {
  it.each([
    ["Dan owns 50% of Acme HVAC. Tom wants to sell his stake to Dan when he retires in 2029.", false],
    [
      "Dan owns 50% of Acme HVAC. No buy-sell; if one dies the other has to deal with the estate or sell the business.",
      false,
    ],
    [
      "Dan owns 50% of Acme HVAC. A competitor approached them last year about selling the business; they said no.",
      false,
    ],
    ["Dan owns 50% of Acme HVAC. He plans to sell the business to a PE buyer next year.", true],
  ])("%s → %s", (text, sale) => {
    expect(read(text).expectsBusinessSale).toBe(sale);
  });
});

describe("the client's share of a business owned with a partner", () => {
  it.each([
    // 6,000,000 × 0.5.
    [
      "Present: Dave Kim (client), his wife Ann, and his business partner Tom Ortiz. Dave and Tom are co-owners of Ortiz Kim Mechanical, 50/50. The company was valued at $6M last spring.",
      0.5,
      3_000_000,
    ],
    // 5,000,000 × 0.6: the split with the owner named.
    [
      "Dave Kim owns Ridgeline Plumbing, an S corp, with his partner Tom: 60/40 (Dave 60). Appraisal $5M.",
      0.6,
      3_000_000,
    ],
  ])("%s", (text, share, value) => {
    const f = read(text);
    expect(f.businessOwnershipShare).toBe(share);
    expect(f.businessValueUsd).toBe(value);
  });
});

describe("a transcript whose heading gives the clients' full names", () => {
  const call =
    "Transcript - Walter & June Hoffmann, with son Greg Hoffmann - Tuesday, May 19, 2026\nAdviser: Beth Crowder, CFP.\n\nBETH: June, how are you holding up?\nJUNE: Tired.\nWALT: I'm fine.\nJUNE: He's not fine, honey.\nBETH: Walt, how old are you now?\nWALT: Ninety... two. Ninety-three in December.\nJUNE: He's right. I'm eighty-seven.";
  it("'WALT' is Walter, the first client the heading names; 'JUNE' is a person, not a month; a pause inside an age is closed up", () => {
    const f = read(call);
    expect(f.primaryAge).toBe(92);
    expect(f.spouseAge).toBe(87);
  });
  it("the quote of an age read across a pause is the words as written", () => {
    const f = extractFactsByRules(call, 2026);
    expect(f.evidence.find((e) => e.field === "primaryAge")?.text).toBe("Ninety... two");
  });
});
