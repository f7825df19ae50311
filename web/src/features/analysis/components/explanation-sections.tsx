import type { TExplanation } from "@fsa/shared";
import type { ReactNode } from "react";
import { BulletList } from "../../../components/ui/bullet-list.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-b border-border pb-4 last:border-0">
      <h3 className="text-base font-semibold text-primary">{title}</h3>
      {children}
    </section>
  );
}

function Bullets({ items, label }: { items: string[]; label: string }) {
  if (!items.length) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">{label}</p>
      <BulletList items={items} />
    </div>
  );
}

/** A labelled line of text, left out when the text is empty. */
function Detail({ label, text }: { label: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">{label}: </span>
      {text}
    </p>
  );
}

/** The eight sections of a detailed explanation (spec §2 "Detailed Strategy Explanation dialog", §3). */
export function ExplanationSections({ e }: { e: TExplanation }) {
  return (
    <div className="space-y-4">
      <Section title="Strategy Overview">
        <p className="text-sm font-medium">{e.strategyOverview.title}</p>
        <p className="text-sm">{e.strategyOverview.description}</p>
        <Bullets items={e.strategyOverview.keyComponents} label="Key components" />
      </Section>
      <Section title="Why This Strategy Fits Your Client">
        <p className="text-sm">{e.clientFit.whyThisClient}</p>
        <Bullets items={e.clientFit.goalAlignment} label="Goal alignment" />
        <Detail label="Risk profile" text={e.clientFit.riskProfile} />
        <Bullets items={e.clientFit.situationalFactors} label="Situational factors" />
      </Section>
      <Section title="Implementation Guide">
        <ol className="space-y-2 text-sm">
          {e.implementationGuide.stepByStep.map((s) => (
            <li key={`${s.step}-${s.title}`} className="rounded-md bg-muted/60 p-2">
              <p className="font-medium">
                Step {s.step}: {s.title} <span className="font-normal text-muted-foreground">({s.timeline})</span>
              </p>
              <p>{s.description}</p>
              {s.requirements.length ? (
                <p className="text-muted-foreground">Requirements: {s.requirements.join("; ")}</p>
              ) : null}
            </li>
          ))}
        </ol>
        <Bullets items={e.implementationGuide.prerequisites} label="Prerequisites" />
        <Bullets items={e.implementationGuide.professionalInvolvement} label="Professionals involved" />
      </Section>
      <Section title="Expected Benefits">
        <ul className="space-y-1 text-sm">
          {e.expectedBenefits.primaryBenefits.map((b) => (
            <li key={b.benefit}>
              <span className="font-medium">{b.benefit}</span>
              {b.quantification ? <span className="text-success"> — {b.quantification}</span> : null}
              <p>{b.description}</p>
            </li>
          ))}
        </ul>
        <Bullets items={e.expectedBenefits.secondaryBenefits} label="Secondary benefits" />
        <Bullets items={e.expectedBenefits.taxAdvantages} label="Tax advantages" />
      </Section>
      <Section title="Risks & Considerations">
        <ul className="space-y-1 text-sm">
          {e.risksAndConsiderations.primaryRisks.map((r) => (
            <li key={r.risk}>
              <span className="font-medium">{r.risk}: </span>
              {r.description}
              <p className="text-muted-foreground">Mitigation: {r.mitigation}</p>
            </li>
          ))}
        </ul>
        <Bullets items={e.risksAndConsiderations.marketRisks} label="Market risks" />
        <Bullets items={e.risksAndConsiderations.regulatoryConsiderations} label="Regulatory considerations" />
        <Detail label="Liquidity" text={e.risksAndConsiderations.liquidityConsiderations} />
      </Section>
      <Section title="Timeline & Milestones">
        <ul className="space-y-1 text-sm">
          {e.timelineAndMilestones.implementationPhases.map((p) => (
            <li key={p.phase}>
              <span className="font-medium">{p.phase}</span> ({p.duration})
              {p.keyActivities.length ? <p>Activities: {p.keyActivities.join("; ")}</p> : null}
              {p.milestones.length ? (
                <p className="text-muted-foreground">Milestones: {p.milestones.join("; ")}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <Detail label="Review schedule" text={e.timelineAndMilestones.reviewSchedule} />
        <Detail label="Exit strategy" text={e.timelineAndMilestones.exitStrategy} />
      </Section>
      <Section title="Success Metrics">
        <ul className="space-y-1 text-sm">
          {e.successMetrics.quantitativeMetrics.map((m) => (
            <li key={m.metric}>
              <span className="font-medium">{m.metric}: </span>
              {m.target} <span className="text-muted-foreground">({m.measurementFrequency})</span>
            </li>
          ))}
        </ul>
        <Bullets items={e.successMetrics.qualitativeIndicators} label="Qualitative indicators" />
        <Bullets items={e.successMetrics.warningSignals} label="Warning signals" />
      </Section>
      <Section title="Comparative Analysis">
        <ul className="space-y-1 text-sm">
          {e.comparativeAnalysis.alternativeStrategies.map((a) => (
            <li key={a.strategy}>
              <span className="font-medium">{a.strategy}: </span>
              {a.whyNotChosen}
            </li>
          ))}
        </ul>
        <Bullets items={e.comparativeAnalysis.uniqueAdvantages} label="Unique advantages" />
      </Section>
    </div>
  );
}
