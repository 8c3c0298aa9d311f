// The engine computations the jobs and services hand to the thread pool (engine-pool.ts). Runs inside a pool
// thread: imports the pure engine only (no database, no config), and every input and result is plain data
// that survives structured cloning (the extracted document as JSON, options, suggestions).
import { threadId } from 'node:worker_threads';
import { analyzeDocument, type DocumentAnalysis } from '#engine/analysis/analyze-document.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import {
  checkCandidate,
  checkRewrite,
  engineContext,
  finishImprovements,
  impactOfSet,
  planImprovements,
  type Decision,
  type Impact,
  type ImprovementResult,
  type OpenFinding,
  type RewriteCheck,
  type Suggestion,
} from '#engine/improvements/index.ts';
import {
  interviewPanelScorer,
  simulateInterview,
  weakCategoriesOf,
  type PanelInterview,
  type SimPersona,
  type SimQuestion,
  type SimulatedInterview,
} from '#engine/personas/index.ts';
import {
  checkDocument,
  type ComplianceResult,
  type DocumentType,
  type RulePack,
} from '#engine/rules/index.ts';
import { boilerplateSentenceSet } from '#engine/readability/index.ts';
import { possibleTierOf, type ConceptModel, type PossibleTierFinding } from '#engine/rules/learned/index.ts';

/** Each task's input (beside the document) and its result. */
export type EngineTasks = {
  analysis: {
    /** `boilerplate`: the firm's boilerplate passages, left out of the reading measures (issue 30 item 6). */
    input: { document: ExtractedDocument; documentType: string; boilerplate?: string[] };
    result: DocumentAnalysis;
  };
  compliance: {
    /** `packs`: the rule packs' ids to run; all when undefined. */
    input: {
      document: ExtractedDocument;
      documentType: DocumentType;
      packs?: string[];
      /** The day of the check and the version's "as at" date, for the staleness rules (the engine has no clock). */
      checkDate?: string;
      documentDate?: string;
      boilerplate?: string[];
    };
    /** `possible`: the learned layer's tier (ADR 022), apart from the rules' findings; empty without a model. */
    result: ComplianceResult & { possible: PossibleTierFinding[] };
  };
  persona: {
    input: {
      document: ExtractedDocument;
      persona: SimPersona;
      questions: SimQuestion[];
      boilerplate?: string[];
    };
    result: SimulatedInterview;
  };
  improvements: {
    input: {
      document: ExtractedDocument;
      documentType: string;
      panel: PanelInterview[];
      checkDates?: { checkDate?: string; documentDate?: string };
      /** The latest check's open findings: their fixes rank first (issue 30). */
      openFindings?: OpenFinding[];
    };
    result: ImprovementResult;
  };
  /** A set of decisions' impact, and (with `rewrite`) whether a reviewer's edit passes the engine's checks. */
  impact: {
    input: {
      document: ExtractedDocument;
      documentType: string;
      panel: PanelInterview[];
      checkDates?: { checkDate?: string; documentDate?: string };
      suggestions: Suggestion[];
      decisions: Decision[];
      before?: Impact['before'];
      rewrite?: { suggestion: Suggestion; text: string };
    };
    result: { impact: Impact; rewrite?: RewriteCheck };
  };
  /** The pool's own check: which thread ran it. */
  threadId: { input: object; result: number };
};

export type EngineTaskKind = keyof EngineTasks;
export type EngineTask = {
  [K in EngineTaskKind]: { kind: K } & EngineTasks[K]['input'];
}[EngineTaskKind];

/** The improvements engine's context; its persona scorer is rebuilt from the panel (a function cannot travel). */
function contextOf(
  document: ExtractedDocument,
  documentType: string,
  panel: PanelInterview[],
  rulePacks: RulePack[],
  checkDates?: { checkDate?: string; documentDate?: string },
) {
  const personaScorer = panel.length > 0 ? interviewPanelScorer(document, panel) : undefined;
  return {
    personaScorer,
    context: engineContext({
      documentType,
      rulePacks,
      ...(personaScorer ? { personaScorer } : {}),
      ...(checkDates ? { checkDates } : {}),
    }),
  };
}

/** The option that leaves the firm's boilerplate out of the reading measures; nothing when it has none. */
function excluding<T extends object>(
  boilerplate: string[] | undefined,
  option: (excludeSentences: Set<string>) => T,
): T | Record<string, never> {
  return boilerplate && boilerplate.length > 0 ? option(boilerplateSentenceSet(boilerplate)) : {};
}

export function runEngineTask(
  task: EngineTask,
  rulePacks: RulePack[],
  conceptModel: ConceptModel | null = null,
): unknown {
  switch (task.kind) {
    case 'analysis':
      return analyzeDocument(task.document, {
        documentType: task.documentType,
        rulePacks,
        ...excluding(task.boilerplate, (excludeSentences) => ({ readability: { excludeSentences } })),
      });
    case 'compliance': {
      const { packs } = task;
      const chosen = packs ? rulePacks.filter((p) => packs.includes(p.id)) : rulePacks;
      // A mis-typed upload (a KID uploaded as a promotion) is checked as what it is; the result says so.
      const result = checkDocument(task.document, chosen, {
        documentType: task.documentType,
        inferDocumentType: true,
        ...(task.checkDate ? { checkDate: task.checkDate } : {}),
        ...(task.documentDate ? { documentDate: task.documentDate } : {}),
        ...excluding(task.boilerplate, (excludeSentences) => ({ excludeSentences })),
      });
      const possible = conceptModel ? possibleTierOf(task.document, result, chosen, conceptModel) : [];
      return { ...result, possible };
    }
    case 'persona':
      return simulateInterview(
        task.document,
        task.persona,
        task.questions,
        excluding(task.boilerplate, (excludeSentences) => ({ excludeSentences })),
      );
    case 'improvements': {
      const { document: doc, documentType, panel, checkDates, openFindings } = task;
      const { personaScorer } = contextOf(doc, documentType, panel, rulePacks);
      const weakCategories = personaScorer ? weakCategoriesOf(personaScorer(doc)) : [];
      const plan = planImprovements(doc, {
        documentType,
        rulePacks,
        ...(checkDates ? { checkDates } : {}),
        ...(openFindings ? { openFindings } : {}),
        ...(personaScorer ? { personaScorer } : {}),
        weakCategories,
      });
      const suggestions: Suggestion[] = [];
      for (const candidate of plan.candidates) {
        const checked = checkCandidate(doc, candidate, plan);
        if (checked) suggestions.push(checked);
      }
      return finishImprovements(doc, suggestions, plan);
    }
    case 'impact': {
      const { document: doc, rewrite, before } = task;
      const { context } = contextOf(doc, task.documentType, task.panel, rulePacks, task.checkDates);
      return {
        impact: impactOfSet(doc, task.suggestions, task.decisions, context, before),
        ...(rewrite ? { rewrite: checkRewrite(doc, rewrite.suggestion, rewrite.text, context, before) } : {}),
      };
    }
    case 'threadId':
      return threadId;
  }
}
