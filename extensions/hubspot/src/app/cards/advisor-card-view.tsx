import {
  Alert,
  Button,
  DescriptionList,
  DescriptionListItem,
  Divider,
  Flex,
  Heading,
  Link,
  LoadingSpinner,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tag,
  Text,
  TextArea,
} from "@hubspot/ui-extensions";
import { useAssociations } from "@hubspot/ui-extensions/crm";
import { useEffect, useMemo, useRef, useState } from "react";
import { type CardApi, CardApiError, type CardSession, type CardSummary } from "./card-api.ts";
import { htmlToText } from "./html-to-text.ts";

/** Polling: every 2 s, at most 90 times (3 minutes); one request at a time, well inside hubspot.fetch's limits. */
export const POLL_MS = 2_000;
export const MAX_POLLS = 90;
/**
 * Longest notes the card sends: hubspot.fetch bodies are at most 1 MB, and 300,000 characters
 * stay under it even at 3 bytes a character once JSON-encoded.
 */
export const MAX_NOTES_CHARS = 300_000;

/** Spec §8: the fallback when an analysis fails without a server message. */
export const ANALYSIS_FAILED_FALLBACK = "Failed to analyze client data. Please try again.";

/** What each analysis stage means to the adviser (the job's stages, shared/src/analysis.ts). */
const STAGES: Record<string, { label: string; step: number }> = {
  queued: { label: "Waiting to start...", step: 0 },
  documents: { label: "Reading documents...", step: 1 },
  facts: { label: "Analyzing client financial profile...", step: 2 },
  eligibility: { label: "Checking which strategies fit...", step: 3 },
  figures: { label: "Calculating strategy benefits...", step: 4 },
  narrative: { label: "Finalizing strategic analysis...", step: 5 },
};
const STAGE_COUNT = 6;

/** Spec §9: en-US USD without decimals. */
const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

/** Spec §4 risk badge colours: aggressive destructive, moderate default, anything else secondary. */
function riskTag(risk: string) {
  const r = risk.trim() || "Not specified";
  const variant = r.toLowerCase() === "aggressive" ? "error" : r.toLowerCase() === "moderate" ? "default" : "info";
  return <Tag variant={variant}>{r}</Tag>;
}

export interface AdvisorCardProps {
  /** The contact record's id (`context.crm.objectId`). */
  contactId: string;
  api: CardApi;
  /** `actions.openIframeModal`. */
  openIframe: (payload: { uri: string; height: number; width: number; title?: string }, onClose?: () => void) => void;
  /** Waits between polls; tests pass an instant or controllable one. */
  sleep?: (ms: number) => Promise<void>;
}

const messageOf = (e: unknown, fallback: string) => (e instanceof CardApiError && e.message ? e.message : fallback);

/**
 * The contact record tab (issue 6). States: loading; error (the API's message); not linked (Connect
 * opens the web app's linking page in an iframe modal); pending approval (the spec's message);
 * ready: the contact's notes in an editable box, Analyze Client, progress while the job runs, then
 * the client profile line, the top strategies with their net benefit, total projected tax savings,
 * a link to the full results and Save summary to contact.
 */
export function AdvisorCard({
  contactId,
  api,
  openIframe,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: AdvisorCardProps) {
  const [session, setSession] = useState<CardSession | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [summary, setSummary] = useState<CardSummary | null>(null);
  const [note, setNote] = useState<"idle" | "saving" | "saved">("idle");
  const [noteError, setNoteError] = useState<string | null>(null);
  const busy = useRef(false);

  const associations = useAssociations({
    toObjectType: "0-46",
    properties: ["hs_note_body", "hs_timestamp"],
    pageLength: 50,
  });
  const noteTexts = useMemo(
    () =>
      (associations.results ?? [])
        .map((r) => htmlToText(String(r.properties?.hs_note_body ?? "")))
        .filter((t) => t.length > 0),
    [associations.results],
  );
  const moreNotes = associations.pagination?.hasNextPage === true;

  const loadSession = async () => {
    setSessionError(null);
    try {
      setSession(await api.session());
    } catch (e) {
      setSession(null);
      setSessionError(messageOf(e, "Could not reach Financial Strategy Advisor. Please try again."));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is loaded once when the card opens, and again when the linking modal closes.
  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    // Prefill once, when the notes have loaded (or failed to): later edits are the adviser's.
    if (notes === null && !associations.isLoading) setNotes(noteTexts.join("\n\n"));
  }, [noteTexts, associations.isLoading, notes]);

  const tooLong = (notes?.length ?? 0) > MAX_NOTES_CHARS;
  const canAnalyze = !running && !tooLong && (notes ?? "").trim().length > 0;

  const analyze = async () => {
    // A second click while one runs is ignored (spec §4 "Submit flow").
    if (busy.current || !canAnalyze || notes === null) return;
    busy.current = true;
    setRunning(true);
    setAnalysisError(null);
    setSummary(null);
    setNote("idle");
    setNoteError(null);
    try {
      let s = await api.analyze(notes, contactId);
      for (let i = 0; i < MAX_POLLS && s.status !== "completed" && s.status !== "failed"; i++) {
        setStage(s.stage);
        await sleep(POLL_MS);
        s = await api.status(s.projectId);
      }
      if (s.status === "failed") setAnalysisError(s.error || ANALYSIS_FAILED_FALLBACK);
      else if (s.status !== "completed")
        setAnalysisError("The analysis is taking longer than expected. Open the web app to follow it.");
      else setSummary(s);
    } catch (e) {
      setAnalysisError(messageOf(e, ANALYSIS_FAILED_FALLBACK));
    } finally {
      busy.current = false;
      setRunning(false);
      setStage(null);
    }
  };

  const saveNote = async () => {
    if (!summary || note !== "idle") return;
    setNote("saving");
    setNoteError(null);
    try {
      await api.saveNote(summary.projectId);
      setNote("saved");
    } catch (e) {
      setNote("idle");
      setNoteError(messageOf(e, "The summary could not be saved. Please try again."));
    }
  };

  if (sessionError) {
    return (
      <Flex direction="column" gap="sm">
        <Alert title="Error" variant="error">
          {sessionError}
        </Alert>
        <Button onClick={() => void loadSession()}>Try again</Button>
      </Flex>
    );
  }
  if (!session) return <LoadingSpinner label="Loading..." showLabel layout="centered" />;

  if (session.state === "not_linked") {
    const linkUrl = session.linkUrl;
    return (
      <Flex direction="column" gap="sm">
        <Heading>Financial Strategy Advisor</Heading>
        <Text>
          Connect your HubSpot user to your Financial Strategy Advisor account to analyze this contact's notes.
        </Text>
        <Button
          variant="primary"
          disabled={!linkUrl}
          onClick={() => {
            if (!linkUrl) return;
            openIframe(
              { uri: linkUrl, height: 640, width: 720, title: "Connect Financial Strategy Advisor" },
              () => void loadSession(),
            );
          }}
        >
          Connect
        </Button>
      </Flex>
    );
  }

  if (session.state === "pending") {
    return (
      <Alert title="Account Pending Approval" variant="warning">
        Your account is awaiting administrator approval. You will have access once an administrator approves it. Signed
        in as {session.email}
      </Alert>
    );
  }

  const stageInfo = stage ? STAGES[stage] : undefined;
  return (
    <Flex direction="column" gap="sm">
      <Heading>Client Strategy Analysis</Heading>
      <Text>
        {associations.isLoading
          ? "Loading notes..."
          : `${noteTexts.length}${moreNotes ? "+" : ""} note(s) found on this contact`}
      </Text>
      {associations.error ? (
        <Alert title="Notes not loaded" variant="warning">
          This contact's notes could not be loaded. You can type or paste the client notes instead.
        </Alert>
      ) : null}
      <TextArea
        label="Client notes"
        name="clientNotes"
        description="Prefilled from this contact's notes. Edit them before analyzing if you like."
        value={notes ?? ""}
        onChange={(value) => setNotes(value)}
        rows={8}
        error={tooLong}
        validationMessage={
          tooLong
            ? `The notes are longer than HubSpot can send (${MAX_NOTES_CHARS.toLocaleString("en-US")} characters). Shorten them, or use the web app.`
            : undefined
        }
      />
      <Button variant="primary" disabled={!canAnalyze} onClick={() => void analyze()}>
        {running ? "Analyzing..." : "Analyze Client"}
      </Button>
      {running ? (
        <Flex direction="column" gap="xs">
          <LoadingSpinner label={stageInfo?.label ?? "Analyzing Client Data..."} showLabel />
          <ProgressBar
            title="Analysis progress"
            value={stageInfo?.step ?? 0}
            maxValue={STAGE_COUNT}
            valueDescription={stageInfo?.label ?? "Starting..."}
          />
        </Flex>
      ) : null}
      {analysisError ? (
        <Alert title="Analysis Failed" variant="error">
          {analysisError}
        </Alert>
      ) : null}
      {summary ? (
        <SummaryView summary={summary} note={note} noteError={noteError} onSaveNote={() => void saveNote()} />
      ) : null}
    </Flex>
  );
}

/** The results page with its Client facts panel open (`&facts=1`, issue #12 item 4). */
function withFactsPanel(resultsUrl: string): string {
  return `${resultsUrl}${resultsUrl.includes("?") ? "&" : "?"}facts=1`;
}

function SummaryView({
  summary,
  note,
  noteError,
  onSaveNote,
}: {
  summary: CardSummary;
  note: "idle" | "saving" | "saved";
  noteError: string | null;
  onSaveNote: () => void;
}) {
  return (
    <Flex direction="column" gap="sm">
      <Divider />
      <Heading>{summary.name}</Heading>
      <DescriptionList direction="row">
        <DescriptionListItem label="Net Worth">
          {summary.netWorth ? usd(summary.netWorth) : "Not specified"}
        </DescriptionListItem>
        <DescriptionListItem label="Risk Tolerance">{riskTag(summary.riskTolerance)}</DescriptionListItem>
        <DescriptionListItem label="Total projected tax savings">
          {summary.totalProjectedTaxSavings}
        </DescriptionListItem>
      </DescriptionList>
      {summary.topStrategies.length === 0 ? (
        <Text>No recommendations available</Text>
      ) : (
        <Table bordered>
          <TableHead>
            <TableRow>
              <TableHeader>Strategy</TableHeader>
              <TableHeader>Net benefit</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.topStrategies.map((s) => (
              <TableRow key={s.strategyId}>
                <TableCell>{s.strategy}</TableCell>
                <TableCell>{usd(s.netBenefit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Link href={{ url: summary.resultsUrl, external: true }}>View full results</Link>
      <Link href={{ url: withFactsPanel(summary.resultsUrl), external: true }}>Review client facts</Link>
      <Button disabled={note !== "idle"} onClick={onSaveNote}>
        {note === "saving" ? "Saving..." : note === "saved" ? "Summary saved" : "Save summary to contact"}
      </Button>
      {note === "saved" ? <Text>Summary saved to this contact's notes.</Text> : null}
      {noteError ? (
        <Alert title="Error" variant="error">
          {noteError}
        </Alert>
      ) : null}
    </Flex>
  );
}
