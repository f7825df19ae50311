import { useEffect, useState } from "react";

/** The 18 status messages in the spec's order (spec §9 "Waiting view"). */
export const WAITING_MESSAGES = [
  "Analysing client financial profile",
  "Assessing risk tolerance and objectives",
  "Reviewing current allocation",
  "Modelling optimal portfolio distribution",
  "Evaluating tax optimisation",
  "Projecting retirement scenarios",
  "Checking insurance coverage",
  "Reviewing estate planning",
  "Calculating projected returns",
  "Drafting personalised recommendations",
  "Finalising strategic analysis",
  "Considering cross-border tax",
  "Reviewing family governance",
  "Assessing asset protection",
  "Planning succession",
  "Reviewing offshore holdings",
  "Exploring philanthropy",
  "Weighing liquidity event impacts",
] as const;

/** Spec §9: a new line every 1000 ms, wrapping after 18, the last 5 visible. */
export function WaitingView({ stage }: { stage?: string | null }) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const t = setInterval(() => setCount((c) => c + 1), 1000);
    return () => clearInterval(t);
  }, []);
  const lines = Array.from({ length: Math.min(count, 5) }, (_, i) => {
    const n = count - Math.min(count, 5) + i;
    return { key: n, text: WAITING_MESSAGES[n % WAITING_MESSAGES.length] ?? "" };
  });
  return (
    <div className="waiting" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      {stage ? <p className="muted small">Stage: {stage}</p> : null}
      <ul>
        {lines.map((l, i) => (
          <li key={l.key} className={i === lines.length - 1 ? "newest" : "older"}>
            {i === lines.length - 1 ? <span className="dot" aria-hidden="true" /> : null}
            {l.text}...
          </li>
        ))}
      </ul>
    </div>
  );
}
