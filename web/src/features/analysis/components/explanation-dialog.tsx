import type { TExplanationResponse } from "@fsa/shared";
import { Copy, Loader2, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { useCreateExplanation } from "../api/create-explanation.ts";
import type { RecommendationView } from "../lib/analysis-view.ts";
import { plainExplanation } from "../lib/plain-explanation.ts";
import { ExplanationSections } from "./explanation-sections.tsx";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard");
  } catch (error) {
    console.error("Copy failed:", error);
    toast.error("Error", { description: "Could not copy to the clipboard." });
  }
}

function ExplanationBody({ projectId, r }: { projectId: string | null; r: RecommendationView }) {
  const mutation = useCreateExplanation();
  const [result, setResult] = useState<TExplanationResponse | null>(null);
  const [showRaw, setShowRaw] = useState(false);
  const started = useRef(false);

  const generate = (regenerate: boolean) => {
    const fail = (error: unknown) => {
      console.error("Error generating explanation:", error);
      toast.error("Error", { description: "Failed to generate detailed explanation. Please try again." });
    };
    if (!projectId || !r.strategyId) {
      fail(new Error("This analysis is not a saved project, so no explanation can be generated."));
      return;
    }
    mutation.mutate(
      { projectId, strategyId: r.strategyId, regenerate },
      { onSuccess: (reply) => setResult(reply), onError: fail },
    );
  };

  // Spec §4: it opens and generates if there is no result and it is not loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; `started` guards a second run in development.
  useEffect(() => {
    if (started.current || result || mutation.isPending) return;
    started.current = true;
    generate(false);
  }, []);

  const loading = mutation.isPending;
  const e = useMemo(() => (result ? plainExplanation(result.explanation) : undefined), [result]);
  const json = result ? JSON.stringify(result, null, 2) : "";
  return (
    <>
      <div>
        <DialogTitle>{r.strategy}</DialogTitle>
        <DialogDescription className="mt-1 flex items-center gap-2">
          Detailed Strategy Explanation
          {r.category ? <Badge variant="outline">{r.category}</Badge> : null}
        </DialogDescription>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => generate(false)} disabled={loading}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Generate Explanation
        </Button>
        <Button size="sm" variant="outline" onClick={() => generate(true)} disabled={loading || !result}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Regenerate
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setShowRaw((v) => !v)}
          disabled={!result}
          aria-pressed={showRaw}
        >
          {showRaw ? "Hide Raw JSON" : "Show Raw JSON"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void copy(json)} disabled={!result}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy JSON
        </Button>
        {result?.rawResponse ? (
          <Button size="sm" variant="ghost" onClick={() => void copy(result.rawResponse ?? "")}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy Raw Response
          </Button>
        ) : null}
      </div>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label="Explanation"
        data-testid="explanation-scroll"
        className="h-96 overflow-y-auto rounded-md border border-border p-4"
      >
        {loading ? (
          <div role="status" className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">Generating detailed explanation tailored to your client...</p>
          </div>
        ) : showRaw && result ? (
          <pre className="text-xs whitespace-pre-wrap">{json}</pre>
        ) : e ? (
          e.rawText ? (
            <div className="space-y-2">
              <p className="rounded-md bg-accent p-2 text-sm text-accent-foreground">
                The response could not be parsed into sections, so it is displayed as plain text.
              </p>
              <pre className="text-sm whitespace-pre-wrap">{e.rawText}</pre>
            </div>
          ) : (
            <ExplanationSections e={e} />
          )
        ) : (
          <p className="text-muted-foreground">Select Generate Explanation to create a detailed explanation.</p>
        )}
      </section>
      <p className="text-xs text-muted-foreground">
        This explanation was generated specifically for your client&apos;s profile and goals.
        {result ? ` Written by: ${result.engine}.` : ""}
      </p>
    </>
  );
}

/**
 * The Detailed Strategy Explanation dialog (spec §2, §4): generates on open; closing it clears the
 * result. Radix traps focus, Escape closes, and focus returns to the button that opened it.
 */
export function ExplanationDialog({
  projectId,
  recommendation,
  onClose,
  returnFocus,
}: {
  projectId: string | null;
  recommendation: RecommendationView | null;
  onClose: () => void;
  /** Puts focus back on the control that opened the dialog. */
  returnFocus?: () => void;
}) {
  return (
    <Dialog open={recommendation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {recommendation ? (
        <DialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus?.();
          }}
        >
          <ExplanationBody key={recommendation.key} projectId={projectId} r={recommendation} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
