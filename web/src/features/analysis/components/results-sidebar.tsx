import { ChevronDown, FileText } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

/**
 * The left third of /results (spec §2): the client notes, the extracted document content, and
 * Processing Documents while documents are still being read. Below 1024 px it comes after the
 * results, collapsed behind "Show client notes and documents" (issue #16: results first on a phone).
 */
export function ResultsSidebar({
  clientNotes,
  extractedDocumentText,
  hasDocuments,
  loading,
}: {
  clientNotes: string;
  extractedDocumentText: string;
  hasDocuments: boolean;
  loading: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="space-y-4" aria-label="Client input">
      <button
        type="button"
        className="flex min-h-11 w-full cursor-pointer items-center justify-between rounded-lg border border-border bg-card px-4 text-left text-sm font-medium lg:hidden"
        aria-expanded={open}
        aria-controls="client-input"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? "Hide client notes and documents" : "Show client notes and documents"}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div id="client-input" className={open ? "space-y-4" : "hidden space-y-4 lg:block"}>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              Client Notes
            </CardTitle>
          </CardHeader>
          <CardContent>
            {clientNotes.trim() ? (
              <p className="text-sm leading-relaxed whitespace-pre-wrap" data-testid="client-notes">
                {clientNotes}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">No client notes provided</p>
            )}
          </CardContent>
        </Card>
        {loading && hasDocuments && !extractedDocumentText ? (
          <Card data-testid="processing-documents">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2 text-base">
                <Spinner className="h-4 w-4" />
                Processing Documents
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">Extracting text from uploaded documents...</p>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-base">
              <FileText className="h-4 w-4" aria-hidden="true" />
              Extracted Document Content
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            {extractedDocumentText ? (
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
                tabIndex={0}
                data-testid="extracted-text"
                className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
              >
                {extractedDocumentText}
              </pre>
            ) : null}
            {loading ? (
              <div role="status" className="flex items-center gap-2">
                <Spinner className="h-4 w-4" />
                <p className="text-sm text-muted-foreground">AI is analyzing this content to generate strategies...</p>
              </div>
            ) : !extractedDocumentText ? (
              <p className="text-sm text-muted-foreground">No documents were attached to this analysis.</p>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </aside>
  );
}
