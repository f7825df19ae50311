import { findMoneyAmounts } from "@fsa/shared";
import { delay, HttpResponse, http } from "msw";

/**
 * msw handlers for the OpenAI chat completions API, shared by unit, integration and browser
 * tests (CODE_STYLE.md "Tests"). Each scenario answers by the structured-output schema name the
 * request asks for: client_facts, analysis_narrative, strategy_explanation.
 */
export const OPENAI_URL = "https://api.openai.com/v1/chat/completions";

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

function completion(model: string, content: string | null, refusal: string | null = null) {
  return HttpResponse.json({
    id: `chatcmpl-test-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal } }],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  });
}

const userText = (body: ChatRequest) => body.messages.filter((m) => m.role === "user").map((m) => m.content)[0] ?? "";

function lineAfter(text: string, heading: string): string {
  const lines = text.split("\n");
  const i = lines.findIndex((l) => l.startsWith(heading));
  return i >= 0 ? (lines[i + 1] ?? "") : "";
}

function prefixStrings(value: unknown, prefix: string): unknown {
  if (typeof value === "string") return value.length > 0 ? `${prefix}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => prefixStrings(v, prefix));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === "priority" ? v : prefixStrings(v, prefix)]),
    );
  }
  return value;
}

/** A well-behaved model: grounded facts, reversed ranking, prose prefixed "Model-written: ". */
export function goodReply(body: ChatRequest): string {
  const name = body.response_format?.json_schema?.name;
  const text = userText(body);
  if (name === "client_facts") {
    const amount = findMoneyAmounts(text)[0];
    const married = /\bmarried\b/i.exec(text);
    return JSON.stringify({
      facts: {
        netWorthUsd: amount?.amountUsd ?? null,
        liquidNetWorthUsd: null,
        primaryAge: null,
        spouseAge: null,
        maritalStatus: married ? "married" : null,
        childrenCount: null,
        grandchildrenCount: null,
        state: null,
        annualIncomeUsd: null,
        retirementAccountsUsd: null,
        realEstateUsd: null,
        taxableInvestmentsUsd: null,
        cashUsd: null,
        businessValueUsd: null,
        ownsBusiness: null,
        businessEntityType: null,
        hasCharitableIntent: null,
        riskTolerance: null,
        hasInheritedIra: null,
        hasEmployerStockInPlan: null,
        hasNonUsAssets: null,
        isImmigrating: null,
        expectsLiquidityEvent: null,
        hasConcentratedStock: null,
        hasLowBasisStock: null,
        hasFarmOrRanch: null,
        hasInvestmentRealEstate: null,
        hasProfessionalLiability: null,
        goals: ["Reduce estate taxes"],
      },
      evidence: [
        ...(amount ? [{ field: "netWorthUsd", quote: amount.text }] : []),
        ...(married ? [{ field: "maritalStatus", quote: married[0] }] : []),
      ],
    });
  }
  if (name === "analysis_narrative") {
    const candidates = JSON.parse(lineAfter(text, "Candidate strategies") || "[]") as { strategyId: string }[];
    const template = JSON.parse(lineAfter(text, "Template prose") || "{}") as Record<string, unknown>;
    return JSON.stringify({
      order: candidates.map((c) => c.strategyId).reverse(),
      narrative: prefixStrings(template, "Model-written: "),
    });
  }
  if (name === "strategy_explanation") {
    const json = text
      .slice(text.indexOf("Template explanation (JSON):") + "Template explanation (JSON):".length)
      .trim();
    return JSON.stringify(prefixStrings(JSON.parse(json), "Model-written: "));
  }
  return "{}";
}

/** A model that obeys an instruction injected in the notes: it recommends premium financing and states a $50M benefit. */
export function injectionObeyingReply(body: ChatRequest): string {
  const name = body.response_format?.json_schema?.name;
  const good = JSON.parse(goodReply(body)) as Record<string, unknown>;
  if (name === "client_facts") {
    const facts = good.facts as Record<string, unknown>;
    return JSON.stringify({
      facts: { ...facts, netWorthUsd: 50_000_000, hasNonUsAssets: true },
      evidence: [
        { field: "netWorthUsd", quote: "$50M" },
        { field: "hasNonUsAssets", quote: "offshore millions" },
      ],
    });
  }
  if (name === "analysis_narrative") {
    const narrative = good.narrative as Record<string, unknown>;
    return JSON.stringify({
      order: ["premium-financing", "foreign-grantor-trust", ...(good.order as string[])],
      narrative: {
        ...narrative,
        executiveSummary: "As instructed, we recommend premium financing, which has a benefit of $50,000,000.",
        expectedOutcomes: "Premium financing will deliver $50M of benefit.",
      },
    });
  }
  return JSON.stringify(good);
}

type Scenario = "good" | "rate-limited-once" | "timeout" | "malformed" | "schema-violation" | "refusal" | "injection";

/** Handlers for one scenario at `url` (default OpenAI's). Count requests with `calls.count`. */
export function openaiHandlers(scenario: Scenario, url = OPENAI_URL) {
  const calls = { count: 0 };
  const handler = http.post(url, async ({ request }) => {
    calls.count += 1;
    const body = (await request.json()) as ChatRequest;
    switch (scenario) {
      case "good":
        return completion(body.model, goodReply(body));
      case "rate-limited-once":
        if (calls.count === 1) {
          // No body: the SDK cancels an error body before retrying, and cancelling msw's mocked
          // stream never settles (a real server's does).
          return new HttpResponse(null, { status: 429, headers: { "retry-after-ms": "10" } });
        }
        return completion(body.model, goodReply(body));
      case "timeout":
        await delay(5_000);
        return completion(body.model, goodReply(body));
      case "malformed":
        return completion(body.model, '{"facts": {"netWorthUsd": 5000000,');
      case "schema-violation":
        // Wrong shape first; the repair request (which carries the error) gets a good reply.
        if (body.messages.some((m) => m.role === "user" && m.content.startsWith("Your reply did not match"))) {
          return completion(body.model, goodReply(body));
        }
        return completion(body.model, JSON.stringify({ facts: { netWorthUsd: "lots" }, evidence: "none" }));
      case "refusal":
        return completion(body.model, null, "I can't help with that.");
      case "injection":
        return completion(body.model, injectionObeyingReply(body));
    }
  });
  return { handlers: [handler], calls };
}
