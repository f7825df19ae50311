import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import type { ModelUsage } from "../analysis/pipeline.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

/** One structured call's outcome: the parsed value (or null) and every raw reply received. */
export interface StructuredResult<T> {
  value: T | null;
  raw: string[];
  /** Why the value is null: refusal, schema, error. */
  failure: string | null;
}

/** Rough token estimate (4 characters a token) for capping input. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Cuts `text` to about `maxTokens` tokens, saying so at the end. */
export function capTokens(text: string, maxTokens: number): string {
  const maxChars = maxTokens * 4;
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}\n[... truncated to the input limit ...]`;
}

/**
 * A client for OpenAI-compatible chat completions with structured outputs (issue 4 item 1):
 * explicit timeout, retries with back-off on 429, 5xx and connection errors (the SDK's, set to
 * `maxRetries`), a cap on output tokens, one repair attempt when a reply fails the schema, and
 * accounting of model, tokens and latency.
 */
export class StructuredModelClient {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly maxOutputTokens: number;
  readonly maxInputTokens: number;
  private readonly log: Logger;
  private usageTotals: ModelUsage;

  constructor(openai: NonNullable<Config["openai"]>, log: Logger, fetchImpl?: typeof fetch) {
    this.model = openai.model;
    this.client = new OpenAI({
      apiKey: openai.apiKey,
      baseURL: openai.baseURL,
      timeout: openai.timeoutMs,
      maxRetries: openai.maxRetries,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
    this.maxOutputTokens = openai.maxOutputTokens;
    this.maxInputTokens = openai.maxInputTokens;
    this.log = log;
    this.usageTotals = { model: openai.model, promptTokens: 0, completionTokens: 0, latencyMs: 0, calls: 0 };
  }

  /** Totals since construction (one client per analysis gives per-project accounting). */
  usage(): ModelUsage {
    return { ...this.usageTotals };
  }

  private async once(messages: OpenAI.Chat.ChatCompletionMessageParam[], format: ReturnType<typeof zodResponseFormat>) {
    const started = performance.now();
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages,
        response_format: format,
        max_completion_tokens: this.maxOutputTokens,
        temperature: 0.2,
      });
      this.usageTotals.promptTokens += completion.usage?.prompt_tokens ?? 0;
      this.usageTotals.completionTokens += completion.usage?.completion_tokens ?? 0;
      return completion.choices[0]?.message ?? null;
    } finally {
      this.usageTotals.calls += 1;
      this.usageTotals.latencyMs += performance.now() - started;
    }
  }

  /**
   * Asks for a reply matching `schema`. A reply that is not JSON or fails the schema gets one
   * repair attempt with the validation error; after that, or on a refusal or an API error
   * (after the SDK's retries), the value is null and the caller uses its template.
   */
  async call<S extends z.ZodType>(
    name: string,
    schema: S,
    system: string,
    user: string,
  ): Promise<StructuredResult<z.infer<S>>> {
    const format = zodResponseFormat(schema, name);
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: "system", content: system },
      { role: "user", content: capTokens(user, this.maxInputTokens) },
    ];
    const raw: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      let message: OpenAI.Chat.ChatCompletionMessage | null;
      try {
        message = await this.once(messages, format);
      } catch (error) {
        this.log.warn({ name, error: error instanceof Error ? error.message : String(error) }, "model call failed");
        return { value: null, raw, failure: "error" };
      }
      if (!message) return { value: null, raw, failure: "empty" };
      if (message.refusal) {
        raw.push(message.refusal);
        return { value: null, raw, failure: "refusal" };
      }
      const content = message.content ?? "";
      raw.push(content);
      let problem: string;
      try {
        const parsed = schema.safeParse(JSON.parse(content));
        if (parsed.success) return { value: parsed.data, raw, failure: null };
        problem = parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join(".")}: ${i.message}`)
          .join("; ");
      } catch (error) {
        problem = `not valid JSON (${error instanceof Error ? error.message : String(error)})`;
      }
      messages.push(
        { role: "assistant", content },
        {
          role: "user",
          content: `Your reply did not match the required JSON schema: ${problem}. Reply again with only JSON that matches the schema.`,
        },
      );
    }
    return { value: null, raw, failure: "schema" };
  }
}
