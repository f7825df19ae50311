import type { TExplanationResponse, TRecommendation } from "@fsa/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { api } from "../../lib/api.ts";

function List({ items }: { items: string[] }) {
  return items.length ? (
    <ul>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  ) : null;
}

/** The Detailed Strategy Explanation dialog (spec §2, §4). */
export function ExplanationDialog({
  projectId,
  rec,
  onClose,
}: {
  projectId: string;
  rec: TRecommendation;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [result, setResult] = useState<TExplanationResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [raw, setRaw] = useState(false);

  const generate = useCallback(
    async (regenerate: boolean) => {
      setLoading(true);
      try {
        setResult(await api.explain(projectId, rec.strategyId, regenerate));
      } catch (e) {
        console.error("Explanation failed", e);
        toast.error("Error", { description: "Failed to generate detailed explanation. Please try again." });
      } finally {
        setLoading(false);
      }
    },
    [projectId, rec.strategyId],
  );

  useEffect(() => {
    ref.current?.showModal();
    void generate(false);
  }, [generate]);

  const copy = async () => {
    await navigator.clipboard.writeText(
      raw ? (result?.rawResponse ?? "") : JSON.stringify(result?.explanation, null, 2),
    );
    toast("Copied to clipboard");
  };
  const e = result?.explanation;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="explain-title" onClose={onClose}>
      <header>
        <h2 id="explain-title">{rec.strategy}</h2>
        <p className="muted">{rec.category}</p>
      </header>
      <div className="row">
        <button type="button" className="btn" onClick={() => void generate(false)} disabled={loading}>
          Generate Explanation
        </button>
        <button type="button" className="btn" onClick={() => void generate(true)} disabled={loading}>
          Regenerate
        </button>
        <button type="button" className="btn ghost" onClick={() => setRaw(!raw)}>
          {raw ? "Hide Raw JSON" : "Show Raw JSON"}
        </button>
        <button type="button" className="btn ghost" onClick={() => void copy()} disabled={!result}>
          Copy
        </button>
      </div>
      <div className="scroll">
        {loading ? (
          <p role="status">Generating detailed explanation tailored to your client...</p>
        ) : raw ? (
          <pre>{result?.rawResponse ?? JSON.stringify(e, null, 2)}</pre>
        ) : e ? (
          e.rawText ? (
            <>
              <p className="muted">The explanation could not be structured, so it is displayed as plain text.</p>
              <pre>{e.rawText}</pre>
            </>
          ) : (
            <>
              <h3>Strategy Overview</h3>
              <p>{e.strategyOverview.description}</p>
              <List items={e.strategyOverview.keyComponents} />
              <h3>Why This Strategy Fits Your Client</h3>
              <p>{e.clientFit.whyThisClient}</p>
              <List items={e.clientFit.goalAlignment} />
              <p>{e.clientFit.riskProfile}</p>
              <List items={e.clientFit.situationalFactors} />
              <h3>Implementation Guide</h3>
              <ol>
                {e.implementationGuide.stepByStep.map((s) => (
                  <li key={s.step}>
                    <strong>{s.title}</strong> ({s.timeline}): {s.description}
                  </li>
                ))}
              </ol>
              <p>Professionals: {e.implementationGuide.professionalInvolvement.join(", ")}</p>
              <h3>Expected Benefits</h3>
              <ul>
                {e.expectedBenefits.primaryBenefits.map((b) => (
                  <li key={b.benefit}>
                    <strong>{b.benefit}</strong>: {b.quantification}. {b.description}
                  </li>
                ))}
              </ul>
              <List items={e.expectedBenefits.taxAdvantages} />
              <h3>Risks &amp; Considerations</h3>
              <ul>
                {e.risksAndConsiderations.primaryRisks.map((r) => (
                  <li key={r.risk}>
                    <strong>{r.risk}</strong>: {r.description} Mitigation: {r.mitigation}
                  </li>
                ))}
              </ul>
              <p>{e.risksAndConsiderations.liquidityConsiderations}</p>
              <h3>Timeline &amp; Milestones</h3>
              <ul>
                {e.timelineAndMilestones.implementationPhases.map((p) => (
                  <li key={p.phase}>
                    <strong>{p.phase}</strong> ({p.duration})
                  </li>
                ))}
              </ul>
              <p>{e.timelineAndMilestones.reviewSchedule}</p>
              <h3>Success Metrics</h3>
              <ul>
                {e.successMetrics.quantitativeMetrics.map((m) => (
                  <li key={m.metric}>
                    {m.metric}: {m.target} ({m.measurementFrequency})
                  </li>
                ))}
              </ul>
              <h3>Comparative Analysis</h3>
              <ul>
                {e.comparativeAnalysis.alternativeStrategies.map((a) => (
                  <li key={a.strategy}>
                    <strong>{a.strategy}</strong>: {a.whyNotChosen}
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
      <footer className="row between">
        <p className="muted small">
          This explanation was generated specifically for your client's profile and goals.
          {result ? ` Written by: ${result.engine}.` : ""}
        </p>
        <button type="button" className="btn" onClick={() => ref.current?.close()}>
          Close
        </button>
      </footer>
    </dialog>
  );
}
