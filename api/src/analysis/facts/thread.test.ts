import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./index.ts";

/** E-mail threads: whose "I'm 74" it is, and a figure one message corrects in another. */

const thread = `From: Nora Quill <nora@example-advisers.com>
To: Walt Brenner; Carol Brenner
Subject: RE: giving

Walt, Carol - with the condo in, I'll carry the higher figure.

-----Original Message-----
From: Carol Brenner
Subject: RE: giving

Nora, Walt forgot the condo; its last comp was about $520,000, so we're more like 3.4 than 2.9.
I turned 71 in January. Our daughter Jen (she's 46) is fine.

-----Original Message-----
From: Walt Brenner
Subject: giving

Nora, I'm 74. My pension is $3,850 a month. I'd put us at about $2.9 million all in.`;

describe("e-mail threads", () => {
  it("reads 'I'm 74' as the sender's age, the couple ordered as the message addresses them", () => {
    const f = extractFactsByRules(thread, 2026);
    expect(f.primaryAge).toBe(74);
    expect(f.spouseAge).toBe(71);
  });

  it("takes 'more like 3.4 than 2.9' as replacing the $2.9 million said in an earlier message", () => {
    expect(extractFactsByRules(thread, 2026).netWorthUsd).toBe(3_400_000);
  });

  it("does not read a house's 'last comp' as compensation", () => {
    expect(extractFactsByRules(thread, 2026).annualIncomeUsd).toBe(46_200);
  });

  it("reads 'On …, Leilani Kahale wrote:' as the header of a quoted message", () => {
    const f = extractFactsByRules(
      `From: Malia Fern <malia@example-advisers.com>
To: Keoni Kahale; Leilani Kahale

Aloha both, noted.

On Tue, Apr 21, 2026, 9:48 PM Leilani Kahale wrote:
> I'm 36, and Keoni keeps saying I'm older.
>
>> On Sun, Apr 19, 2026, 7:02 PM Keoni Kahale wrote:
>> - Me: born 1988, associate at a law firm.`,
      2026,
    );
    expect(f.primaryAge).toBe(38);
    expect(f.spouseAge).toBe(36);
  });
});

describe("a negation's scope and a marriage to come", () => {
  it("reads 'I'm 61, not 59 like Tom (I married a younger man)' as married: the bracket ends the negation", () => {
    expect(
      extractFactsByRules("I'm 61, not 59 like Tom (I married a younger man). Tom is 59.", 2026).maritalStatus,
    ).toBe("married");
  });

  it("reads 'you'll be married on December 31' beside an engagement as partnered, 'we're not getting married' as not married", () => {
    expect(
      extractFactsByRules(
        "Hannah and I got engaged at Christmas. This year you'll file as single - no: you'll be married on December 31.",
        2026,
      ).maritalStatus,
    ).toBe("partnered");
  });

  it("reads 'Our son Nick (31) keeps asking about his $120,000 401(k)' as the son's account", () => {
    expect(
      extractFactsByRules("My SEP-IRA is $290,000. Our son Nick (31) keeps asking about his $120,000 401(k).", 2026)
        .retirementAccountsUsd,
    ).toBe(290_000);
  });
});
