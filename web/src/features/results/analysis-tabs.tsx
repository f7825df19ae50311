import {
  benefitDisplay,
  formatUsd,
  netWorthDisplay,
  type TAnalysisResult,
  type TMemoBucket,
  type TRecommendation,
  totalProjectedTaxSavings,
} from "@fsa/shared";
import { useState } from "react";
import { ExplanationDialog } from "./explanation-dialog.tsx";

export const TABS = [
  "Client Memo",
  "Overview",
  "Financials",
  "Plain English",
  "Strategies",
  "Tax Planning",
  "Next Steps",
] as const;
type Tab = (typeof TABS)[number];

const BENEFIT_ORDER: [keyof TRecommendation["costBenefitAnalysis"]["benefitsBreakdown"], string][] = [
  ["taxSavings", "Tax savings"],
  ["incomeStream", "Income stream"],
  ["annualPayout", "Annual payout"],
  ["protection", "Protection"],
];

function Bucket({ b }: { b: TMemoBucket }) {
  return (
    <article className="card">
      <h4>{b.title}</h4>
      <p>{b.description}</p>
      <p>
        Total benefit: <strong>{formatUsd(b.totalBenefit)}</strong>
      </p>
      <div className="badges">
        {b.strategies.map((s) => (
          <span key={s} className="badge muted">
            {s}
          </span>
        ))}
      </div>
      <ul>
        {b.keyPoints.map((k) => (
          <li key={k}>{k}</li>
        ))}
      </ul>
    </article>
  );
}

function NetBenefitChart({ recs }: { recs: TRecommendation[] }) {
  const max = Math.max(1, ...recs.map((r) => Math.abs(r.costBenefitAnalysis.netBenefit)));
  return (
    <figure className="chart" aria-label="Net benefit by strategy">
      <figcaption>Net benefit by strategy (after costs)</figcaption>
      <svg width="100%" height={recs.length * 28} role="img" aria-label="Bar chart of net benefits">
        {recs.map((r, i) => {
          const w = (Math.abs(r.costBenefitAnalysis.netBenefit) / max) * 60;
          return (
            <g key={r.strategyId} transform={`translate(0, ${i * 28})`}>
              <text x="0" y="16" fontSize="12">
                {r.strategy.length > 38 ? `${r.strategy.slice(0, 36)}…` : r.strategy}
              </text>
              <rect x="40%" y="4" width={`${w}%`} height="16" rx="3" className="bar" />
              <text x={`${41 + w}%`} y="16" fontSize="12">
                {formatUsd(r.costBenefitAnalysis.netBenefit)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

function StrategyItem({
  rec,
  open,
  toggle,
  onExplain,
}: {
  rec: TRecommendation;
  open: boolean;
  toggle: () => void;
  onExplain: () => void;
}) {
  const c = rec.costBenefitAnalysis;
  const b = c.benefitsBreakdown;
  const extra = [
    ["estateTaxSavings", "Estate tax savings"],
    ["netPresentValue", "Net present value"],
  ] as const;
  return (
    <div className="accordion-item">
      <h4>
        <button type="button" className="accordion-trigger" aria-expanded={open} onClick={toggle}>
          <span>
            <strong>{rec.strategy}</strong> <span className="muted">{rec.category}</span>{" "}
            <span
              className={`badge ${rec.priority === "High" ? "destructive" : rec.priority === "Medium" ? "primary" : "muted"}`}
            >
              {rec.priority}
            </span>
          </span>
          <span className="small">
            Net benefit of strategy (after costs): <strong>{benefitDisplay(rec)}</strong> · Timeline to implement:{" "}
            {rec.implementation.timeline}
          </span>
        </button>
      </h4>
      {open ? (
        <div className="accordion-body">
          <p>{rec.description}</p>
          <h5>Why it fits</h5>
          <ul>
            {rec.fitReasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <h5>Benefits Analysis</h5>
          <dl className="kv">
            {BENEFIT_ORDER.filter(([k]) => b[k] > 0).map(([k, label]) => (
              <div key={k}>
                <dt>{label}</dt>
                <dd>{formatUsd(b[k])}</dd>
              </div>
            ))}
          </dl>
          <h6>Additional Benefits</h6>
          <dl className="kv">
            {extra.map(([k, label]) => (
              <div key={k}>
                <dt>{label}</dt>
                <dd>{formatUsd(b[k])}</dd>
              </div>
            ))}
            <div>
              <dt>Gross benefit</dt>
              <dd>{formatUsd(c.potentialSavings)}</dd>
            </div>
            <div>
              <dt>Total cost</dt>
              <dd>{formatUsd(c.implementationCost)}</dd>
            </div>
          </dl>
          <h5>Calculation details</h5>
          <p>
            <code>{c.calculations.formula}</code>
          </p>
          <p>
            Cost: <code>{c.calculations.costFormula}</code>
          </p>
          <p>
            Range ({c.calculations.sensitivityAnalysis.description}):{" "}
            {formatUsd(c.calculations.sensitivityAnalysis.low.netBenefit)} to{" "}
            {formatUsd(c.calculations.sensitivityAnalysis.high.netBenefit)}
          </p>
          <h6>Assumptions</h6>
          <ul className="small">
            {c.calculations.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <h5>Key benefits</h5>
          <ul>
            {c.keyBenefits.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
          <p>
            Timeline: {rec.implementation.timeline} · Implementation cost: {formatUsd(rec.implementation.cost)} ·{" "}
            {rec.implementation.steps.length} steps
          </p>
          <button type="button" className="btn primary" onClick={onExplain}>
            Get Detailed Training on Why This Strategy Fits
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The seven tabs of a structured analysis (spec §2 "/results"). */
export function AnalysisTabs({ analysis, projectId }: { analysis: TAnalysisResult; projectId: string | null }) {
  const [tab, setTab] = useState<Tab>("Client Memo");
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [explain, setExplain] = useState<TRecommendation | null>(null);
  const [netWorth, setNetWorth] = useState(netWorthDisplay(analysis.clientProfile.currentNetWorth));
  const [fin, setFin] = useState({
    totalAssets: formatUsd(analysis.financialSummary.totalAssets),
    totalLiabilities: formatUsd(analysis.financialSummary.totalLiabilities),
    annualIncome: analysis.financialSummary.annualIncome
      ? formatUsd(analysis.financialSummary.annualIncome)
      : "Not specified",
  });
  const recs = analysis.recommendations;
  const risk = analysis.clientProfile.riskTolerance.toLowerCase();
  const memo = analysis.clientMemo;
  const totalPlain = recs.reduce((s, r) => s + r.costBenefitAnalysis.netBenefit, 0);
  const steps = analysis.plainEnglishSummary.nextSteps.length
    ? analysis.plainEnglishSummary.nextSteps
    : [
        "Review these recommendations with your adviser",
        "Gather the documents each strategy needs",
        "Schedule the implementation meetings",
      ];

  return (
    <div>
      <p className="muted small">
        Prose written by: {analysis.meta.engine} · Tax law of {analysis.meta.taxYear} ·{" "}
        {analysis.meta.strategiesEligible} of {analysis.meta.strategiesConsidered} strategies fit ·{" "}
        {analysis.meta.maskedItemCount} personal data item(s) masked
      </p>
      <div role="tablist" aria-label="Analysis" className="tabs">
        {TABS.map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            aria-selected={tab === t}
            className={tab === t ? "tab active" : "tab"}
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab} className="tabpanel">
        {tab === "Client Memo" ? (
          memo ? (
            <>
              <h3>Executive Summary</h3>
              <p>{memo.executiveSummary}</p>
              <div className="grid three">
                <Bucket b={memo.worryFreeLifestyle} />
                <Bucket b={memo.protectionBucket} />
                <Bucket b={memo.legacyBucket} />
              </div>
            </>
          ) : (
            <p>Client memo not available in this analysis format</p>
          )
        ) : null}
        {tab === "Overview" ? (
          <>
            <label>
              Current Net Worth
              <input value={netWorth} onChange={(e) => setNetWorth(e.target.value)} />
            </label>
            <p>
              Risk Tolerance:{" "}
              <span
                className={`badge ${risk === "aggressive" ? "destructive" : risk === "moderate" ? "primary" : "secondary"}`}
              >
                {analysis.clientProfile.riskTolerance || "Not specified"}
              </span>
            </p>
            <h4>Primary Goals</h4>
            <div className="badges">
              {analysis.clientProfile.primaryGoals.length ? (
                analysis.clientProfile.primaryGoals.map((g) => (
                  <span key={g} className="badge muted">
                    {g}
                  </span>
                ))
              ) : (
                <span className="muted">Not specified</span>
              )}
            </div>
            {recs.length ? <NetBenefitChart recs={recs} /> : null}
          </>
        ) : null}
        {tab === "Financials" ? (
          <div className="grid two">
            {(
              [
                ["totalAssets", "Total Assets"],
                ["totalLiabilities", "Total Liabilities"],
                ["annualIncome", "Annual Income"],
              ] as const
            ).map(([k, label]) => (
              <label key={k}>
                {label}
                <input value={fin[k]} onChange={(e) => setFin({ ...fin, [k]: e.target.value })} />
              </label>
            ))}
            <p>
              Savings Rate:{" "}
              <strong>
                {analysis.financialSummary.savingsRate === null
                  ? "Not specified"
                  : `${Math.round(analysis.financialSummary.savingsRate * 100)}%`}
              </strong>
            </p>
          </div>
        ) : null}
        {tab === "Plain English" ? (
          <>
            <h3>Your Current Situation</h3>
            <p>{analysis.plainEnglishSummary.currentSituation || "Not analyzed"}</p>
            <h3>What We Recommend</h3>
            {recs.length ? (
              <ul>
                {recs.slice(0, 3).map((r) => (
                  <li key={r.strategyId}>
                    <strong>{r.strategy}</strong>: {benefitDisplay(r, "To be calculated")} · {r.implementation.timeline}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No recommendations available</p>
            )}
            <p>{analysis.plainEnglishSummary.recommendedApproach}</p>
            <h3>What to Expect</h3>
            <p>{analysis.plainEnglishSummary.expectedOutcomes}</p>
            {totalPlain > 0 ? (
              <p>
                Total Potential Benefits: <strong>{formatUsd(totalPlain)}</strong>
              </p>
            ) : null}
            <h3>Next Steps</h3>
            <ol>
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </>
        ) : null}
        {tab === "Strategies" ? (
          recs.length ? (
            <>
              <div className="row">
                <button type="button" className="btn" onClick={() => setOpen(new Set(recs.map((r) => r.strategyId)))}>
                  Expand All
                </button>
                <button type="button" className="btn" onClick={() => setOpen(new Set())}>
                  Collapse All
                </button>
              </div>
              {recs.map((r) => (
                <StrategyItem
                  key={r.strategyId}
                  rec={r}
                  open={open.has(r.strategyId)}
                  toggle={() => {
                    const next = new Set(open);
                    if (next.has(r.strategyId)) next.delete(r.strategyId);
                    else next.add(r.strategyId);
                    setOpen(next);
                  }}
                  onExplain={() => setExplain(r)}
                />
              ))}
            </>
          ) : (
            <p>No recommendations available</p>
          )
        ) : null}
        {tab === "Tax Planning" ? (
          <>
            <h3>Current Tax Situation</h3>
            <p>{analysis.taxPlanning.currentTaxSituation || "Not analyzed"}</p>
            <h3>Tax savings by strategy</h3>
            {recs.length ? (
              <ul>
                {recs.map((r) => (
                  <li key={r.strategyId}>
                    {r.strategy}:{" "}
                    {formatUsd(
                      r.costBenefitAnalysis.benefitsBreakdown.taxSavings +
                        r.costBenefitAnalysis.benefitsBreakdown.estateTaxSavings,
                    )}{" "}
                    <span
                      className={`badge ${r.priority === "High" ? "destructive" : r.priority === "Medium" ? "primary" : "muted"}`}
                    >
                      {r.priority}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No tax savings calculated</p>
            )}
            <p>
              Total projected tax savings: <strong>{totalProjectedTaxSavings(analysis)}</strong>
            </p>
            <h3>Additional tax opportunities</h3>
            {analysis.taxPlanning.opportunities.length ? (
              <ul>
                {analysis.taxPlanning.opportunities.map((o, i) =>
                  typeof o === "string" ? (
                    <li key={o}>{o}</li>
                  ) : (
                    <li key={`${o.title ?? o.opportunity ?? i}`}>
                      <strong>{o.title ?? o.opportunity}</strong>{" "}
                      {o.riskLevel ? <span className="badge muted">{o.riskLevel}</span> : null}
                      <p className="small">{o.description}</p>
                    </li>
                  ),
                )}
              </ul>
            ) : (
              <p>No additional tax opportunities identified</p>
            )}
          </>
        ) : null}
        {tab === "Next Steps" ? (
          analysis.nextSteps.length ? (
            <div className="grid two">
              {analysis.nextSteps.map((s) => (
                <article key={s.action} className="card">
                  <p>{s.action}</p>
                  <p className="small">
                    <span
                      className={`badge ${s.priority === "High" ? "destructive" : s.priority === "Medium" ? "primary" : "muted"}`}
                    >
                      {s.priority}
                    </span>{" "}
                    · {s.timeline} · {s.responsibility}
                  </p>
                </article>
              ))}
            </div>
          ) : (
            <p>No next steps defined</p>
          )
        ) : null}
      </div>
      {explain && projectId ? (
        <ExplanationDialog projectId={projectId} rec={explain} onClose={() => setExplain(null)} />
      ) : null}
    </div>
  );
}
