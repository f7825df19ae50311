import { Alert, Button, DescriptionListItem, Link, Text, TextArea } from "@hubspot/ui-extensions";
import { createRenderer } from "@hubspot/ui-extensions/testing";
import { describe, expect, it, vi } from "vitest";
import { AdvisorCard } from "./advisor-card-view.tsx";
import { type CardSummary, cardApi, type HubSpotFetch } from "./card-api.ts";
import { htmlToText } from "./html-to-text.ts";

const summary = (over: Partial<CardSummary> = {}): CardSummary => ({
  projectId: "p-1",
  name: "Client",
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
  ],
  totalProjectedTaxSavings: "$2,414,649+",
  resultsUrl: "https://advisor.example.com/results?project=p-1",
  ...over,
});

/** A stubbed hubspot.fetch routing by path. */
function stubFetch(
  routes: Record<string, (body: unknown) => { status?: number; json: unknown }>,
): HubSpotFetch & { calls: string[] } {
  const calls: string[] = [];
  const fn = (async (url: string, options?: { method?: string; body?: Record<string, unknown> }) => {
    const path = new URL(url).pathname.replace("/api/integrations/hubspot", "");
    calls.push(`${options?.method ?? "GET"} ${path}`);
    const key = Object.keys(routes).find((k) => new RegExp(`^${k}$`).test(`${options?.method ?? "GET"} ${path}`));
    const r = key
      ? routes[key]?.(options?.body)
      : { status: 404, json: { error: { code: "not_found", message: "Not found" } } };
    return new Response(JSON.stringify(r?.json), {
      status: r?.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as HubSpotFetch & { calls: string[] };
  fn.calls = calls;
  return fn;
}

function setup(fetcher: HubSpotFetch, notes: string[] = ["<p>Married couple, <b>net worth</b> $9.4 million.</p>"]) {
  const renderer = createRenderer("crm.record.tab");
  const associations = {
    results: notes.map((n, i) => ({ toObjectId: i + 1, associationTypes: [], properties: { hs_note_body: n } })),
    error: null,
    isLoading: false,
    pagination: {
      hasNextPage: false,
      hasPreviousPage: false,
      currentPage: 1,
      pageSize: 50,
      nextPage: () => {},
      previousPage: () => {},
      reset: () => {},
    },
  };
  renderer.mocks.useAssociations.willCall(() => associations as never);
  const openIframe = vi.fn();
  renderer.render(
    <AdvisorCard contactId="5001" api={cardApi(fetcher)} openIframe={openIframe} sleep={() => Promise.resolve()} />,
  );
  return { ...renderer, openIframe };
}

describe("HubSpot card", () => {
  it("not linked: a Connect button opens the linking page in an iframe modal", async () => {
    const fetcher = stubFetch({
      "POST /session": () => ({
        json: {
          state: "not_linked",
          linkUrl: "https://advisor.example.com/integrations/hubspot/link?code=abc",
          email: null,
        },
      }),
    });
    const { find, waitFor, openIframe } = setup(fetcher);
    await waitFor(() => expect(find(Button).text).toBe("Connect"));
    find(Button).trigger("onClick");
    expect(openIframe).toHaveBeenCalledWith(
      expect.objectContaining({ uri: "https://advisor.example.com/integrations/hubspot/link?code=abc" }),
      expect.any(Function),
    );
  });

  it("pending approval: the spec's pending message", async () => {
    const fetcher = stubFetch({
      "POST /session": () => ({ json: { state: "pending", linkUrl: null, email: "adviser@firm.example" } }),
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Alert).props.title).toBe("Account Pending Approval"));
    expect(find(Alert).text).toContain("adviser@firm.example");
  });

  it("error: HubSpot's Alert with the API's message", async () => {
    const fetcher = stubFetch({
      "POST /session": () => ({
        status: 401,
        json: { error: { code: "unauthorized", message: "The request is not signed by HubSpot." } },
      }),
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Alert).props.variant).toBe("error"));
    expect(find(Alert).text).toBe("The request is not signed by HubSpot.");
  });

  it("ready: notes prefilled from the contact, Analyze Client polls, then the summary; saving writes the note", async () => {
    let polls = 0;
    const fetcher = stubFetch({
      "POST /session": () => ({ json: { state: "ready", linkUrl: null, email: "adviser@firm.example" } }),
      "POST /analyses": (body) => {
        expect(body).toEqual({ notes: "Married couple, net worth $9.4 million.", contactId: "5001" });
        return { status: 202, json: summary({ status: "pending", stage: "queued" }) };
      },
      "GET /analyses/p-1": () => {
        polls += 1;
        return { json: polls < 2 ? summary({ status: "processing", stage: "figures" }) : summary() };
      },
      "POST /analyses/p-1/note": () => ({ json: { noteId: "n-1" } }),
    });
    const { find, findAll, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(TextArea).props.value).toBe("Married couple, net worth $9.4 million."));
    expect(findAll(Text).some((t) => t.text === "1 note(s) found on this contact")).toBe(true);
    const analyze = find(Button);
    expect(analyze.text).toBe("Analyze Client");
    analyze.trigger("onClick");
    await waitFor(() => expect(find(Link).props.href).toBe("https://advisor.example.com/results?project=p-1"));
    expect(polls).toBe(2);
    const items = findAll(DescriptionListItem).map((i) => `${i.props.label}: ${i.text}`);
    expect(items).toEqual([
      "Net Worth: $9,400,000",
      "Risk Tolerance: moderate",
      "Total projected tax savings: $2,414,649+",
    ]);
    expect(findAll(Text).some((t) => t.text === "Spousal Lifetime Access Trust (SLAT): net benefit $2,414,649")).toBe(
      true,
    );
    findAll(Button)
      .find((b) => b.text === "Save summary to contact")
      ?.trigger("onClick");
    await waitFor(() =>
      expect(findAll(Text).some((t) => t.text === "Summary saved to this contact's notes.")).toBe(true),
    );
    expect(fetcher.calls).toContain("POST /analyses/p-1/note");
  });

  it("Analyze Client is disabled while the notes are empty", async () => {
    const fetcher = stubFetch({ "POST /session": () => ({ json: { state: "ready", linkUrl: null, email: "a@b.c" } }) });
    const { find, waitFor } = setup(fetcher, []);
    await waitFor(() => expect(find(Button).text).toBe("Analyze Client"));
    expect(find(Button).props.disabled).toBe(true);
  });

  it("a failed analysis shows Analysis Failed with the server's message", async () => {
    const fetcher = stubFetch({
      "POST /session": () => ({ json: { state: "ready", linkUrl: null, email: "a@b.c" } }),
      "POST /analyses": () => ({
        status: 403,
        json: { error: { code: "not_approved", message: "Your account is awaiting administrator approval." } },
      }),
    });
    const { find, waitFor } = setup(fetcher);
    await waitFor(() => expect(find(Button).props.disabled).toBe(false));
    find(Button).trigger("onClick");
    await waitFor(() => expect(find(Alert).props.title).toBe("Analysis Failed"));
    expect(find(Alert).text).toBe("Your account is awaiting administrator approval.");
  });

  it("note HTML becomes text", () => {
    expect(htmlToText("<p>Line&nbsp;one</p><ul><li>a &amp; b</li></ul>")).toBe("Line one\n- a & b");
  });
});
