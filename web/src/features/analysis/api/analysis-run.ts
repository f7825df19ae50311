import type { TAnalysisStage, TCreateProjectRequest, TProject } from "@fsa/shared";
import { useSyncExternalStore } from "react";
import { createProject } from "./create-project.ts";
import { followProject } from "./follow-project.ts";
import { getProject } from "./get-project.ts";

export type RunPhase = "posting" | "running" | "completed" | "failed";

/** One analysis this tab submitted or is following, until the app has announced how it ended. */
export interface AnalysisRun {
  key: number;
  /** "submit": started from the dashboard in this tab; "follow": a saved pending project being watched. */
  origin: "submit" | "follow";
  projectId: string | null;
  phase: RunPhase;
  stage: TAnalysisStage | null;
  /** The failure message (spec §8: the server's message, or the internal fallback Analysis failed.). */
  error: string | null;
  project: TProject | null;
}

/** Spec §8 "Internal fallback message: Analysis failed." */
export const INTERNAL_FAILURE_MESSAGE = "Analysis failed.";

let runs: readonly AnalysisRun[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function publish(next: readonly AnalysisRun[]) {
  runs = next;
  for (const l of listeners) l();
}

function update(key: number, patch: Partial<AnalysisRun>) {
  publish(runs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
}

function add(run: Omit<AnalysisRun, "key">): number {
  const key = nextKey++;
  publish([...runs, { ...run, key }]);
  return key;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => runs;

/** The runs of this tab, for React. */
export function useAnalysisRuns(): readonly AnalysisRun[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const active = (r: AnalysisRun) => r.phase === "posting" || r.phase === "running";

/** True while a submission from this tab runs: a second submit is ignored (spec §4). */
export function isSubmitting(): boolean {
  return runs.some((r) => r.origin === "submit" && active(r));
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "");

async function follow(key: number, projectId: string) {
  try {
    const final = await followProject(projectId, (e) => update(key, { stage: e.stage }));
    if (final.status === "failed") {
      update(key, { phase: "failed", stage: "failed", error: final.error || INTERNAL_FAILURE_MESSAGE });
      return;
    }
    const project = await getProject(projectId);
    if (project.status === "failed") {
      update(key, { phase: "failed", stage: "failed", error: project.error || INTERNAL_FAILURE_MESSAGE });
    } else {
      update(key, { phase: "completed", stage: "completed", project });
    }
  } catch (error) {
    update(key, { phase: "failed", error: messageOf(error) });
  }
}

/**
 * Submits notes and attachments (`POST /api/projects`) and follows the analysis to its end.
 * Returns the run's key, or null when a submission already runs (spec §4 "A second submit is
 * ignored while one runs").
 */
export function submitAnalysis(body: TCreateProjectRequest): number | null {
  if (isSubmitting()) return null;
  const key = add({ origin: "submit", projectId: null, phase: "posting", stage: null, error: null, project: null });
  createProject(body).then(
    (project) => {
      update(key, { projectId: project.id, phase: "running", stage: project.stage });
      void follow(key, project.id);
    },
    (error: unknown) => update(key, { phase: "failed", error: messageOf(error) }),
  );
  return key;
}

/** Follows a saved project that is still pending (a reload of /results, a workspace card, a retry). */
export function followAnalysis(projectId: string): void {
  if (runs.some((r) => r.projectId === projectId && active(r))) return;
  const key = add({ origin: "follow", projectId, phase: "running", stage: null, error: null, project: null });
  void follow(key, projectId);
}

/** Forgets a finished run once the app has announced it. */
export function dismissRun(key: number): void {
  publish(runs.filter((r) => r.key !== key));
}

/** Test hook: forget every run. */
export function resetRunsForTests(): void {
  publish([]);
}
