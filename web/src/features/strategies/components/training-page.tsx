import { benefitTypeName, costTypeName, formatUsd, inPlainWords, variableDisplayName } from "@fsa/shared";
import { ArrowLeft, Video } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { BulletList } from "../../../components/ui/bullet-list.tsx";
import { TitledCard } from "../../../components/ui/card.tsx";
import { PageLoading } from "../../../components/ui/spinner.tsx";
import { useStrategyTraining } from "../api/get-strategy-training.ts";
import { disclosureText } from "../lib/filter-strategies.ts";

const BLOCK = "space-y-2 text-sm leading-relaxed";

/** A formula variable's unit in words. */
const UNIT_NAMES: Record<string, string> = {
  USD: "US dollars",
  rate: "percentage",
  years: "years",
  count: "count",
  ratio: "ratio",
};

/**
 * /training/<id> (and /training/<id>/video): a catalogue entry's training content — overview,
 * implementation steps, prerequisites, professionals, risks, alternatives, review and exit — from
 * `GET /api/strategies/:id/training` (catalogue issue item 6).
 */
export function TrainingPage() {
  const { id = "" } = useParams();
  const video = useLocation().pathname.endsWith("/video");
  const training = useStrategyTraining(id);

  if (training.isPending) return <PageLoading />;
  const back = (
    <Link
      to="/strategies"
      className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline max-sm:min-h-11"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Financial Strategies
    </Link>
  );
  if (training.error || !training.data) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        {back}
        <h1 className="text-2xl font-bold">Training not found</h1>
        <p className="text-muted-foreground">There is no strategy with the id “{id}” in the catalogue.</p>
      </div>
    );
  }
  const { strategy: s, explanation: e } = training.data;
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      {back}
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{s.category}</Badge>
          <span className="text-sm font-semibold text-success">
            Minimum net worth {formatUsd(s.applicableNetWorth)}+
          </span>
          <span className="text-sm text-muted-foreground">Typical timeline: {training.data.timeline}</span>
        </div>
        <h1 className="text-3xl font-bold">{s.name}</h1>
        <p className="text-muted-foreground">{s.description}</p>
      </header>
      {video ? (
        <Alert>
          <p className="flex items-center gap-2">
            <Video className="h-4 w-4" aria-hidden="true" />
            Video training is not available in this edition; the text training follows.
          </p>
        </Alert>
      ) : null}
      <TitledCard contentClassName={BLOCK} title="Overview">
        <p>{e.overview}</p>
        {e.keyComponents.length ? (
          <>
            <h3 className="font-semibold">Key components</h3>
            <BulletList items={e.keyComponents} />
          </>
        ) : null}
      </TitledCard>
      {training.data.keyBenefits.length ? (
        <TitledCard contentClassName={BLOCK} title="Key Benefits">
          <BulletList items={training.data.keyBenefits} />
        </TitledCard>
      ) : null}
      <TitledCard contentClassName={BLOCK} title="Step-by-Step Implementation">
        <ol className="space-y-3">
          {e.steps.map((st, i) => (
            <li key={st.title} className="rounded-md bg-muted/60 p-3">
              <p className="font-semibold">
                {i + 1}. {st.title} <span className="font-normal text-muted-foreground">({st.timeline})</span>
              </p>
              <p>{st.description}</p>
              {st.requirements.length ? (
                <p className="text-muted-foreground">Requirements: {st.requirements.join("; ")}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </TitledCard>
      <div className="grid gap-5 md:grid-cols-2">
        <TitledCard contentClassName={BLOCK} title="Prerequisites">
          <BulletList items={e.prerequisites} />
        </TitledCard>
        <TitledCard contentClassName={BLOCK} title="Professionals Involved">
          <BulletList items={e.professionals} />
        </TitledCard>
      </div>
      <TitledCard contentClassName={BLOCK} title="Risks and Mitigation">
        <ul className="space-y-2">
          {e.risks.map((r) => (
            <li key={r.risk}>
              <span className="font-semibold">{r.risk}: </span>
              {r.description}
              <p className="text-muted-foreground">Mitigation: {r.mitigation}</p>
            </li>
          ))}
        </ul>
      </TitledCard>
      <TitledCard contentClassName={BLOCK} title="Alternatives">
        <ul className="space-y-2">
          {e.alternatives.map((a) => (
            <li key={a.strategy}>
              <span className="font-semibold">{a.strategy}: </span>
              {a.whyNotChosen}
            </li>
          ))}
        </ul>
      </TitledCard>
      <TitledCard contentClassName={BLOCK} title="Review and Exit">
        <p>
          <span className="font-semibold">Review schedule: </span>
          {e.reviewSchedule}
        </p>
        <p>
          <span className="font-semibold">Exit strategy: </span>
          {e.exitStrategy}
        </p>
      </TitledCard>
      <TitledCard contentClassName={BLOCK} title="Formulas">
        <p>
          <span className="font-semibold">Benefit ({benefitTypeName(s.benefitCalculation.type)}): </span>
          <span className="rounded bg-muted px-1">{inPlainWords(s.benefitCalculation.formula)}</span>
        </p>
        <p>
          <span className="font-semibold">Cost ({costTypeName(s.costCalculation.type)}): </span>
          <span className="rounded bg-muted px-1">{inPlainWords(s.costCalculation.formula)}</span>
        </p>
        {training.data.variables.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {training.data.variables.map((v) => (
              <li key={v.name}>
                <span className="font-medium">{variableDisplayName(v.name)}</span> ({UNIT_NAMES[v.unit] ?? v.unit}):{" "}
                {v.description}
              </li>
            ))}
          </ul>
        ) : null}
      </TitledCard>
      <TitledCard contentClassName={BLOCK} title="Disclosures and Sources">
        {s.regulatoryDisclosures.length ? (
          <div className="flex flex-wrap gap-1">
            {s.regulatoryDisclosures.map((d) => (
              <Badge key={d} variant="outline" className="font-normal">
                {disclosureText(d)}
              </Badge>
            ))}
          </div>
        ) : null}
        <BulletList items={s.sources} />
      </TitledCard>
    </article>
  );
}
