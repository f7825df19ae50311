import { changedFactFields, type TAnalysisVersion, type TProject } from "@fsa/shared";
import { Calculator, Pencil, Undo2, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Label } from "../../../components/ui/input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCorrectFacts } from "../api/correct-facts.ts";
import { type DraftChange, nextCorrections } from "../lib/fact-draft.ts";
import { FACT_GROUPS, type FactField, type FactRow, factLabel, factRows, formatFactValue } from "../lib/fact-fields.ts";
import { FactEditor } from "./fact-editor.tsx";

const ORIGIN_BADGES = {
  adviser: { text: "Corrected by you", variant: "default" },
  inferred: { text: "Inferred", variant: "secondary" },
  assumed: { text: "Assumed", variant: "muted" },
} as const;

function FactItem({
  row,
  change,
  editing,
  readOnly,
  onEdit,
  onApply,
  onCancel,
  onUndo,
  onWithdraw,
}: {
  row: FactRow;
  change: DraftChange | undefined;
  editing: boolean;
  readOnly: boolean;
  onEdit: () => void;
  onApply: (value: unknown) => void;
  onCancel: () => void;
  onUndo: () => void;
  onWithdraw: () => void;
}) {
  const badge =
    row.origin === "adviser" || row.origin === "inferred" || row.origin === "assumed"
      ? ORIGIN_BADGES[row.origin]
      : null;
  const shownValue = change?.kind === "set" ? formatFactValue(row.field, change.value) : row.display;
  return (
    <li className="space-y-2 border-b border-border py-3 last:border-b-0" data-testid="fact" data-field={row.field}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="text-sm font-medium" data-testid="fact-label">
            {row.label}
          </p>
          <p className="text-base" data-testid="fact-value">
            {change?.kind === "withdraw" ? "What the notes say" : shownValue}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {change ? (
            <Badge variant="outline">
              {change.kind === "set" ? "Changed, not yet recalculated" : "Correction removed"}
            </Badge>
          ) : badge ? (
            <Badge variant={badge.variant}>{badge.text}</Badge>
          ) : null}
          {readOnly ? null : change ? (
            <Button variant="ghost" size="sm" onClick={onUndo}>
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              Undo<span className="sr-only"> the change to {row.label}</span>
            </Button>
          ) : editing ? null : (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit<span className="sr-only"> {row.label}</span>
              </Button>
              {row.origin === "adviser" ? (
                <Button variant="ghost" size="sm" onClick={onWithdraw}>
                  Use the notes<span className="sr-only"> for {row.label}</span>
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
      {change?.kind === "set" ? <p className="text-sm text-muted-foreground">Was: {row.display}</p> : null}
      {change?.kind === "withdraw" ? (
        <p className="text-sm text-muted-foreground">
          Your correction ({row.display}) is dropped when you recalculate; the value read from the notes comes back.
        </p>
      ) : null}
      {row.quotes.length ? (
        <div className="space-y-1" data-testid="fact-quotes">
          <p className="text-xs text-muted-foreground">From the notes:</p>
          {row.quotes.map((q) => (
            <blockquote key={q} className="border-l-2 border-primary/40 pl-2 text-sm italic">
              “{q}”
            </blockquote>
          ))}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground" data-testid="fact-quotes">
          {row.origin === "none" && row.known ? "Read from the notes; no quote was recorded" : "Not in the notes"}
        </p>
      )}
      {editing ? <FactEditor field={row.field} value={row.value} onApply={onApply} onCancel={onCancel} /> : null}
    </li>
  );
}

/**
 * The Client facts panel of /results (issue #12 item 4): every fact the figures were computed
 * from, by group, with the quote it was read from (or Not in the notes), a marker when it was
 * inferred, assumed or corrected by the adviser, and an edit control; "Add a fact the notes lack"
 * for the facts that are unknown. Changes are staged; Recalculate sends the complete set of
 * corrections (`PUT /api/projects/:id/facts`) and hands the pending project to the page, which
 * follows the new version. An earlier version's facts are read-only.
 */
export function ClientFactsPanel({
  projectId,
  facts,
  version,
  readOnly,
  readOnlyReason,
  onClose,
  onRecalculating,
}: {
  projectId: string;
  facts: Record<string, unknown>;
  version: TAnalysisVersion | null;
  readOnly: boolean;
  readOnlyReason?: string;
  onClose: () => void;
  onRecalculating: (project: TProject) => void;
}) {
  const addId = useId();
  const current = useMemo(() => version?.corrections ?? {}, [version]);
  const rows = useMemo(() => factRows(facts, current), [facts, current]);
  const [draft, setDraft] = useState<ReadonlyMap<FactField, DraftChange>>(new Map());
  const [editing, setEditing] = useState<FactField | null>(null);
  const [added, setAdded] = useState<ReadonlySet<FactField>>(new Set());
  const [toAdd, setToAdd] = useState<FactField | "">("");
  const correct = useCorrectFacts();

  const listed = rows.filter((r) => r.known || added.has(r.field) || draft.has(r.field));
  const lacking = rows.filter((r) => !listed.includes(r));
  const next = nextCorrections(current, draft);
  const changed = changedFactFields(current, next);

  const stage = (field: FactField, change: DraftChange | null) =>
    setDraft((d) => {
      const copy = new Map(d);
      if (change) copy.set(field, change);
      else copy.delete(field);
      return copy;
    });

  const recalculate = () =>
    correct.mutate(
      { projectId, facts: next },
      {
        onSuccess: (project) => {
          setDraft(new Map());
          onRecalculating(project);
        },
        onError: (e) =>
          toast.error("Recalculation not started", {
            description: errorMessage(e, "The corrected facts could not be saved. Please try again."),
          }),
      },
    );

  return (
    <section
      id="client-facts"
      aria-labelledby="client-facts-title"
      className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="client-facts-title" className="text-lg font-semibold">
            Client facts
          </h2>
          <p className="text-sm text-muted-foreground">
            Every figure in this analysis is computed from these facts, read from your notes and documents.
            {readOnly ? "" : " Correct any that are wrong or missing, then recalculate."}
          </p>
          {readOnly && readOnlyReason ? <p className="text-sm font-medium">{readOnlyReason}</p> : null}
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close client facts">
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>

      {FACT_GROUPS.map((group) => {
        const inGroup = listed.filter((r) => r.group === group);
        if (!inGroup.length) return null;
        return (
          <div key={group}>
            <h3 className="text-sm font-semibold text-muted-foreground uppercase">{group}</h3>
            <ul>
              {inGroup.map((row) => (
                <FactItem
                  key={row.field}
                  row={row}
                  change={draft.get(row.field)}
                  editing={editing === row.field}
                  readOnly={readOnly}
                  onEdit={() => setEditing(row.field)}
                  onApply={(value) => {
                    stage(row.field, { kind: "set", value });
                    setEditing(null);
                  }}
                  onCancel={() => {
                    setEditing(null);
                    // A fact added and then left alone goes back to the list of facts to add.
                    if (!draft.has(row.field))
                      setAdded((a) => {
                        const copy = new Set(a);
                        copy.delete(row.field);
                        return copy;
                      });
                  }}
                  onUndo={() => stage(row.field, null)}
                  onWithdraw={() => stage(row.field, { kind: "withdraw" })}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {listed.length === 0 ? <p className="text-sm text-muted-foreground">No facts were read from the notes.</p> : null}

      {readOnly ? null : (
        <>
          {lacking.length ? (
            <div className="space-y-2 border-t border-border pt-3">
              <h3 className="text-sm font-semibold">Add a fact the notes lack</h3>
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-56 flex-1 space-y-1.5">
                  <Label htmlFor={addId}>Fact to add</Label>
                  <select
                    id={addId}
                    className="h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm"
                    value={toAdd}
                    onChange={(e) => setToAdd(e.target.value as FactField | "")}
                  >
                    <option value="">Choose a fact</option>
                    {lacking.map((r) => (
                      <option key={r.field} value={r.field}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="outline"
                  disabled={toAdd === ""}
                  onClick={() => {
                    if (toAdd === "") return;
                    setAdded((a) => new Set(a).add(toAdd));
                    setEditing(toAdd);
                    setToAdd("");
                  }}
                >
                  Add
                </Button>
              </div>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
            <p className="text-sm" aria-live="polite" data-testid="facts-changes">
              {changed.length
                ? `To recalculate: ${changed.map(factLabel).join(", ")}.`
                : "No changes yet. Edit a fact to correct it."}
            </p>
            <div className="flex gap-2">
              {draft.size ? (
                <Button variant="ghost" onClick={() => setDraft(new Map())}>
                  Discard changes
                </Button>
              ) : null}
              <Button onClick={recalculate} disabled={changed.length === 0 || correct.isPending}>
                <Calculator className="h-4 w-4" aria-hidden="true" />
                {correct.isPending ? "Saving..." : "Recalculate"}
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
