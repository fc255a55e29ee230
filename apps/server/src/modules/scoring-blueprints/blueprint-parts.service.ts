import type {
  blueprintDimensionNewRequest,
  characterNewRequest,
  finalScoreNewRequest,
  gobNewRequest,
  groupDimensionNewRequest,
  indicatorScoreNewRequest,
  settingsNewRequest,
} from '@asesa/contracts';
import { validateRuleSet } from '@asesa/scoring';
import type { z } from 'zod';
import { conflict, fieldError } from '../../lib/errors';
import { fillMessage, joinMessages } from '../../lib/server-messages';
import { engineIds } from './blueprint-builder';
import {
  assertForcedChoiceScorable,
  checkBands,
  checkWeights,
  profileCodes,
  usedBy,
} from './blueprint-part-checks';
import { type Fields, makePart } from './blueprint-part-command';
import {
  presentCharacter,
  presentDimension,
  presentFinal,
  presentGob,
  presentGroup,
  presentIndicatorScore,
  presentSettings,
} from './blueprint-part-presenters';
import { engine } from './engine-errors';
import { finalScoreProblems } from './norm-tables';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';

// The parts of a blueprint, each one table: settings, dimensions, group dimensions, character and
// GOB blueprints, final scores (norms) and indicator scores.

export const settingsPart = makePart({
  table: 'scoring_blueprint_settings',
  what: 'Blueprint settings',
  columns: ['raw_score_method', 'missing_policy', 'forced_choice_method'],
  searchable: ['raw_score_method', 'missing_policy', 'forced_choice_method'],
  // The input as sent: fields with defaults may be left out by callers inside the server (the seed).
  values: async (ctx, input: Omit<z.input<typeof settingsNewRequest>, 'blueprint_id'>) => {
    if (ctx.others.length) throw conflict(M.settingsExist);
    const code = input.untagged_indicator_code ?? null;
    if (code && !ctx.names.indicators.has(code))
      throw fieldError('untagged_indicator_code', fillMessage(M.unknownCode, { what: M.indicator, code }));
    const method = input.forced_choice_method ?? 'ipsative';
    const correlations = method === 'thurstonian' ? (input.trait_correlations ?? null) : null;
    correlations?.ids.forEach((trait, i) => {
      if (!ctx.names.indicators.has(trait))
        throw fieldError(
          `trait_correlations.ids.${i}`,
          fillMessage(M.unknownCode, { what: M.indicator, code: trait }),
        );
    });
    const settings = {
      raw_score_method: input.raw_score_method ?? 'sum',
      missing_policy: input.missing_policy ?? 'zero',
      untagged_indicator_code: code,
      forced_choice_method: method,
      trait_correlations: correlations,
    };
    await assertForcedChoiceScorable(
      ctx,
      { ...ctx.stored, settings },
      method === 'thurstonian' && correlations ? 'trait_correlations' : 'forced_choice_method',
    );
    return {
      raw_score_method: settings.raw_score_method,
      missing_policy: settings.missing_policy,
      untagged_indicator_code: code,
      forced_choice_method: method,
      trait_correlations_json: correlations ? JSON.stringify(correlations) : null,
    };
  },
  present: presentSettings,
});

export const dimensionPart = makePart({
  table: 'scoring_blueprint_dimensions',
  what: 'Blueprint dimension',
  columns: ['dimension_code', 'aggregation'],
  searchable: ['dimension_code'],
  values: async (ctx, input: Fields<typeof blueprintDimensionNewRequest>) => {
    if (!ctx.names.dimensions.has(input.dimension_code))
      throw fieldError(
        'dimension_code',
        fillMessage(M.unknownCode, { what: M.testDimension, code: input.dimension_code }),
      );
    if (ctx.others.some((o) => o.dimension_code === input.dimension_code))
      throw conflict(fillMessage(M.dimensionScored, { code: input.dimension_code }), 'dimension_code');
    if (ctx.stored.groups.some((g) => g.code === input.dimension_code))
      throw conflict(fillMessage(M.groupHasCode, { code: input.dimension_code }), 'dimension_code');
    checkWeights(input.indicators, 'indicators', (c) => ctx.names.indicators.has(c), M.indicator);
    // A new indicator can bring forced-choice blocks into a Thurstonian blueprint: they need parameters.
    const others = new Set(ctx.others.map((o) => o.dimension_code));
    await assertForcedChoiceScorable(
      ctx,
      {
        ...ctx.stored,
        dimensions: [
          ...ctx.stored.dimensions.filter((d) => others.has(d.dimension_code)),
          {
            dimension_code: input.dimension_code,
            dimension_name: input.dimension_code,
            aggregation: input.aggregation,
            indicators: input.indicators,
            reliability: input.reliability ?? null,
          },
        ],
      },
      'indicators',
    );
    return {
      dimension_code: input.dimension_code,
      aggregation: input.aggregation,
      indicators_json: JSON.stringify(input.indicators),
      reliability: input.reliability ?? null,
    };
  },
  present: presentDimension,
  inUse: (ctx, row) => usedBy(ctx, row.dimension_code),
});

export const groupPart = makePart({
  table: 'scoring_group_dimensions',
  what: 'Group dimension',
  columns: ['code', 'name', 'aggregation', 'source'],
  searchable: ['code', 'name'],
  values: (ctx, input: Fields<typeof groupDimensionNewRequest>) => {
    if (
      ctx.others.some((o) => o.code === input.code) ||
      ctx.stored.dimensions.some((d) => d.dimension_code === input.code)
    )
      throw conflict(fillMessage(M.dimensionCodeTaken, { code: input.code }), 'code');
    if (ctx.others.some((o) => String(o.name).toLowerCase() === input.name.toLowerCase()))
      throw conflict(fillMessage(M.groupNameTaken, { name: input.name }), 'name');
    const dims = new Set(ctx.stored.dimensions.map((d) => d.dimension_code));
    checkWeights(input.dimensions, 'dimensions', (c) => dims.has(c), M.dimension);
    return {
      code: input.code,
      name: input.name,
      aggregation: input.aggregation,
      source: input.source,
      dimensions_json: JSON.stringify(input.dimensions),
    };
  },
  present: presentGroup,
  inUse: (ctx, row) => usedBy(ctx, row.code),
});

export const characterPart = makePart({
  table: 'scoring_character_blueprints',
  what: 'Character blueprint',
  columns: ['type_code', 'name', 'scale', 'position'],
  searchable: ['type_code', 'name'],
  values: (ctx, input: Fields<typeof characterNewRequest>) => {
    if (ctx.others.some((o) => String(o.type_code).toLowerCase() === input.type_code.toLowerCase()))
      throw conflict(fillMessage(M.characterCodeTaken, { code: input.type_code }), 'type_code');
    if (ctx.others.some((o) => String(o.name).toLowerCase() === input.name.toLowerCase()))
      throw conflict(fillMessage(M.characterNameTaken, { name: input.name }), 'name');
    const known = profileCodes(ctx);
    input.conditions.forEach((c, i) => {
      if (!known.has(c.dimension))
        throw fieldError(
          `conditions.${i}.dimension`,
          fillMessage(M.unknownCode, { what: M.dimension, code: c.dimension }),
        );
    });
    engine(
      () =>
        validateRuleSet(
          {
            id: input.type_code,
            scale: input.scale,
            rules: [{ type: input.type_code, [input.match]: input.conditions }],
          },
          known,
        ),
      'conditions',
    );
    return {
      type_code: input.type_code,
      name: input.name,
      description: input.description,
      scale: input.scale,
      match: input.match,
      conditions_json: JSON.stringify(input.conditions),
      position: input.position,
    };
  },
  present: presentCharacter,
});

export const gobPart = makePart({
  table: 'scoring_gob_blueprints',
  what: 'Gob blueprint',
  columns: ['target_code', 'scale'],
  searchable: ['target_code'],
  values: (ctx, input: Fields<typeof gobNewRequest>) => {
    if (!profileCodes(ctx).has(input.target_code))
      throw fieldError(
        'target_code',
        fillMessage(M.unknownCode, { what: M.dimension, code: input.target_code }),
      );
    if (ctx.others.some((o) => o.target_code === input.target_code))
      throw conflict(fillMessage(M.gobExists, { code: input.target_code }), 'target_code');
    checkBands(engineIds.gob(input.target_code), input.scale, input.bands);
    return { target_code: input.target_code, scale: input.scale, bands_json: JSON.stringify(input.bands) };
  },
  present: presentGob,
});

export const finalScorePart = makePart({
  table: 'scoring_final_scores',
  what: 'Final score',
  columns: ['dimension_code', 'norm_group', 'method', 'scale_kind', 'n', 'norm_date', 'norm_version'],
  searchable: ['dimension_code', 'norm_group'],
  values: (ctx, input: Fields<typeof finalScoreNewRequest>) => {
    if (!profileCodes(ctx).has(input.dimension_code))
      throw fieldError(
        'dimension_code',
        fillMessage(M.unknownCode, { what: M.dimension, code: input.dimension_code }),
      );
    if (
      ctx.others.some(
        (o) =>
          o.dimension_code === input.dimension_code &&
          String(o.norm_group).toLowerCase() === input.norm_group.toLowerCase(),
      )
    ) {
      throw conflict(
        fillMessage(M.finalExists, { code: input.dimension_code, group: input.norm_group }),
        'norm_group',
      );
    }
    const problems = finalScoreProblems(input);
    if (problems.length) {
      const field = input.method === 'table' ? 'rows' : 'sd';
      throw fieldError(field, joinMessages(problems, '; '));
    }
    return {
      dimension_code: input.dimension_code,
      norm_group: input.norm_group,
      method: input.method,
      scale_kind: input.scale_kind,
      rows_json: JSON.stringify(input.method === 'table' ? input.rows : []),
      mean: input.method === 'parametric' ? input.mean : null,
      sd: input.method === 'parametric' ? input.sd : null,
      n: input.n,
      norm_date: input.norm_date,
      norm_version: input.norm_version,
      raw_step: input.raw_step,
    };
  },
  present: presentFinal,
});

export const indicatorScorePart = makePart({
  table: 'scoring_indicator_scores',
  what: 'Indicator score',
  columns: ['indicator_code'],
  searchable: ['indicator_code'],
  values: (ctx, input: Fields<typeof indicatorScoreNewRequest>) => {
    if (!ctx.names.indicators.has(input.indicator_code))
      throw fieldError(
        'indicator_code',
        fillMessage(M.unknownCode, { what: M.indicator, code: input.indicator_code }),
      );
    if (ctx.others.some((o) => o.indicator_code === input.indicator_code))
      throw conflict(fillMessage(M.indicatorBandsExist, { code: input.indicator_code }), 'indicator_code');
    checkBands(engineIds.indicatorBands(input.indicator_code), 'raw', input.bands);
    return { indicator_code: input.indicator_code, bands_json: JSON.stringify(input.bands) };
  },
  present: presentIndicatorScore,
});
