import { analysisStageLabel } from "@fsa/shared";
import { Check, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { PIPELINE_STAGES, visibleWaitingLines, WAITING_INTERVAL_MS } from "../lib/waiting-messages.ts";

/** The server's real progress: the pipeline's stages with the current one marked. */
function StageProgress({ stage }: { stage: string | null }) {
  const current = stage ? PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]) : -1;
  return (
    <div className="mt-6 border-t border-border pt-4">
      <p role="status" className="text-sm font-medium" data-testid="server-stage">
        Server stage: {stage ? analysisStageLabel(stage) : "Waiting for the server..."}
      </p>
      <ol className="mt-3 flex flex-wrap gap-2 text-xs" aria-label="Analysis stages">
        {PIPELINE_STAGES.map((s, i) => (
          <li
            key={s}
            aria-current={i === current ? "step" : undefined}
            className={cn(
              "flex items-center gap-1 rounded-full border px-2.5 py-1",
              i < current && "border-success/40 text-success",
              i === current && "border-primary bg-accent font-semibold text-accent-foreground",
              i > current && "border-border text-muted-foreground",
            )}
          >
            {i < current ? <Check className="h-3 w-3" aria-hidden="true" /> : null}
            {analysisStageLabel(s)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The waiting view (spec §4, §9): a spinning icon and a stack of status lines. It starts with the
 * first message and adds the next every second, wrapping after the 18th; only the last 5 lines
 * show, the newest fully opaque with a pulsing dot, older ones dimmed. It never ends by itself:
 * the parent stops showing it. Below it, the stage the server reports.
 */
export function WaitingView({ stage }: { stage: string | null }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setShown((n) => n + 1), WAITING_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const lines = visibleWaitingLines(shown);
  return (
    <section
      aria-label="Analysis in progress"
      data-testid="waiting-view"
      className="rounded-lg border border-border bg-card p-6"
    >
      <div className="flex items-center gap-3">
        <Loader2 aria-hidden="true" data-testid="waiting-spinner" className="h-8 w-8 animate-spin text-primary" />
        <h2 className="text-lg font-semibold">Generating your strategy analysis</h2>
      </div>
      <ol className="mt-4 space-y-2" aria-live="off" data-testid="waiting-lines">
        {lines.map((line, i) => {
          const newest = i === lines.length - 1;
          return (
            <li
              key={line.seq}
              data-seq={line.seq}
              data-newest={newest ? "true" : undefined}
              className={cn(
                "flex items-center gap-2 text-sm transition-opacity duration-300",
                newest ? "font-medium text-foreground opacity-100" : "text-muted-foreground opacity-50",
              )}
            >
              <span
                aria-hidden="true"
                data-testid={newest ? "pulsing-dot" : undefined}
                className={cn(
                  "inline-block h-2 w-2 rounded-full",
                  newest ? "animate-pulse bg-primary" : "bg-transparent",
                )}
              />
              {line.text}
            </li>
          );
        })}
      </ol>
      <StageProgress stage={stage} />
    </section>
  );
}
