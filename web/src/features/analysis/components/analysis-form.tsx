import { ALLOWED_UPLOAD_EXTENSIONS, analysisStageLabel, hasVisibleText, NOTES_MAX_CHARS } from "@fsa/shared";
import { Loader2, Paperclip, Sparkles } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Label, Textarea } from "../../../components/ui/input.tsx";
import { isSubmitting, submitAnalysis, useAnalysisRuns } from "../api/analysis-run.ts";
import type { ResultsState } from "../lib/results-state.ts";
import { AttachmentGrid, type PickedFile } from "./attachment-grid.tsx";

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",");
const extensionOf = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";
const allowed = (name: string) => (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

let fileSeq = 0;

/** "1,234": counts in the notes counter. */
const count = (n: number) => n.toLocaleString("en-US");

/** The notes-too-long sentence: the limit the API enforces (issue #14 item 9) and how far over these are. */
export function notesTooLongMessage(length: number): string {
  return `Notes are limited to ${count(NOTES_MAX_CHARS)} characters; these have ${count(length)}. Shorten them, or attach the rest as a document.`;
}

/**
 * The Client Strategy Analysis section (spec §2 "Home dashboard", §4 "Submit flow", §5): notes,
 * documents, and Analyze Client, which toasts, goes to /results at once and leaves the
 * analysis to run there.
 */
export function AnalysisForm() {
  const navigate = useNavigate();
  const runs = useAnalysisRuns();
  const current = runs.find((r) => r.origin === "submit" && (r.phase === "posting" || r.phase === "running"));
  const running = current !== undefined;
  const [notes, setNotes] = useState("");
  const [files, setFiles] = useState<PickedFile[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const notesId = useId();
  const helpId = useId();
  const typesId = useId();
  const counterId = useId();
  const tooLong = notes.length > NOTES_MAX_CHARS;

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = "";
    const rejected = picked.filter((f) => !allowed(f.name));
    const accepted = picked.filter((f) => allowed(f.name));
    if (rejected.length) {
      toast.error("Unsupported file type", {
        description: `${rejected.map((f) => f.name).join(", ")}: accepted types are ${ALLOWED_UPLOAD_EXTENSIONS.join(", ")}`,
      });
    }
    if (accepted.length === 0) return;
    const read = await Promise.all(
      accepted.map(async (f): Promise<PickedFile> => {
        const base = { id: `f${++fileSeq}`, name: f.name, size: f.size, type: f.type || "application/octet-stream" };
        try {
          return { ...base, data: await readAsDataUrl(f), error: null };
        } catch (error) {
          return { ...base, data: null, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    // Spec §5: picking files adds them to the existing list.
    setFiles((prev) => [...prev, ...read]);
    toast.success("Files uploaded", { description: `${read.length} file(s) added successfully` });
  };

  const analyze = () => {
    if (running || isSubmitting()) return;
    // Whitespace or zero-width characters alone are no notes; the server refuses them too (issue #14).
    if (!hasVisibleText(notes)) {
      toast.error("Notes required", { description: "Please enter client notes before submitting." });
      return;
    }
    if (notes.length > NOTES_MAX_CHARS) {
      toast.error("Notes too long", { description: notesTooLongMessage(notes.length) });
      return;
    }
    const attachments = files.flatMap((f) =>
      f.data ? [{ name: f.name, size: f.size, type: f.type, data: f.data }] : [],
    );
    const key = submitAnalysis({ notes, attachments });
    if (key === null) return;
    toast("Processing Documents", { description: "Extracting text from uploaded files..." });
    toast("Analyzing Client Data", {
      description: "Please wait while we generate your financial strategy recommendations...",
    });
    const state: ResultsState = {
      analysis: null,
      clientNotes: notes,
      extractedDocumentText: "",
      timestamp: null,
      rawResponse: null,
      isLoading: true,
      hasDocuments: attachments.length > 0,
      runKey: key,
    };
    navigate("/results", { state });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      analyze();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="analysis-heading" className="flex items-center gap-2 text-xl">
          <Sparkles className="h-5 w-5 text-primary" aria-hidden="true" />
          Client Strategy Analysis
        </CardTitle>
        <CardDescription>
          Enter notes about your client&apos;s financial profile and goals to receive strategy recommendations with
          cost-benefit figures.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="space-y-2">
          <Label htmlFor={notesId}>Client Notes</Label>
          <Textarea
            id={notesId}
            aria-describedby={`${helpId} ${counterId}`}
            aria-invalid={tooLong}
            rows={9}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. Married couple, both 62, net worth about $9.4 million including a closely held business and two rental properties. Moderate risk tolerance. Goals: retire in 3 years, reduce estate tax, fund grandchildren's education."
          />
          <p id={helpId} className="text-sm text-muted-foreground">
            No personal data is needed: describe the client&apos;s finances, family and goals without names, account
            numbers or other identifying details. Press Ctrl+Enter to analyze.
          </p>
          <p
            id={counterId}
            data-testid="notes-counter"
            className={tooLong ? "text-sm font-medium text-destructive" : "text-right text-xs text-muted-foreground"}
            aria-live={tooLong ? "polite" : "off"}
          >
            {tooLong
              ? notesTooLongMessage(notes.length)
              : `${count(notes.length)} of ${count(NOTES_MAX_CHARS)} characters`}
          </p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={typesId}>
            <Paperclip className="h-4 w-4" aria-hidden="true" />
            Add Documents
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPT}
            data-testid="document-input"
            onChange={(e) => void addFiles(e)}
          />
          <span id={typesId} className="text-xs text-muted-foreground">
            Accepted file types: {ALLOWED_UPLOAD_EXTENSIONS.join(", ")}
          </span>
        </div>
        <AttachmentGrid files={files} onRemove={(id) => setFiles((prev) => prev.filter((f) => f.id !== id))} />
        <div className="mt-6">
          <Button size="lg" onClick={analyze} disabled={notes.length === 0 || running}>
            {running ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                Analyzing...
              </>
            ) : (
              "Analyze Client"
            )}
          </Button>
          {current ? (
            <p className="mt-3 text-sm text-muted-foreground" role="status" data-testid="running-analysis">
              An analysis is running
              {current.stage ? ` (${analysisStageLabel(current.stage)})` : ""}.{" "}
              {current.projectId ? (
                <Link
                  className="font-medium text-primary underline underline-offset-4"
                  to={`/results?project=${encodeURIComponent(current.projectId)}`}
                >
                  View its progress
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
