/**
 * Masks personal data before any text leaves the process or reaches the analysis (issue:
 * "Personal data"): US Social Security numbers, payment card numbers (Luhn-valid), bank and
 * brokerage account numbers, email addresses and phone numbers. Money amounts, years, ages and
 * percentages are left alone.
 *
 * The text can be megabytes of attachments, so every pattern runs in time linear in it: no two
 * unbounded repetitions that can match the same characters follow each other (three `\s*` in a
 * row took minutes on "account" followed by 20 000 spaces), and an email's local part is at most
 * 64 characters (RFC 5321 §4.5.3.1.1; unbounded, every dot of a long "a.b.c…" run restarted a scan
 * to its end).
 */

export interface MaskResult {
  text: string;
  /** Number of items replaced, by kind. */
  counts: { ssn: number; card: number; account: number; email: number; phone: number };
  total: number;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Replaces personal data in `text` with bracketed placeholders ([SSN], [CARD], [ACCOUNT],
 * [EMAIL], [PHONE]) and counts them. Pure; never throws.
 */
export function maskPersonalData(text: string): MaskResult {
  const counts = { ssn: 0, card: 0, account: 0, email: 0, phone: 0 };
  let out = text.replace(/\b[A-Z0-9._%+-]{1,64}@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi, () => {
    counts.email++;
    return "[EMAIL]";
  });
  out = out.replace(/\b(?!000|666|9\d\d)\d{3}[- ](?!00)\d{2}[- ](?!0000)\d{4}\b/g, () => {
    counts.ssn++;
    return "[SSN]";
  });
  out = out.replace(/(\b(?:ssn|social security (?:number|no\.?|#))\s*(?::\s*)?)(\d{9})\b/gi, (_m, label: string) => {
    counts.ssn++;
    return `${label}[SSN]`;
  });
  out = out.replace(/\b(?:\d[ -]?){12,18}\d\b/g, (m) => {
    const digits = m.replace(/\D/g, "");
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) {
      counts.card++;
      return "[CARD]";
    }
    return m;
  });
  out = out.replace(
    /(\b(?:account|acct|a\/c|routing|iban|policy)\s*(?:(?:number|no\.?|#)\s*)?(?:(?:is|:)\s*)?)([A-Z]{0,4}[-\d ]{5,30}\d)/gi,
    (m, label: string, num: string) => {
      const digits = num.replace(/\D/g, "");
      if (digits.length < 6) return m;
      counts.account++;
      return `${label}[ACCOUNT]`;
    },
  );
  out = out.replace(/\b(?:ending in|last four|x{3,}|\*{3,})\s*(?:-\s*)?\d{4}\b/gi, () => {
    counts.account++;
    return "[ACCOUNT]";
  });
  out = out.replace(/(?<![\d$,.])(?:\+?1[-.\s]?)?\(?\b[2-9]\d{2}\)?[-.\s]\d{3}[-.\s]\d{4}\b(?![\d,])/g, () => {
    counts.phone++;
    return "[PHONE]";
  });
  const total = counts.ssn + counts.card + counts.account + counts.email + counts.phone;
  return { text: out, counts, total };
}
