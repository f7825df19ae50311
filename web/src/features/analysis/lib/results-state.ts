import { isProjectRunning, type TProject } from "@fsa/shared";

/**
 * The /results navigation state (spec §2 "/results": analysis (text or object; null while
 * loading), clientNotes, extractedDocumentText, timestamp, rawResponse, isLoading, projectName,
 * projectDescription, hasDocuments), plus the saved project's id so the page can follow a running
 * analysis and reload from `?project=<id>`.
 */
export interface ResultsState {
  analysis: unknown;
  clientNotes: string;
  extractedDocumentText: string;
  timestamp: string | null;
  rawResponse: string | null;
  isLoading: boolean;
  projectName?: string;
  projectDescription?: string;
  hasDocuments: boolean;
  projectId?: string;
  /** The saved project's status and failure message, when the page shows a saved project. */
  projectStatus?: string;
  projectError?: string | null;
  /** The in-tab submission this page is waiting for, before the server has given it an id. */
  runKey?: number;
  /** The version of the analysis shown (issue #12 item 4), when the page shows a saved project. */
  versionNumber?: number;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** Reads history state defensively: it survives reloads and may come from an older version of the app. */
export function readResultsState(state: unknown): ResultsState | null {
  if (typeof state !== "object" || state === null) return null;
  const s = state as Record<string, unknown>;
  const known = ["analysis", "clientNotes", "isLoading", "projectId", "runKey"].some((k) => k in s);
  if (!known) return null;
  return {
    analysis: s.analysis ?? null,
    clientNotes: str(s.clientNotes) ?? "",
    extractedDocumentText: str(s.extractedDocumentText) ?? "",
    timestamp: str(s.timestamp) ?? null,
    rawResponse: str(s.rawResponse) ?? null,
    isLoading: s.isLoading === true,
    projectName: str(s.projectName),
    projectDescription: str(s.projectDescription),
    hasDocuments: s.hasDocuments === true,
    projectId: str(s.projectId),
    runKey: typeof s.runKey === "number" ? s.runKey : undefined,
    projectStatus: str(s.projectStatus),
    projectError: str(s.projectError) ?? null,
    versionNumber: typeof s.versionNumber === "number" ? s.versionNumber : undefined,
  };
}

/** The state the workspace passes when it opens a saved project (spec §4 "How the workspace opens a saved project"). */
export function resultsStateFromProject(project: TProject): ResultsState {
  const running = isProjectRunning(project.status);
  return {
    analysis: project.analysis ?? project.rawLlmResponse ?? null,
    clientNotes: project.clientNotes,
    extractedDocumentText: project.extractedDocumentText,
    timestamp: project.analysis?.meta.generatedAt ?? (running ? null : project.updatedAt),
    rawResponse: project.rawLlmResponse,
    isLoading: running,
    projectName: project.name,
    projectDescription: project.description,
    hasDocuments: project.hasDocuments,
    projectId: project.id,
    projectStatus: project.status,
    projectError: project.error,
    versionNumber: project.analysisVersion?.version,
  };
}
