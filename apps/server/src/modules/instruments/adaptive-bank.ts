import {
  ADAPTIVE_ITEM_TYPES,
  type AdaptiveSettings,
  adaptiveSettings,
  DEFAULT_EXPOSURE_STRATA,
  type StoredItem,
} from '@asesa/contracts';
import {
  type CatAdministeredItem,
  type CatBankItem,
  type CatOptions,
  type CompiledBank,
  catStepRng,
  compileBank,
  type ItemDefinition,
  nextItemDecision,
  scoreItem,
} from '@asesa/scoring';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { answerOf, itemDefinitionsOf } from './item-definitions';

/** A stored section as far as its bank goes (instrument-content's BankSection has this shape). */
export interface BankSection {
  id: string;
  adaptive?: AdaptiveSettings | null;
  items: StoredItem[];
}

/**
 * An adaptive section read as the engine's item bank: its calibrated items (IRT parameters, the
 * indicator as content area), the CAT options its settings give, and each answer as the category
 * the IRT model scores. One reading serves delivery, simulation and the publish checks.
 */
export interface AdaptiveBank {
  settings: AdaptiveSettings;
  items: CatBankItem[];
  compiled: CompiledBank;
  options: CatOptions;
  /** The engine's definition of each bank item (keys, reverse, scale), to score answers. */
  definitions: ReadonlyMap<string, ItemDefinition>;
}

/** The θ edges of a section's conditional exposure strata (the default when it names none). */
export function exposureStrataOf(settings: Pick<AdaptiveSettings, 'exposure_strata'>): number[] {
  return [...(settings.exposure_strata ?? DEFAULT_EXPOSURE_STRATA)];
}

/** The settings of an adaptive section with every default filled in; null for a fixed section. */
export function adaptiveSettingsOf(section: Pick<BankSection, 'adaptive'>): AdaptiveSettings | null {
  return section.adaptive ? adaptiveSettings.parse(section.adaptive) : null;
}

/** Why an adaptive section's bank cannot be delivered, one line per problem (empty when it can). */
export function adaptiveBankProblems(section: BankSection): ServerMessage[] {
  const settings = adaptiveSettingsOf(section);
  if (!settings) return [];
  const problems: ServerMessage[] = [];
  section.items.forEach((item, ii) => {
    const n = ii + 1;
    if (!(ADAPTIVE_ITEM_TYPES as readonly string[]).includes(item.type)) {
      problems.push(fillMessage(M.bankItemType, { n, type: item.type }));
      return;
    }
    const irt = item.irt;
    if (!irt) problems.push(fillMessage(M.bankNoIrt, { n }));
    else if (item.type === 'likert' && irt.model !== 'GRM')
      problems.push(fillMessage(M.bankLikertGrm, { n }));
    else if (item.type !== 'likert' && irt.model === 'GRM')
      problems.push(fillMessage(M.bankKeyedModel, { n }));
    else if (
      irt.model === 'GRM' &&
      item.type === 'likert' &&
      (irt.thresholds?.length ?? 0) !== item.options.length - 1
    )
      problems.push(
        fillMessage(M.bankThresholds, {
          n,
          thresholds: irt.thresholds?.length ?? 0,
          options: item.options.length,
        }),
      );
    if (item.type === 'single' && !item.key) problems.push(fillMessage(M.bankNoKey, { n }));
    if (item.type === 'true-false' && typeof item.key !== 'boolean')
      problems.push(fillMessage(M.bankNoKey, { n }));
  });
  if (problems.length === 0 && section.items.length < settings.min_items)
    problems.push(fillMessage(M.bankTooSmall, { n: section.items.length, min: settings.min_items }));
  if (problems.length === 0) {
    try {
      compileBank(bankItemsOf(section));
    } catch (error) {
      problems.push(fillMessage(M.bankIrtInvalid, { detail: (error as Error).message }));
    }
  }
  return problems;
}

function bankItemsOf(section: BankSection): CatBankItem[] {
  const definitions = itemDefinitionsOf({ sections: [section] }, { indicators: null });
  return definitions
    .filter((d) => d.irt)
    .map((d) => {
      const item = section.items.find((i) => i.id === d.id);
      return {
        id: d.id,
        irt: d.irt as CatBankItem['irt'],
        ...(item?.indicator ? { content: item.indicator } : {}),
      };
    });
}

const banks = new WeakMap<Readonly<BankSection>, AdaptiveBank>();

/**
 * The bank of an adaptive section. Sections of published content are frozen and shared, so the
 * compiled bank is kept per section object.
 * @throws Error when the section is not adaptive or its bank does not compile (publishing refuses both).
 */
export function adaptiveBank(section: Readonly<BankSection>): AdaptiveBank {
  const cached = banks.get(section);
  if (cached) return cached;
  const settings = adaptiveSettingsOf(section);
  if (!settings) throw new Error(`section ${section.id} is not adaptive`);
  const items = bankItemsOf(section as BankSection);
  const compiled = compileBank(items);
  const definitions = new Map(
    itemDefinitionsOf({ sections: [section as BankSection] }, { indicators: null }).map((d) => [d.id, d]),
  );
  const bank = { settings, items, compiled, options: catOptionsOf(settings, items), definitions };
  banks.set(section, bank);
  return bank;
}

/** The engine's CAT options for the settings (content targets: each indicator's share of the bank). */
export function catOptionsOf(settings: AdaptiveSettings, items: readonly CatBankItem[]): CatOptions {
  const options: CatOptions = {
    maxItems: Math.min(settings.max_items, items.length),
    minItems: Math.min(settings.min_items, items.length, settings.max_items),
    quadrature: { mean: settings.start_theta },
  };
  if (settings.se_target !== null) options.seTarget = settings.se_target;
  if (settings.exposure === 'randomesque')
    options.exposure = { method: 'randomesque', n: settings.randomesque_n };
  if (settings.exposure === 'sympson-hetter')
    options.exposure = { method: 'sympson-hetter', k: settings.sympson_hetter_k ?? {} };
  if (settings.exposure === 'conditional-sympson-hetter') {
    const strata = exposureStrataOf(settings);
    // Tables calibrated for other strata (the edges changed since) are not used: K = 1 until simulated.
    const k = settings.conditional_sympson_hetter_k;
    options.exposure = {
      method: 'conditional-sympson-hetter',
      strata,
      k: k?.length === strata.length + 1 ? k : Array.from({ length: strata.length + 1 }, () => ({})),
    };
  }
  if (settings.content_balance) {
    const counts = new Map<string, number>();
    for (const item of items) if (item.content) counts.set(item.content, (counts.get(item.content) ?? 0) + 1);
    if (counts.size > 1)
      options.contentTargets = Object.fromEntries([...counts].map(([area, n]) => [area, n / items.length]));
  }
  return options;
}

/**
 * The IRT category of a stored answer: 1/0 for keyed items, the keyed rating minus the scale's
 * lowest value for Likert items (reverse-keyed items are calibrated on reversed ratings).
 */
export function answerCategory(bank: AdaptiveBank, itemId: string, stored: string): number {
  const definition = bank.definitions.get(itemId);
  if (!definition) throw new Error(`item ${itemId} is not in the bank`);
  const score = scoreItem(definition, answerOf(definition, stored)).score ?? 0;
  return definition.type === 'likert' ? score - definition.min : score > 0 ? 1 : 0;
}

/** The adaptive sections of a content, by section id. */
export function adaptiveSections<S extends BankSection>(content: Readonly<{ sections: S[] }>): S[] {
  return content.sections.filter((s) => s.adaptive);
}

/**
 * The decision at the next step of a course, in the form it is stored (one `adaptive_steps` row):
 * the engine's choice from the items given with their answers, drawing from the session seed's
 * generator for this step, so the same course and seed always give the same decision.
 */
export function decideStep(bank: AdaptiveBank, administered: readonly CatAdministeredItem[], seed: number) {
  const step = administered.length;
  const decision = nextItemDecision(bank.compiled, bank.options, { administered }, catStepRng(seed, step));
  return {
    step,
    item_id: decision.itemId,
    stop_reason: decision.stopReason as string | null,
    set_aside: JSON.stringify(decision.newlySetAside),
    theta: decision.theta,
    se: decision.se,
    newlySetAside: decision.newlySetAside,
  };
}
