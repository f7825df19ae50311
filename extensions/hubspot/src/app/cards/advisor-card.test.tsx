import {
  Alert,
  Button,
  DescriptionListItem,
  Link,
  LoadingSpinner,
  ProgressBar,
  TableCell,
  TableHeader,
  TableRow,
  Tag,
  Text,
  TextArea,
} from "@hubspot/ui-extensions";
import { createRenderer } from "@hubspot/ui-extensions/testing";
import { describe, expect, it, vi } from "vitest";
import { AdvisorCard, ANALYSIS_FAILED_FALLBACK, MAX_NOTES_CHARS } from "./advisor-card-view.tsx";
import { type CardSummary, cardApi, type HubSpotFetch } from "./card-api.ts";

const BASE = "https://advisor.example.com";

const summary = (over: Partial<CardSummary> = {}): CardSummary => ({
  projectId: "p-1",
  name: "Married couple, ages 66 and 64",
  status: "completed",
  stage: "completed",
  error: null,
  netWorth: 9_400_000,
  riskTolerance: "moderate",
  topStrategies: [
    {
      strategyId: "spousal-lifetime-access-trust",
      strategy: "Spousal Lifetime Access Trust (SLAT)",
      category: "Estate Planning",
      netBenefit: 2_414_649,
    },
    { strategyId: "donor-advised-fund", strategy: "Donor-Advised Fund", category: "Charitable", netBenefit: 182_000 },
  ],
  totalProjectedTaxSavings: "$2,596,649+",
  resultsUrl: `${BASE}/results?project=p-1`,
  ...over,
});

type Route = (body: unknown) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>;

/**
 * A stub of hubspot.fetch (the testing renderer does not mock it): routes by "METHOD /path" under
 * /api/integrations/hubspot and records every call with its options.
 */
function stubFetch(routes: Record<string, Route>) {
  const calls: { key: string; url: string; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string | URL, options?: { method?: string; body?: Record<string, unknown> }) => {
    const u = new URL(String(url));
    const key = `${options?.method ?? "GET"} ${u.pathname.replace("/api/integrations/hubspot", "")}`;
    calls.push({ key, url: String(url), body: options?.body });
    const route = routes[key];
    if (!route) throw new TypeError("Failed to fetch");
    const r = await route(options?.body);
    return new Response(JSON.stringify(r.json), {
      status: r.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  return { fetcher: fetcher as unknown as HubSpotFetch, calls };
}

const READY = { json: { state: "ready", linkUrl: null, email: "adviser@firm.example" } };

function associationsOf(notes: string[], extra: { error?: Error; hasNextPage?: boolean; isLoading?: boolean } = {}) {
  return {
    results: notes.map((n, i) => ({
      toObjectId: i + 1,
      associationTypes: [],
      properties: { hs_note_body: n, hs_timestamp: "2026-01-01T00:00:00Z" },
    })),
    error: extra.error ?? null,
    isLoading: extra.isLoading ?? false,
    pagination: {
      hasNextPage: extra.hasNextPage ?? false,
      hasPreviousPage: false,
      currentPage: 1,
      pageSize: 50,
      nextPage: () => {},
      previousPage: () => {},
      reset: () => {},
    },
  };
}

function setup(
  fetcher: HubSpotFetch,
  options: {
    notes?: string[];
    associations?: ReturnType<typeof associationsOf>;
    sleep?: (ms: number) => Promise<void>;
  } = {},
) {
  const renderer = createRenderer("crm.record.tab");
  const associations =
    options.associations ??
    associationsOf(
      options.notes ?? ["<p>Married couple, <b>net worth</b> $9.4&nbsp;million.</p>", "<div>Moderate risk.</div>"],
    );
  renderer.mocks.useAssociations.willCall(() => associations as never);
  const openIframe = vi.fn();
  renderer.render(
    <AdvisorCard
      contactId="5001"
      api={cardApi(fetcher, BASE)}
      openIframe={openIframe}
      sleep={options.sleep ?? (() => Promise.resolve())}
    />,
  );
  return { ...renderer, openIframe };
}

const buttonNamed = (name: string) => (b: { text: string | null }) => b.text === name;

describe("HubSpot card states", () => {
  it("loading: a spinner until the API answers", async () => {
    const pending: { answer?: (v: { json: unknown }) => void } = {};
    const { fetcher } = stubFetch({
      "POST /session": () =>
        new Promise((r) => {
          pending.answer = r;
        }),
    });
    const { find, maybeFind, waitFor } = setup(fetcher);
    // waitFor re-checks on renders; nothing renders until the answer, so poll with vitest's.
    await vi.waitFor(() => expect(pending.answer).toBeDefined());
    expect(find(LoadingSpinner).props.label).toBe("Loading...");
    pending.answer?.(READY);
    await waitFor(() => expect(maybeFind(Button, buttonNamed("Analyze Client"))).not.toBeNull());
  });

  it("error: HubSpot's Alert with the API's message, and Try again asks again", async () => {
    let calls = 0;
    const { fetcher } = stubFetch({
      "POST /session": () => {
        calls += 1;
        return calls === 1
          ? { status: 401, json: { error: { code: "unauthorized", message: "The request is not signed by HubSpot." } } }
          : READY;
      },
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Alert).props).toMatchObject({ title: "Error", variant: "error" }));
    expect(find(Alert).text).toBe("The request is not signed by HubSpot.");
    find(Button, buttonNamed("Try again")).trigger("onClick");
    await waitFor(() => expect(find(Button).text).toBe("Analyze Client"));
  });

  it("not linked: Connect opens the linking page in an iframe modal; closing it reloads the session", async () => {
    let linked = false;
    const { fetcher } = stubFetch({
      "POST /session": () =>
        linked
          ? READY
          : { json: { state: "not_linked", linkUrl: `${BASE}/integrations/hubspot/link?code=abc`, email: null } },
    });
    const { find, waitFor, openIframe } = setup(fetcher);
    await waitFor(() => expect(find(Button).text).toBe("Connect"));
    find(Button).trigger("onClick");
    expect(openIframe).toHaveBeenCalledWith(
      expect.objectContaining({ uri: `${BASE}/integrations/hubspot/link?code=abc` }),
      expect.any(Function),
    );
    linked = true;
    const onClose = openIframe.mock.calls[0]?.[1] as () => void;
    onClose();
    await waitFor(() => expect(find(Button).text).toBe("Analyze Client"));
  });

  it("pending approval: the spec's pending message with the adviser's email", async () => {
    const { fetcher } = stubFetch({
      "POST /session": () => ({ json: { state: "pending", linkUrl: null, email: "adviser@firm.example" } }),
    });
    const { find, maybeFind, waitFor } = setup(fetcher);
    await waitFor(() =>
      expect(find(Alert).props).toMatchObject({ title: "Account Pending Approval", variant: "warning" }),
    );
    expect(find(Alert).text).toBe(
      "Your account is awaiting administrator approval. You will have access once an administrator approves it. Signed in as adviser@firm.example",
    );
    expect(maybeFind(Button, buttonNamed("Analyze Client"))).toBeNull();
  });

  it("ready: the contact's notes as text, counted, in an editable box sent as edited", async () => {
    const { fetcher, calls } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({ status: 202, json: summary() }),
    });
    const { find, findAll, waitFor } = setup(fetcher);
    await waitFor(() =>
      expect(find(TextArea).props.value).toBe("Married couple, net worth $9.4 million.\n\nModerate risk."),
    );
    expect(findAll(Text).map((t) => t.text)).toContain("2 note(s) found on this contact");
    find(TextArea).trigger("onChange", "Edited notes: net worth $3 million." as never);
    await waitFor(() => expect(find(TextArea).props.value).toBe("Edited notes: net worth $3 million."));
    find(Button, buttonNamed("Analyze Client")).trigger("onClick");
    await waitFor(() => expect(calls.map((c) => c.key)).toContain("POST /analyses"));
    expect(calls.find((c) => c.key === "POST /analyses")?.body).toEqual({
      notes: "Edited notes: net worth $3 million.",
      contactId: "5001",
    });
    expect(calls[0]?.url).toBe(`${BASE}/api/integrations/hubspot/session`);
  });

  it("more than one page of notes is shown as 50+", async () => {
    const { fetcher } = stubFetch({ "POST /session": () => READY });
    const notes = Array.from({ length: 50 }, (_, i) => `<p>Note ${i}</p>`);
    const { findAll, waitFor } = setup(fetcher, { associations: associationsOf(notes, { hasNextPage: true }) });
    await waitFor(() => expect(findAll(Text).map((t) => t.text)).toContain("50+ note(s) found on this contact"));
  });

  it("Analyze Client is disabled while the notes are empty", async () => {
    const { fetcher } = stubFetch({ "POST /session": () => READY });
    const { find, findAll, waitFor } = setup(fetcher, { notes: [] });
    await waitFor(() => expect(find(Button).text).toBe("Analyze Client"));
    expect(find(Button).props.disabled).toBe(true);
    expect(findAll(Text).map((t) => t.text)).toContain("0 note(s) found on this contact");
    find(TextArea).trigger("onChange", "   " as never);
    await waitFor(() => expect(find(TextArea).props.value).toBe("   "));
    expect(find(Button).props.disabled).toBe(true);
  });

  it("notes HubSpot cannot send (over 1 MB) disable Analyze Client with a message", async () => {
    const { fetcher } = stubFetch({ "POST /session": () => READY });
    const { find, waitFor } = setup(fetcher, { notes: ["x".repeat(MAX_NOTES_CHARS + 1)] });
    await waitFor(() => expect(find(TextArea).props.error).toBe(true));
    expect(find(TextArea).props.validationMessage).toContain("longer than HubSpot can send");
    expect(find(Button).props.disabled).toBe(true);
  });

  it("notes that fail to load: a warning, and the box stays usable", async () => {
    const { fetcher } = stubFetch({ "POST /session": () => READY });
    const { find, waitFor } = setup(fetcher, { associations: associationsOf([], { error: new Error("403") }) });
    await waitFor(() => expect(find(Alert).props.title).toBe("Notes not loaded"));
    expect(find(TextArea).props.value).toBe("");
  });

  it("running: the button reads Analyzing... and is disabled, with progress by stage, until the job completes", async () => {
    let polls = 0;
    let release: () => void = () => {};
    const { fetcher, calls } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({ status: 202, json: summary({ status: "pending", stage: "queued" }) }),
      "GET /analyses/p-1": () => {
        polls += 1;
        return { json: polls === 1 ? summary({ status: "processing", stage: "figures" }) : summary() };
      },
    });
    const { find, findAll, maybeFind, waitFor } = setup(fetcher, {
      sleep: () => new Promise<void>((r) => (release = r)),
    });
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(LoadingSpinner).props.label).toBe("Waiting to start..."));
    expect(find(Button).text).toBe("Analyzing...");
    expect(find(Button).props.disabled).toBe(true);
    expect(find(ProgressBar).props).toMatchObject({ value: 0, maxValue: 6 });

    // A second click while one runs is ignored.
    find(Button).trigger("onClick");
    release();
    await waitFor(() => expect(find(LoadingSpinner).props.label).toBe("Calculating strategy benefits..."));
    expect(find(ProgressBar).props.value).toBe(4);
    release();
    await waitFor(() => expect(maybeFind(Link)).not.toBeNull());
    expect(calls.filter((c) => c.key === "POST /analyses")).toHaveLength(1);
    expect(polls).toBe(2);
    expect(maybeFind(LoadingSpinner)).toBeNull();
    expect(findAll(Button, buttonNamed("Analyze Client"))).toHaveLength(1);
  });

  it("completed: the profile line, top strategies with net benefit, total savings, a link to the full results", async () => {
    const { fetcher } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({ status: 202, json: summary({ status: "pending", stage: "queued" }) }),
      "GET /analyses/p-1": () => ({ json: summary() }),
    });
    const { find, findAll, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Link).props.href).toEqual({ url: `${BASE}/results?project=p-1`, external: true }));
    expect(find(Link).text).toBe("View full results");
    expect(findAll(Link).map((l) => [l.text, l.props.href])).toEqual([
      ["View full results", { url: `${BASE}/results?project=p-1`, external: true }],
      ["Review client facts", { url: `${BASE}/results?project=p-1&facts=1`, external: true }],
    ]);
    expect(findAll(DescriptionListItem).map((i) => `${i.props.label}: ${i.text ?? i.find(Tag).text}`)).toEqual([
      "Net Worth: $9,400,000",
      "Risk Tolerance: moderate",
      "Total projected tax savings: $2,596,649+",
    ]);
    expect(find(Tag).props.variant).toBe("default");
    expect(findAll(TableHeader).map((c) => c.text)).toEqual(["Strategy", "Net benefit"]);
    expect(
      findAll(TableRow, (r) => r.maybeFind(TableCell) !== null).map((r) => r.findAll(TableCell).map((c) => c.text)),
    ).toEqual([
      ["Spousal Lifetime Access Trust (SLAT)", "$2,414,649"],
      ["Donor-Advised Fund", "$182,000"],
    ]);
  });

  it("completed without a stated net worth or strategies: the spec's placeholders", async () => {
    const { fetcher } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({
        status: 202,
        json: summary({
          netWorth: 0,
          riskTolerance: "aggressive",
          topStrategies: [],
          totalProjectedTaxSavings: "To be calculated",
        }),
      }),
    });
    const { find, findAll, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(findAll(Text).map((t) => t.text)).toContain("No recommendations available"));
    expect(findAll(DescriptionListItem).map((i) => i.text ?? i.find(Tag).text)).toEqual([
      "Not specified",
      "aggressive",
      "To be calculated",
    ]);
    expect(find(Tag).props.variant).toBe("error");
  });

  it("a failed job: Analysis Failed with the server's error, or the spec's fallback", async () => {
    let error: string | null = "No net worth or assets were found in the notes.";
    const { fetcher } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({ status: 202, json: summary({ status: "pending", stage: "queued" }) }),
      "GET /analyses/p-1": () => ({ json: summary({ status: "failed", stage: "failed", error }) }),
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Alert).props).toMatchObject({ title: "Analysis Failed", variant: "error" }));
    expect(find(Alert).text).toBe("No net worth or assets were found in the notes.");

    error = null;
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Alert).text).toBe(ANALYSIS_FAILED_FALLBACK));
  });

  it("an API refusal shows its message; a network failure shows the fallback", async () => {
    let refuse = true;
    const { fetcher } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => {
        if (refuse)
          return {
            status: 403,
            json: {
              error: {
                code: "not_approved",
                message: "Your account is awaiting administrator approval. You will have access once approved.",
              },
            },
          };
        throw new TypeError("Failed to fetch");
      },
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Alert).props.title).toBe("Analysis Failed"));
    expect(find(Alert).text).toBe(
      "Your account is awaiting administrator approval. You will have access once approved.",
    );
    refuse = false;
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Alert).text).toBe(ANALYSIS_FAILED_FALLBACK));
  });

  it("saving the summary to the contact: once, with an error shown and a retry when HubSpot refuses", async () => {
    let attempts = 0;
    const { fetcher, calls } = stubFetch({
      "POST /session": () => READY,
      "POST /analyses": () => ({ status: 202, json: summary() }),
      "POST /analyses/p-1/note": () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 503,
              json: { error: { code: "unavailable", message: "HubSpot did not save the note. Please try again." } },
            }
          : { json: { noteId: "n-1" } };
      },
    });
    const { find, findAll, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(findAll(Button, buttonNamed("Save summary to contact"))).toHaveLength(1));
    find(Button, buttonNamed("Save summary to contact")).trigger("onClick");
    await waitFor(() => expect(find(Alert).props.title).toBe("Error"));
    expect(find(Alert).text).toBe("HubSpot did not save the note. Please try again.");

    find(Button, buttonNamed("Save summary to contact")).trigger("onClick");
    await waitFor(() => expect(findAll(Text).map((t) => t.text)).toContain("Summary saved to this contact's notes."));
    expect(find(Button, buttonNamed("Summary saved")).props.disabled).toBe(true);
    expect(calls.filter((c) => c.key === "POST /analyses/p-1/note")).toHaveLength(2);
  });
});
