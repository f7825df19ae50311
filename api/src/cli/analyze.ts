import { readFileSync } from "node:fs";
import { formatUsd } from "@fsa/shared";
import { runAnalysis } from "../analysis/pipeline.ts";
import { loadConfig } from "../config.ts";

/**
 * `npm run analyze -- <notes.txt> [--json]`: runs the analysis pipeline in process on a notes
 * file and prints a readable summary, or the analysis JSON with --json. Uses the same tax year
 * and §7520 settings as the server (TAX_YEAR, SECTION_7520_RATE).
 */
async function main(argv: string[]) {
  const args = argv.filter((a) => a !== "--json");
  const json = argv.includes("--json");
  const file = args[0];
  if (!file) {
    process.stderr.write("Usage: npm run analyze -- <notes.txt> [--json]\n");
    process.exit(2);
  }
  let notes: string;
  try {
    notes = readFileSync(file, "utf8");
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  if (!notes.trim()) {
    process.stderr.write("Notes required\n");
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, NODE_ENV: "test", DATA_DIR: "memory://" });
  const { analysis } = await runAnalysis({
    notes,
    documentText: "",
    taxYear: config.taxYear,
    section7520: config.section7520,
  });
  if (json) {
    process.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
    return;
  }
  const f = analysis.facts;
  const lines: string[] = [];
  lines.push("Financial Strategy Advisor — analysis", "");
  lines.push(
    `Net worth: ${analysis.clientProfile.currentNetWorth ? formatUsd(analysis.clientProfile.currentNetWorth) : "Not specified"}`,
  );
  lines.push(`Risk tolerance: ${analysis.clientProfile.riskTolerance}`);
  if (f.primaryAge)
    lines.push(`Age: ${f.primaryAge}${f.spouseAge ? ` and ${f.spouseAge}` : ""}${f.state ? `, ${f.state}` : ""}`);
  if (analysis.clientProfile.primaryGoals.length)
    lines.push(`Goals: ${analysis.clientProfile.primaryGoals.join("; ")}`);
  lines.push("", analysis.clientMemo.executiveSummary, "");
  lines.push(
    `Recommended strategies (${analysis.recommendations.length} of ${analysis.meta.strategiesEligible} eligible, ${analysis.meta.strategiesConsidered} considered):`,
  );
  for (const [i, r] of analysis.recommendations.entries()) {
    const c = r.costBenefitAnalysis;
    lines.push(
      `${i + 1}. ${r.strategy} [${r.category}] — ${r.priority} priority`,
      `   Net benefit ${formatUsd(c.netBenefit)} (benefit ${formatUsd(c.potentialSavings)} − cost ${formatUsd(c.implementationCost)}); range ${formatUsd(c.calculations.sensitivityAnalysis.low.netBenefit)} to ${formatUsd(c.calculations.sensitivityAnalysis.high.netBenefit)}`,
      `   Formula: ${c.calculations.formula}`,
      `   Why: ${r.fitReasons[0] ?? ""}`,
    );
  }
  lines.push("", `Projected tax savings: ${formatUsd(analysis.taxPlanning.projectedSavings)}`);
  lines.push(analysis.taxPlanning.currentTaxSituation, "");
  lines.push("Next steps:");
  for (const s of analysis.nextSteps) lines.push(`- [${s.priority}] ${s.action} (${s.timeline}; ${s.responsibility})`);
  lines.push("", `Prose by: ${analysis.meta.engine}. Tax law of ${analysis.meta.taxYear}.`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main(process.argv.slice(2));
