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
  Text,
  TextArea,
} from "@hubspot/ui-extensions";
import { useAssociations } from "@hubspot/ui-extensions/crm";
import { useEffect, useMemo, useRef, useState } from "react";
import { type CardApi, CardApiError, type CardSession, type CardSummary } from "./card-api.ts";
import { htmlToText } from "./html-to-text.ts";

/** Polling: every 2 s, at most 90 times (3 minutes), within hubspot.fetch's limits. */
export const POLL_MS = 2_000;
export const MAX_POLLS = 90;

const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

export interface AdvisorCardProps {
  contactId: string;
  api: CardApi;
  openIframe: (payload: { uri: string; height: number; width: number; title?: string }, onClose?: () => void) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** The CRM record tab card (issue 6): states not linked, pending approval, error, ready. */
export function AdvisorCard({
  contactId,
  api,
  openIframe,
  sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
}: AdvisorCardProps) {
  const [session, setSession] = useState<CardSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const [summary, setSummary] = useState<CardSummary | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const busy = useRef(false);
  const { results, isLoading: notesLoading } = useAssociations({
    toObjectType: "0-46",
    properties: ["hs_note_body", "hs_timestamp"],
    pageLength: 50,
  });
  const noteTexts = useMemo(
    () => (results ?? []).map((r) => htmlToText(String(r.properties?.hs_note_body ?? ""))).filter((t) => t.length > 0),
    [results],
  );

  const loadSession = async () => {
    try {
      setError(null);
      setSession(await api.session());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when the card opens.
  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (notes === null && !notesLoading) setNotes(noteTexts.join("\n\n"));
  }, [noteTexts, notesLoading, notes]);

  const analyze = async () => {
    if (busy.current || !notes?.trim()) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    setSummary(null);
    setSaved(null);
    try {
      let s = await api.analyze(notes, contactId);
      for (let i = 0; i < MAX_POLLS && s.status !== "completed" && s.status !== "failed"; i++) {
        setStage(s.stage);
        await sleep(POLL_MS);
        s = await api.status(s.projectId);
      }
      if (s.status === "failed") throw new Error(s.error ?? "Failed to analyze client data. Please try again.");
      if (s.status !== "completed")
        throw new Error("The analysis is taking longer than expected. Open the web app to follow it.");
      setSummary(s);
    } catch (e) {
      setError(
        e instanceof CardApiError || e instanceof Error
          ? e.message
          : "Failed to analyze client data. Please try again.",
      );
    } finally {
      busy.current = false;
      setRunning(false);
      setStage(null);
    }
  };

  const save = async () => {
    if (!summary) return;
    try {
      await api.saveNote(summary.projectId);
      setSaved("Summary saved to this contact's notes.");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  if (!session && !error) return <LoadingSpinner label="Loading..." />;
  if (!session) {
    return (
      <Alert title="Error" variant="error">
        {error}
      </Alert>
    );
  }
  if (session.state === "not_linked") {
    return (
      <Flex direction="column" gap="sm">
        <Heading>Financial Strategy Advisor</Heading>
        <Text>
          Connect your HubSpot user to your Financial Strategy Advisor account to analyze this contact's notes.
        </Text>
        <Button
          variant="primary"
          onClick={() =>
            openIframe(
              { uri: session.linkUrl ?? "", height: 640, width: 720, title: "Connect Financial Strategy Advisor" },
              () => void loadSession(),
            )
          }
        >
          Connect
        </Button>
      </Flex>
    );
  }
  if (session.state === "pending") {
    return (
      <Alert title="Account Pending Approval" variant="warning">
        Your account is awaiting administrator approval. You will have access once approved. Signed in as{" "}
        {session.email}
      </Alert>
    );
  }
  return (
    <Flex direction="column" gap="sm">
      <Heading>Client Strategy Analysis</Heading>
      <Text>{notesLoading ? "Loading notes..." : `${noteTexts.length} note(s) found on this contact`}</Text>
      <TextArea
        label="Client notes"
        name="notes"
        description="No personal data is needed."
        value={notes ?? ""}
        onChange={(v) => setNotes(v)}
        rows={8}
      />
      <Button variant="primary" disabled={running || !notes?.trim()} onClick={() => void analyze()}>
        {running ? "Analyzing..." : "Analyze Client"}
      </Button>
      {running ? <LoadingSpinner label={stage ? `Analyzing: ${stage}` : "Analyzing..."} /> : null}
      {error ? (
        <Alert title="Analysis Failed" variant="error">
          {error}
        </Alert>
      ) : null}
      {summary ? (
        <Flex direction="column" gap="xs">
          <Divider />
          <DescriptionList direction="row">
            <DescriptionListItem label="Net Worth">
              {summary.netWorth ? usd(summary.netWorth) : "Not specified"}
            </DescriptionListItem>
            <DescriptionListItem label="Risk Tolerance">{summary.riskTolerance}</DescriptionListItem>
            <DescriptionListItem label="Total projected tax savings">
              {summary.totalProjectedTaxSavings}
            </DescriptionListItem>
          </DescriptionList>
          {summary.topStrategies.map((s) => (
            <Text key={s.strategyId}>
              {s.strategy}: net benefit {usd(s.netBenefit)}
            </Text>
          ))}
          <Link href={summary.resultsUrl}>Open full results</Link>
          <Button onClick={() => void save()}>Save summary to contact</Button>
          {saved ? <Text>{saved}</Text> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
