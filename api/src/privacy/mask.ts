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

/** Words after a bare number that make it an amount, not an identifier ("125000000 USD"). */
const AMOUNT_AFTER = /^[ \t]?(?:k\b|m\b|mm\b|bn\b|million|billion|dollars|usd|%)/i;

/**
 * Words just before a bare number that make it an amount: "net worth 123456789", "a gift of
 * 250000000", "balance: 123456789", "€123456789". Bounded (the window is 40 characters), so the
 * check is constant time per number.
 */
const AMOUNT_BEFORE =
  /(?:\b(?:worth|balance|valued?|income|salary|wages|paid|pays|price|cost|costs|gifts?|proceeds|amount|total|sum|loans?|mortgage|debt|owes?|assets|estate|revenue|sales|profits?|earnings|bonus|contributed|invested|raised|sold for|bought for|basis)\b(?:[ \t]+(?:of|is|was|at|for|about|around|approximately|roughly|near|=))?[ \t]*:?[ \t]*|[€£¥][ \t]?|\b(?:EUR|GBP|CAD|AUD|CHF|JPY)[ \t]?)$/i;

/** Words after a bare number that make it a count of something held ("123456789 shares"). */
const COUNT_AFTER = /^[ \t]?(?:shares|units|acres|sq)\b/i;

/**
 * A bare digit run stands alone: no `$` (or other currency sign or code), digit, comma or point
 * around it, no amount word after it and no money word just before it.
 */
function standsAlone(text: string, offset: number, length: number): boolean {
  const before = text.slice(Math.max(0, offset - 2), offset);
  if (/[$\d.,]$|\$[ \t]$|USD[ \t]?$/i.test(before)) return false;
  if (AMOUNT_BEFORE.test(text.slice(Math.max(0, offset - 40), offset))) return false;
  const after = text.slice(offset + length, offset + length + 10);
  return !/^[.,]\d/.test(after) && !AMOUNT_AFTER.test(after) && !COUNT_AFTER.test(after);
}

/**
 * Replaces personal data in `text` with bracketed placeholders ([SSN], [CARD], [ACCOUNT],
 * [EMAIL], [PHONE]) and counts them. Pure; never throws. Linear in the length of `text`.
 *
 * Covered (issue #14, item 8): e-mail addresses; phone numbers in US styles (with or without
 * `+1`, brackets, dashes, dots, spaces, followed by any punctuation), international numbers
 * dialled with `+` (or 00/011 when written in groups; 8–16 digits) and any number after a phone
 * label; SSNs and ITINs with dashes, dots or spaces, after a label, or as a bare 9-digit number;
 * Luhn-valid card numbers; a bare 9-digit number stays as written when money words say it is an
 * amount ("$123456789", "123,456,789", "€123456789", "net worth 123456789", "123456789 shares");
 * account and routing numbers after a label, IBANs, "ending in 1234"/"x1234", and bare runs of
 * 10–17 digits (or digit groups joined by dashes totalling 10+). Left readable for the fact
 * reader: money (`$`, commas, `k`/`mm`/`million` after it), years and ranges, ages,
 * percentages, ZIP codes, plan names such as 401(k), dates including dates of birth, counts.
 */
export function maskPersonalData(text: string): MaskResult {
  const counts = { ssn: 0, card: 0, account: 0, email: 0, phone: 0 };
  let out = text.replace(/\b[A-Z0-9._%+-]{1,64}@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi, () => {
    counts.email++;
    return "[EMAIL]";
  });
  // International, dialled with +, 00 or 011: "+44 20 7946 0958", "0044 20 7946 0958", "+44 (0)20 7946 0958", "+33 1 42 68 53 00", "+81-3-1234-5678".
  out = out.replace(/(?<![\w+.,])(?:\+|\b00[ .-]?|\b011[ .-]?)\d{1,3}(?:[ .-]?(?:\(\d{1,4}\)|\d{1,5})){1,7}/g, (m) => {
    const digits = m.replace(/\D/g, "").length;
    if (digits < 8 || digits > 16) return m;
    // Dialled with 00 or 011, only when written in groups: a bare "00123456789" is an account.
    if (!m.startsWith("+") && !/\d[ .-]\d.*\d[ .-]\d/.test(m)) return m;
    counts.phone++;
    return "[PHONE]";
  });
  // US: "(415) 555-0132", "(415)555-0132", "415.555.0132", "1-800-555-0199", "+1 415 555 0132".
  out = out.replace(
    /(?<![\d$,.])(?:\+?1[-.\s]?)?(?:\(\b[2-9]\d{2}\)[ \t]?|\b[2-9]\d{2}[-.\s])\d{3}[-.\s]\d{4}\b(?!\d|[.,]\d)/g,
    () => {
      counts.phone++;
      return "[PHONE]";
    },
  );
  // After a label, any style: "Tel: 020 7946 0958", "cell 555-0132", "fax # 555 0199".
  out = out.replace(
    /(\b(?:phone|telephone|tel|cell|mobile|fax|ph)\b\.?[ \t]{0,3}(?:(?:no\.?|number|#)[ \t]{0,3})?:?[ \t]{0,3})([+(]?\d[\d ().-]{4,22}\d)/gi,
    (m, label: string, num: string) => {
      const digits = num.replace(/\D/g, "").length;
      if (digits < 7 || digits > 15) return m;
      counts.phone++;
      return `${label}[PHONE]`;
    },
  );
  // SSN or ITIN with one kind of separator: "123-45-6789", "219.09.9999", "123 45 6789", "912-78-1234".
  out = out.replace(/(?<![\d$.,-])\b(?!000|666)\d{3}([-. ])(?!00)\d{2}\1(?!0000)\d{4}\b(?!\d|[.,-]\d)/g, (m) => {
    if (m.startsWith("9") && !/^9\d\d[-. ][5-9]/.test(m)) return m;
    counts.ssn++;
    return "[SSN]";
  });
  out = out.replace(
    /(\b(?:ssn|ss#|itin|tin|tax id|social security(?: (?:number|no\.?|#))?)[ \t]{0,3}(?:(?:#|no\.?)[ \t]{0,3})?:?[ \t]{0,3})(\d{9})\b/gi,
    (_m, label: string) => {
      counts.ssn++;
      return `${label}[SSN]`;
    },
  );
  out = out.replace(/\b(?:\d[ -]?){12,18}\d\b/g, (m) => {
    const digits = m.replace(/\D/g, "");
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) {
      counts.card++;
      return "[CARD]";
    }
    return m;
  });
  out = out.replace(
    /(\b(?:account|acct|a\/c|routing|aba|rtn|iban|policy)\s*(?:(?:number|no\.?|#)\s*)?(?:(?:is|:)\s*)?)([A-Z]{0,4}[-\d ]{5,30}\d)/gi,
    (m, label: string, num: string) => {
      const digits = num.replace(/\D/g, "");
      if (digits.length < 6) return m;
      counts.account++;
      return `${label}[ACCOUNT]`;
    },
  );
  // IBAN: "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000".
  out = out.replace(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, (m) => {
    if (m.replace(/\D/g, "").length < 10) return m;
    counts.account++;
    return "[ACCOUNT]";
  });
  out = out.replace(/(?:\b(?:ending in|last four|x{3,})|(?<!\*)\*{3,})\s*(?:-\s*)?\d{4}\b/gi, () => {
    counts.account++;
    return "[ACCOUNT]";
  });
  // "x1234", "xx-5678": the last digits of an account written the short way.
  out = out.replace(/(?<![\w*])[xX]{1,2}-?\d{4,}\b/g, () => {
    counts.account++;
    return "[ACCOUNT]";
  });
  // Bare numbers: "#12345678", a 9-digit number (an SSN or ITIN unless it is an amount),
  // 10–17 digits, or digit groups joined by dashes totalling 10 digits or more.
  out = out.replace(/(?<![\w#])#\d{6,17}\b/g, () => {
    counts.account++;
    return "[ACCOUNT]";
  });
  out = out.replace(/(?<![\w-])\d{2,17}(?:-\d{1,17}){0,4}\b(?!-\d)/g, (m, offset: number, whole: string) => {
    const digits = m.replace(/\D/g, "");
    if (digits.length < 9 || digits.length > 17 || !standsAlone(whole, offset, m.length)) return m;
    if (digits.length === 9 && m.length === 9) {
      if (/^(?:000|666)/.test(digits)) return m;
      counts.ssn++;
      return "[SSN]";
    }
    if (digits.length < 10) return m;
    counts.account++;
    return "[ACCOUNT]";
  });
  const total = counts.ssn + counts.card + counts.account + counts.email + counts.phone;
  return { text: out, counts, total };
}
