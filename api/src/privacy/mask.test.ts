import { describe, expect, it } from "vitest";
import { maskPersonalData } from "./mask.ts";

describe("maskPersonalData", () => {
  it("masks an SSN, a card, an account number, an email and a phone number", () => {
    const r = maskPersonalData(
      "SSN 123-45-6789, card 4111 1111 1111 1111, account number 00123456789, mail jane.doe@example.com, call (212) 555-0147.",
    );
    expect(r.text).toBe("SSN [SSN], card [CARD], account number [ACCOUNT], mail [EMAIL], call [PHONE].");
    expect(r.counts).toEqual({ ssn: 1, card: 1, account: 1, email: 1, phone: 1 });
    expect(r.total).toBe(5);
  });

  it("leaves money, years, ages and percentages alone", () => {
    const text = "Net worth $12,500,000; income 3,450,000 in 2025; ages 68 and 66; growth 6%; $850k home; 1,800 acres.";
    const r = maskPersonalData(text);
    expect(r.text).toBe(text);
    expect(r.total).toBe(0);
  });

  it("does not mask a 16-digit number that fails the Luhn check", () => {
    expect(maskPersonalData("ref 1234 5678 9012 3456").counts.card).toBe(0);
  });

  // Attachments are megabytes long: these took minutes (quadratic or worse) before the patterns
  // were made linear; they must now take milliseconds.
  it("reads long runs of spaces after a label, and long dotted runs, in linear time", () => {
    const spaces = " ".repeat(100_000);
    for (const text of [`account${spaces}x`, `ssn${spaces}x`, `ending in${spaces}x`, "a.".repeat(200_000)]) {
      expect(maskPersonalData(text).total).toBe(0);
    }
    expect(maskPersonalData(`${"a.".repeat(100_000)}a@example.com`).counts.email).toBe(1);
    expect(maskPersonalData("account number:     00123456789").text).toBe("account number:     [ACCOUNT]");
  });
});
