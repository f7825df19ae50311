import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input, Label, Textarea } from "../../../components/ui/input.tsx";
import { type FactInput, parseFactInput, toFactInput } from "../lib/fact-draft.ts";
import { type Choice, FACT_SPECS, type FactField, type FactKind, US_STATE_CHOICES } from "../lib/fact-fields.ts";

/** The look of the text inputs (components/ui/input.tsx) on a native select. */
const selectClass = "h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm";

function Select({
  id,
  value,
  onChange,
  choices,
  unknownLabel,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** The option that sets the fact to unknown; omitted for a yes/no fact, which is always known. */
  unknownLabel?: string;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      className={selectClass}
      value={value}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      {unknownLabel ? <option value="">{unknownLabel}</option> : null}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

const YES_NO: readonly Choice[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const HINTS: Partial<Record<FactKind["type"], string>> = {
  usd: "In US dollars, such as 2,500,000 or 2.5 million. Leave empty if not known.",
  share: "In percent, from 0 to 100. Leave empty if not known.",
  integer: "A whole number. Leave empty if not known.",
  year: "A year, such as 2019. Leave empty if not known.",
  "text-list": "One per line.",
  "integer-list": "Ages in whole years, separated by commas.",
};

/**
 * The edit control of one fact: a number or amount field, a select for a fixed list, yes/no for
 * a true-or-false fact, lines for goals, checkboxes for estate documents. Apply hands the parsed
 * value to the panel, which stages it until Recalculate.
 */
export function FactEditor({
  field,
  value,
  onApply,
  onCancel,
}: {
  field: FactField;
  value: unknown;
  onApply: (value: unknown) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const spec = FACT_SPECS[field];
  const kind: FactKind = spec.kind;
  const [input, setInput] = useState<FactInput>(() => toFactInput(field, value));
  const [error, setError] = useState<string | null>(null);
  const text = typeof input === "string" ? input : "";
  const hint = HINTS[kind.type] ?? (kind.type === "integer" && kind.unit === "years" ? "In whole years." : undefined);
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseFactInput(field, input);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    onApply(parsed.value);
  };

  let control: ReactNode;
  switch (kind.type) {
    case "boolean":
      control = <Select id={id} value={text || "no"} onChange={setInput} choices={YES_NO} describedBy={describedBy} />;
      break;
    case "optional-boolean":
      control = (
        <Select
          id={id}
          value={text}
          onChange={setInput}
          choices={YES_NO}
          unknownLabel="Not known"
          describedBy={describedBy}
        />
      );
      break;
    case "choice":
    case "state":
      control = (
        <Select
          id={id}
          value={text}
          onChange={setInput}
          choices={kind.type === "state" ? US_STATE_CHOICES : kind.choices}
          unknownLabel="Not known"
          describedBy={describedBy}
        />
      );
      break;
    case "text-list":
      control = (
        <Textarea
          id={id}
          className="min-h-24"
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => setInput(e.target.value)}
        />
      );
      break;
    case "choice-list": {
      const picked = Array.isArray(input) ? input : [];
      return (
        <form onSubmit={submit} className="space-y-3 rounded-md border border-border bg-muted/40 p-3">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{spec.label}</legend>
            {kind.choices.map((c) => (
              <label key={c.value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={picked.includes(c.value)}
                  onChange={(e) =>
                    setInput(e.target.checked ? [...picked, c.value] : picked.filter((v) => v !== c.value))
                  }
                />
                {c.label}
              </label>
            ))}
          </fieldset>
          <EditorButtons onCancel={onCancel} />
        </form>
      );
    }
    default:
      control = (
        <Input
          id={id}
          value={text}
          inputMode={
            kind.type === "share" ? "decimal" : kind.type === "integer" || kind.type === "year" ? "numeric" : "text"
          }
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setInput(e.target.value);
            setError(null);
          }}
        />
      );
  }

  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-border bg-muted/40 p-3">
      <Label htmlFor={id}>{spec.label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <EditorButtons onCancel={onCancel} />
    </form>
  );
}

function EditorButtons({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm">
        Apply
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
