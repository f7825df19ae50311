/**
 * The waiting view's 18 topics in the spec's order (spec §9 "Waiting view ... Message order"),
 * each shown as a status line with a verb in front.
 */
export const WAITING_TOPICS = [
  "analysing client financial profile",
  "risk tolerance and objectives",
  "current allocation",
  "optimal portfolio distribution",
  "tax optimisation",
  "retirement scenarios",
  "insurance coverage",
  "estate planning",
  "projected returns",
  "personalised recommendations",
  "finalising strategic analysis",
  "cross-border tax",
  "family governance",
  "asset protection",
  "succession planning",
  "offshore holdings",
  "philanthropy",
  "liquidity event impacts",
] as const;

const VERBS = [
  "Reading the notes and",
  "Assessing",
  "Reviewing",
  "Modelling",
  "Evaluating",
  "Projecting",
  "Checking",
  "Reviewing",
  "Calculating",
  "Drafting",
  "Almost there:",
  "Considering",
  "Reviewing",
  "Assessing",
  "Weighing",
  "Checking",
  "Exploring",
  "Modelling",
] as const;

/** The 18 status lines, in order: "Assessing risk tolerance and objectives..." */
export const WAITING_MESSAGES: readonly string[] = WAITING_TOPICS.map((topic, i) => `${VERBS[i]} ${topic}...`);

/** Spec §9: a new line every 1000 ms, 5 lines visible. */
export const WAITING_INTERVAL_MS = 1000;
export const WAITING_VISIBLE_LINES = 5;

/**
 * The lines on screen after `shown` messages have appeared (`shown` ≥ 1): the last five, oldest
 * first, wrapping to the first message after the 18th. Each has a stable sequence number.
 */
export function visibleWaitingLines(shown: number): { seq: number; text: string }[] {
  const first = Math.max(0, shown - WAITING_VISIBLE_LINES);
  const lines: { seq: number; text: string }[] = [];
  for (let seq = first; seq < shown; seq++) {
    lines.push({ seq, text: WAITING_MESSAGES[seq % WAITING_MESSAGES.length] ?? "" });
  }
  return lines;
}

/** The stages the waiting view lists as steps (the working ones, before completed / failed). */
export const PIPELINE_STAGES = ["queued", "documents", "facts", "eligibility", "figures", "narrative"] as const;
