import { formatUsd } from "@fsa/shared";
import { GraduationCap } from "lucide-react";
import { useRef, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../../../components/ui/accordion.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { BulletList } from "../../../../components/ui/bullet-list.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { type AnalysisView, priorityVariant, type RecommendationView } from "../../lib/analysis-view.ts";
import type { BenefitLine } from "../../lib/benefits.ts";
import { ExplanationDialog } from "../explanation-dialog.tsx";

function BenefitList({ lines }: { lines: BenefitLine[] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {lines.map((b) => (
        <div key={b.key} className="rounded-md bg-muted/60 p-3" data-testid="benefit-line">
          <dt className="text-sm text-muted-foreground">{b.label}</dt>
          <dd className="text-lg font-semibold">{b.amount}</dd>
          {b.description ? <dd className="text-sm">{b.description}</dd> : null}
          {b.realization ? <dd className="text-xs text-muted-foreground">{b.realization}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="font-semibold">{title}</h4>
      {children}
    </section>
  );
}

/**
 * What an adviser decides on, first (issue #16): with the net benefit the item's header already
 * shows, the cost, the timeline and the first step.
 */
function Essentials({ r }: { r: RecommendationView }) {
  const cells = [
    ["Implementation Cost", r.implementationCost ?? "Not specified"],
    ["Timeline", r.timeline ?? "Not specified"],
    ["First step", r.steps[0] ?? "Not specified"],
  ] as const;
  return (
    <dl className="grid gap-3 rounded-md bg-muted/60 p-3 text-sm sm:grid-cols-[auto_auto_1fr]" data-testid="essentials">
      {cells.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The low, base and high net benefit, with what they mean. */
function Sensitivity({ s }: { s: NonNullable<RecommendationView["sensitivity"]> }) {
  return (
    <div data-testid="sensitivity" className="space-y-1">
      <h5 className="font-medium">Sensitivity</h5>
      <p>
        Low {formatUsd(s.low)} · base {formatUsd(s.base)} · high {formatUsd(s.high)}
      </p>
      <p className="text-muted-foreground">
        The net benefit if the key assumption comes out lower or higher than expected
        {s.description ? ` (${s.description})` : ""}; the base case is the figure above.
      </p>
    </div>
  );
}

function StrategyBody({ r, onExplain }: { r: RecommendationView; onExplain: (opener: HTMLElement) => void }) {
  return (
    <div className="space-y-5">
      <Essentials r={r} />
      {r.fitReasons.length ? (
        <Section title="Why It Fits This Client">
          <BulletList items={r.fitReasons} className="text-sm" data-testid="fit-reasons" />
        </Section>
      ) : null}
      {r.description ? <p className="leading-relaxed">{r.description}</p> : null}
      <Section title="Benefits Analysis">
        {r.benefits.primary.length === 0 && r.benefits.additional.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not calculated</p>
        ) : (
          <BenefitList lines={r.benefits.primary} />
        )}
        {r.benefits.additional.length ? (
          <div className="space-y-2 pt-2">
            <h5 className="text-sm font-semibold">Additional Benefits</h5>
            <BenefitList lines={r.benefits.additional} />
          </div>
        ) : null}
        {r.savingsRealization ? <p className="text-sm text-muted-foreground">{r.savingsRealization}</p> : null}
      </Section>
      {r.keyBenefits.length ? (
        <Section title="Key Benefits">
          <BulletList items={r.keyBenefits} className="text-sm" />
        </Section>
      ) : null}
      <Section title="Implementation">
        <p className="text-sm font-medium">{r.steps.length} steps</p>
        {r.steps.length ? (
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {r.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        ) : null}
      </Section>
      {/* The workings behind the figures, for the adviser who checks them (issue #16). */}
      <details className="group rounded-md border border-border" data-testid="calculation-details">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
          <h4 className="font-semibold">Calculation Details</h4>
          <span className="text-sm text-muted-foreground">
            <span className="group-open:hidden">Show formula, variables and sources</span>
            <span className="hidden group-open:inline">Hide</span>
          </span>
        </summary>
        <div className="space-y-3 border-t border-border p-3 text-sm">
          <p>
            <span className="text-muted-foreground">Benefit formula: </span>
            <span className="rounded bg-muted px-1 break-words">{r.formula ?? "Not specified"}</span>
          </p>
          {r.costFormula ? (
            <p>
              <span className="text-muted-foreground">Cost formula: </span>
              <span className="rounded bg-muted px-1 break-words">{r.costFormula}</span>
            </p>
          ) : null}
          {r.variables.length ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Formula variables for {r.strategy}</caption>
                <thead>
                  <tr className="text-muted-foreground">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Variable
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Value
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Basis
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.variables.map((v) => (
                    <tr key={v.id} className="border-t border-border align-top">
                      <td className="py-1 pr-2">{v.name}</td>
                      <td className="py-1 pr-2">{v.value}</td>
                      <td className="py-1">{v.assumption}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {r.assumptions.length ? (
            <div>
              <h5 className="font-medium">Assumptions</h5>
              <BulletList items={r.assumptions} data-testid="assumptions" />
            </div>
          ) : null}
          {r.sensitivity ? <Sensitivity s={r.sensitivity} /> : null}
        </div>
      </details>
      <Button onClick={(e) => onExplain(e.currentTarget)}>
        <GraduationCap className="h-4 w-4" aria-hidden="true" />
        Get Detailed Training on Why This Strategy Fits
      </Button>
    </div>
  );
}

/**
 * Strategies (spec §2): Expand All / Collapse All and an accordion whose items open one by one;
 * each header has the strategy, category, net benefit after costs and timeline.
 */
export function StrategiesTab({ view, projectId }: { view: AnalysisView; projectId: string | null }) {
  const [open, setOpen] = useState<string[]>([]);
  const [explaining, setExplaining] = useState<RecommendationView | null>(null);
  // The dialog has no Radix trigger, so focus goes back to the button that opened it by hand.
  const opener = useRef<HTMLElement | null>(null);
  if (!view.recommendations.length) return <p className="text-muted-foreground">No recommendations available</p>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Recommended Strategies ({view.recommendations.length})</h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen(view.recommendations.map((r) => r.key))}>
            Expand All
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen([])}>
            Collapse All
          </Button>
        </div>
      </div>
      <Accordion type="multiple" value={open} onValueChange={setOpen} className="space-y-3">
        {view.recommendations.map((r) => (
          <AccordionItem key={r.key} value={r.key} data-testid="strategy-item">
            <AccordionTrigger>
              <span className="flex flex-1 flex-col gap-1.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-base font-semibold">{r.strategy}</span>
                  {r.category ? <Badge variant="outline">{r.category}</Badge> : null}
                  {r.priority ? <Badge variant={priorityVariant(r.priority)}>{r.priority} priority</Badge> : null}
                </span>
                <span className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <span>
                    <span className="text-muted-foreground">Net benefit of strategy (after costs): </span>
                    <strong className="text-success" data-testid="net-benefit">
                      {r.netBenefitText}
                    </strong>
                  </span>
                  <span>
                    <span className="text-muted-foreground">Timeline to implement: </span>
                    <strong>{r.timeline ?? "Not specified"}</strong>
                  </span>
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <StrategyBody
                r={r}
                onExplain={(button) => {
                  opener.current = button;
                  setExplaining(r);
                }}
              />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <ExplanationDialog
        projectId={projectId}
        recommendation={explaining}
        onClose={() => setExplaining(null)}
        returnFocus={() => opener.current?.focus()}
      />
    </div>
  );
}
