import {
  ADVERSE_IMPACT_NOBODY_SELECTED,
  ADVERSE_IMPACT_TOO_FEW_GROUPS,
  type AdverseImpactGroup,
  type AdverseImpactRequest,
  type AdverseImpactResponse,
  MIN_REPORTED_GROUP,
} from '@asesa/contracts';
import { adverseImpact, ENGINE_VERSION } from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { visibleProjects } from '../projects/projects.service';
import { listJobFitDecisions } from './adverse-impact.repository';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import { groupsOf } from './evidence-make-up';

interface Tally {
  total: number;
  selected: number;
}

/** A group outside the comparison: with its counts and rate, or (under 5 people) with none. */
function notCompared(group: string, tally: Tally | null): AdverseImpactGroup {
  return {
    group,
    total: tally?.total ?? null,
    selected: tally?.selected ?? null,
    rate: tally ? tally.selected / tally.total : null,
    impact_ratio: null,
    passes: null,
    fisher_p: null,
  };
}

/**
 * Adverse impact of the job-fit decisions in the actor's chosen projects at a cut: groups of the
 * variable with at least MIN_REPORTED_GROUP people are compared by the four-fifths rule and
 * Fisher's exact test; smaller groups are named without their counts and not compared. A question
 * that cannot be answered (fewer than two groups, nobody selected) gets its reason as a note.
 */
export async function jobFitAdverseImpact(
  deps: Deps,
  actor: Actor,
  input: AdverseImpactRequest,
): Promise<AdverseImpactResponse> {
  const projectIds = [...new Set(input.project_ids)];
  const visible = await visibleProjects(deps, actor).select('p.id').where('p.id', 'in', projectIds).execute();
  if (visible.length !== projectIds.length) throw notFound('Project');

  const tallies = new Map<string, Tally>();
  let n = 0;
  let selected = 0;
  let unknown = 0;
  for (const row of await listJobFitDecisions(deps.db, projectIds)) {
    n++;
    const isSelected = Number(row.job_fit) >= input.cut;
    if (isSelected) selected++;
    const group = groupsOf(row)[input.variable];
    if (group === null) {
      unknown++;
      continue;
    }
    const tally = tallies.get(group) ?? { total: 0, selected: 0 };
    tally.total++;
    if (isSelected) tally.selected++;
    tallies.set(group, tally);
  }

  const compared = [...tallies.entries()]
    .filter(([, t]) => t.total >= MIN_REPORTED_GROUP)
    .sort(([x], [y]) => x.localeCompare(y));
  const hidden = [...tallies.keys()].filter((g) => tallies.get(g)!.total < MIN_REPORTED_GROUP).sort();
  if (input.reference !== undefined && !compared.some(([g]) => g === input.reference))
    throw fieldError('reference', fillMessage(E.unknownReference, { group: input.reference }));

  const base = { n, selected, cut: input.cut, variable: input.variable, threshold: input.threshold, unknown };
  const hiddenRows = hidden.map((group) => notCompared(group, null));
  const uncompared = (note: string): AdverseImpactResponse => ({
    ...base,
    reference: null,
    groups: [...compared.map(([group, t]) => notCompared(group, t)), ...hiddenRows],
    adverse_impact: null,
    note,
    engine_version: ENGINE_VERSION,
  });
  if (compared.length < 2) return uncompared(ADVERSE_IMPACT_TOO_FEW_GROUPS);
  const referenceRate = (group: string) => {
    const t = tallies.get(group)!;
    return t.selected / t.total;
  };
  const reference =
    input.reference ??
    compared.reduce((best, [g]) => (referenceRate(g) > referenceRate(best) ? g : best), compared[0][0]);
  if (referenceRate(reference) === 0) return uncompared(ADVERSE_IMPACT_NOBODY_SELECTED);

  const result = adverseImpact(
    compared.map(([group, t]) => ({ group, selected: t.selected, total: t.total })),
    { threshold: input.threshold, reference },
  );
  return {
    ...base,
    reference: result.reference,
    groups: [
      ...result.groups.map((g) => ({
        group: g.group,
        total: g.total,
        selected: g.selected,
        rate: g.rate,
        impact_ratio: g.impactRatio,
        passes: g.passes,
        fisher_p: g.fisherP,
      })),
      ...hiddenRows,
    ],
    adverse_impact: result.adverseImpact,
    note: null,
    engine_version: result.engineVersion,
  };
}
